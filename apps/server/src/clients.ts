import type { Env } from './env.ts';
import { createA2sClient } from './integrations/a2s.ts';
import { createBattlemetricsClient } from './integrations/battlemetrics.ts';
import { createDiscordClient } from './integrations/discord.ts';
import { createSteamClient } from './integrations/steam.ts';
import { createSteamAccountsClient } from './integrations/steam-accounts.ts';
import { createStoreClient } from './integrations/store.ts';
import { systemResolver, type Resolver } from './lib/outbound-address.ts';
import { createDemoGameServers } from './demo/game-server.ts';
import { demoGameServerDefinitions } from './demo/servers.ts';

/** One small client per outside service; base URLs come from the environment. */
export function createClients(env: Env) {
  return {
    discord: createDiscordClient({
      baseUrl: env.DISCORD_URL,
      clientId: env.DISCORD_CLIENT_ID,
      clientSecret: env.DISCORD_CLIENT_SECRET,
      guildId: env.DISCORD_GUILD_ID,
      botToken: env.DISCORD_BOT_TOKEN,
      redirectUri: `${env.PUBLIC_URL}/api/unified-auth/discord/callback`,
    }),
    a2s: createA2sClient(),
    battlemetrics: createBattlemetricsClient({ baseUrl: env.BATTLEMETRICS_API_URL, token: env.BATTLEMETRICS_TOKEN, offline: env.demoOffline.battlemetrics }),
    steam: createSteamClient({ baseUrl: env.STEAM_API_URL, offline: env.demoOffline.steam }),
    /** D33: linking Steam accounts (OpenID) and reading their facts (Web API, with STEAM_API_KEY). */
    steamAccounts: createSteamAccountsClient({
      openidUrl: env.STEAM_OPENID_URL,
      apiUrl: env.STEAM_API_URL,
      apiKey: env.STEAM_API_KEY,
      openidOffline: env.demoOffline.steamOpenid,
      apiOffline: env.demoOffline.steam,
    }),
    store: createStoreClient({ baseUrl: env.STORE_URL, apiKey: env.STORE_API_KEY, offline: env.demoOffline.store }),
    /** Name resolution for addresses people type (checked by the outbound guard); tests swap it for a table. */
    dns: { lookup: systemResolver as Resolver },
    /** Demo mode's simulated game servers on loopback (D27); null outside demo mode. */
    demoGameServers: env.demoMode ? createDemoGameServers(demoGameServerDefinitions) : null,
  };
}

export type Clients = ReturnType<typeof createClients>;
