import type { Env } from './env.ts';
import { createA2sClient } from './integrations/a2s.ts';
import { createBattlemetricsClient } from './integrations/battlemetrics.ts';
import { createDiscordClient } from './integrations/discord.ts';
import { createSteamClient } from './integrations/steam.ts';
import { createStoreClient } from './integrations/store.ts';

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
    battlemetrics: createBattlemetricsClient({ baseUrl: env.BATTLEMETRICS_API_URL, token: env.BATTLEMETRICS_TOKEN }),
    steam: createSteamClient({ baseUrl: env.STEAM_API_URL }),
    store: createStoreClient({ baseUrl: env.STORE_URL, apiKey: env.STORE_API_KEY }),
  };
}

export type Clients = ReturnType<typeof createClients>;
