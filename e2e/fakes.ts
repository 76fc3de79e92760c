import { startFakeDiscord } from '../apps/server/src/testing/fake-discord.ts';

/**
 * The fake outside services of the browser tests. `env` configures the main site to use them,
 * `demoEnv` the demo-mode site (no Discord application, but the same fake trackers and store).
 */
export async function startFakes() {
  const discord = await startFakeDiscord();
  const stops: Array<() => Promise<void>> = [() => discord.close()];
  const shared: Record<string, string> = {
    POLL_INTERVAL_MS: '5000',
  };
  return {
    env: { ...discord.env(), ...shared },
    demoEnv: { ...shared, DISCORD_URL: discord.url },
    urls: { discord: discord.url } as Record<string, string>,
    stop: async () => {
      for (const stop of stops) await stop();
    },
  };
}
