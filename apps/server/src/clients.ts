import type { Env } from './env.ts';
import { createDiscordClient } from './integrations/discord.ts';
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
    store: createStoreClient({ baseUrl: env.STORE_URL, apiKey: env.STORE_API_KEY }),
  };
}

export type Clients = ReturnType<typeof createClients>;
