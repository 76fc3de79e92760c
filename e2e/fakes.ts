import { startFakeDiscord } from '../apps/server/src/testing/fake-discord.ts';
import { startFakeStore } from '../apps/server/src/testing/fake-store.ts';

/**
 * The fake outside services of the browser tests. `env` configures the main site to use them,
 * `demoEnv` the demo-mode site (no Discord application, but the same fake trackers and store).
 */
export async function startFakes() {
  const discord = await startFakeDiscord();
  const stops: Array<() => Promise<void>> = [() => discord.close()];
  // The main site's store answers; the demo site's store is switched to failing (empty states). POST /__fake/mode switches either.
  const store = await startFakeStore();
  const demoStore = await startFakeStore({ mode: 'error' });
  stops.push(() => store.close(), () => demoStore.close());
  const shared: Record<string, string> = {
    POLL_INTERVAL_MS: '5000',
  };
  return {
    env: { ...discord.env(), ...store.env(), ...shared },
    demoEnv: { ...shared, DISCORD_URL: discord.url, ...demoStore.env() },
    urls: { discord: discord.url, store: store.url, demoStore: demoStore.url } as Record<string, string>,
    stop: async () => {
      for (const stop of stops) await stop();
    },
  };
}
