import { z } from 'zod';
import { requestJson, UpstreamError } from './http.ts';
import { createDiscordBot } from './discord-bot.ts';

const tokenSchema = z.object({ access_token: z.string().min(1), token_type: z.string() });
const discordUserSchema = z.object({
  id: z.string().regex(/^\d{1,25}$/),
  username: z.string().min(1),
  global_name: z.string().nullish(),
  /** The user's Discord language (`en-US`, `de`, `pt-BR`, …): their first language on the site (D40). */
  locale: z.string().nullish(),
  avatar: z.string().nullish(),
  email: z.string().nullish(),
});
const memberSchema = z.object({ roles: z.array(z.string()), nick: z.string().nullish(), joined_at: z.string().nullish() });

export type DiscordUser = z.infer<typeof discordUserSchema>;

export interface DiscordConfig {
  baseUrl: string; // DISCORD_URL
  clientId?: string;
  clientSecret?: string;
  guildId?: string;
  botToken?: string;
  redirectUri: string;
}

export const DISCORD_SCOPES = ['identify', 'email', 'guilds.members.read'];

/** Discord OAuth2 and REST: every URL derives from DISCORD_URL so tests can point at a fake. */
export function createDiscordClient(config: DiscordConfig) {
  const api = `${config.baseUrl}/api/v10`;
  const bot = config.botToken ? { authorization: `Bot ${config.botToken}` } : undefined;

  return {
    config,
    /** The bot's REST calls with Discord's rate limits (roles, direct messages, the role pre-check). */
    bot: createDiscordBot({ baseUrl: config.baseUrl, guildId: config.guildId, botToken: config.botToken }),
    authorizeUrl(state: string, codeChallenge: string): string {
      const params = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId ?? '',
        scope: DISCORD_SCOPES.join(' '),
        state,
        redirect_uri: config.redirectUri,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        prompt: 'none',
      });
      return `${config.baseUrl}/oauth2/authorize?${params}`;
    },

    async exchangeCode(code: string, codeVerifier: string): Promise<string> {
      const body = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: config.redirectUri,
        code_verifier: codeVerifier,
        client_id: config.clientId ?? '',
        client_secret: config.clientSecret ?? '',
      });
      const raw = await requestJson(`${config.baseUrl}/api/oauth2/token`, {
        service: 'discord',
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      return read(tokenSchema, raw, 'the token exchange').access_token;
    },

    async currentUser(accessToken: string): Promise<DiscordUser> {
      return read(
        discordUserSchema,
        await requestJson(`${api}/users/@me`, { service: 'discord', headers: { authorization: `Bearer ${accessToken}` } }),
        'the user',
      );
    },

    /** The member's guild roles, read with the user's own token; [] when not a member. */
    async memberRolesWithUserToken(accessToken: string): Promise<string[] | null> {
      if (!config.guildId) return [];
      return readRoles(`${api}/users/@me/guilds/${config.guildId}/member`, { authorization: `Bearer ${accessToken}` });
    },

    /**
     * The member's roles and guild join date (D34), read with the user's own token at sign-in; null when
     * not a member of the guild, roles [] and joinedAt null when no guild is configured.
     */
    async memberWithUserToken(accessToken: string): Promise<{ roles: string[]; joinedAt: string | null } | null> {
      if (!config.guildId) return { roles: [], joinedAt: null };
      try {
        const member = read(memberSchema, await requestJson(`${api}/users/@me/guilds/${config.guildId}/member`, { service: 'discord', headers: { authorization: `Bearer ${accessToken}` } }), 'the guild member');
        const joined = member.joined_at ? Date.parse(member.joined_at) : NaN;
        return { roles: member.roles, joinedAt: Number.isNaN(joined) ? null : new Date(joined).toISOString() };
      } catch (err) {
        if (err instanceof UpstreamError && err.status === 404) return null;
        throw err;
      }
    },

    /** The member's guild roles read by the bot (used by refresh); null when no bot is configured. */
    async memberRolesWithBot(discordId: string): Promise<string[] | null> {
      if (!config.guildId || !bot) return null;
      return readRoles(`${api}/guilds/${config.guildId}/members/${discordId}`, bot);
    },

    async addMemberRole(discordId: string, roleId: string): Promise<void> {
      if (!config.guildId || !bot) throw notConfigured();
      await requestJson(`${api}/guilds/${config.guildId}/members/${discordId}/roles/${roleId}`, { service: 'discord', method: 'PUT', headers: bot });
    },

    async removeMemberRole(discordId: string, roleId: string): Promise<void> {
      if (!config.guildId || !bot) throw notConfigured();
      await requestJson(`${api}/guilds/${config.guildId}/members/${discordId}/roles/${roleId}`, { service: 'discord', method: 'DELETE', headers: bot });
    },

    /** The bot's own identity: a cheap health probe. */
    async botUser(): Promise<{ id: string; username: string }> {
      if (!bot) throw notConfigured();
      return read(
        z.object({ id: z.string(), username: z.string() }),
        await requestJson(`${api}/users/@me`, { service: 'discord', headers: bot }),
        'the bot user',
      );
    },
  };

  async function readRoles(url: string, headers: Record<string, string>): Promise<string[]> {
    try {
      return read(memberSchema, await requestJson(url, { service: 'discord', headers }), 'the guild member').roles;
    } catch (err) {
      // Not a member of the guild: no roles, not a failed sign-in.
      if (err instanceof UpstreamError && err.status === 404) return [];
      throw err;
    }
  }
}

export type DiscordClient = ReturnType<typeof createDiscordClient>;

const notConfigured = () => new UpstreamError('discord', 'blocked', 'Discord bot is not configured');

function read<T>(schema: z.ZodType<T>, raw: unknown, what: string): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new UpstreamError('discord', 'invalid', `Discord answered ${what} with a shape we could not read`);
  return parsed.data;
}
