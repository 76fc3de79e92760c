import { startFakeDiscord } from '../apps/server/src/testing/fake-discord.ts';
import { startFakeStore } from '../apps/server/src/testing/fake-store.ts';
import { startFakeA2s } from '../apps/server/src/testing/fake-a2s.ts';
import { e2eListings, startFakeBattlemetrics } from '../apps/server/src/testing/fake-battlemetrics.ts';
import { e2eSteamPlayers, e2eWorkshop, startFakeSteam } from '../apps/server/src/testing/fake-steam.ts';
import { startFakeSteamOpenid } from '../apps/server/src/testing/fake-steam-openid.ts';

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
  stops.push(
    () => store.close(),
    () => demoStore.close(),
  );
  // A game server answering A2S, the tracker listing it, and Steam's Workshop calls (both sites).
  const gameServer = await startFakeA2s({ name: 'Creative RP | E2E Main', map: 'gm_construct', players: 12, maxPlayers: 48 });
  const battlemetrics = await startFakeBattlemetrics(e2eListings(gameServer));
  const steam = await startFakeSteam({ ...e2eWorkshop, players: e2eSteamPlayers });
  // Steam's OpenID provider for linking accounts (main site only: the demo never sends anyone to Steam).
  const steamOpenid = await startFakeSteamOpenid({ steamId: Object.keys(e2eSteamPlayers)[0] });
  stops.push(
    () => gameServer.close(),
    () => battlemetrics.close(),
    () => steam.close(),
    () => steamOpenid.close(),
  );
  const shared: Record<string, string> = {
    POLL_INTERVAL_MS: '5000',
    // The fake game server and trackers listen on loopback, which the outbound guard refuses otherwise.
    OUTBOUND_ALLOW_PRIVATE: 'true',
    ...battlemetrics.env(),
    ...steam.env(),
  };
  return {
    env: { ...discord.env(), ...store.env(), ...shared, ...steamOpenid.env() },
    demoEnv: { ...shared, DISCORD_URL: discord.url, ...demoStore.env() },
    urls: {
      discord: discord.url,
      store: store.url,
      demoStore: demoStore.url,
      battlemetrics: battlemetrics.url,
      steam: steam.url,
      steamOpenid: steamOpenid.url,
      gameServer: gameServer.address,
    } as Record<string, string>,
    stop: async () => {
      for (const stop of stops) await stop();
    },
  };
}
