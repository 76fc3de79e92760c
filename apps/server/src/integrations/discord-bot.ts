import { z } from 'zod';
import { cut, DISCORD_LIMITS, fitDiscordMessage } from './discord-limits.ts';
import { discordLimiterFor, routeOf } from './discord-rate-limit.ts';
import { UpstreamError, type UpstreamKind } from './http.ts';

/**
 * The bot's side of Discord's REST API (roles, direct messages, the pre-check reads), with
 * Discord's rate limits honoured. Failures throw DiscordApiError carrying Discord's own error
 * code, so callers can tell a wrong set-up (permanent) from a passing problem (retry).
 */

/** A failed Discord call: the one UpstreamError, plus Discord's own JSON error code. */
export class DiscordApiError extends UpstreamError {
  /** Discord's JSON error code (10007 Unknown Member, 50013 Missing Permissions, …), null when none. */
  readonly code: number | null;
  constructor(kind: UpstreamKind, message: string, details: { status?: number; code?: number | null; retryAfterMs?: number } = {}) {
    super('discord', kind, message, { status: details.status, retryAfterMs: details.retryAfterMs });
    this.name = 'DiscordApiError';
    this.code = details.code ?? null;
  }
}

/** Discord's error codes that no retry can fix, with what staff should do about them. */
export const permanentDiscordCodes: Record<number, string> = {
  10003: 'The direct message channel does not exist (Discord 10003 Unknown Channel).',
  10004: 'The bot is not in the configured Discord server (Discord 10004 Unknown Guild).',
  10007: 'The applicant is not a member of the Discord server (Discord 10007 Unknown Member).',
  10011: 'The role does not exist on the Discord server (Discord 10011 Unknown Role).',
  10013: 'Discord does not know this user (Discord 10013 Unknown User).',
  10015: 'The Discord webhook does not exist any more (Discord 10015 Unknown Webhook).',
  50001: 'The bot cannot see this part of the Discord server (Discord 50001 Missing Access).',
  50007: 'The applicant does not accept direct messages from this server (Discord 50007).',
  50013: 'The bot may not do this: it needs Manage Roles and its highest role above this role (Discord 50013 Missing Permissions).',
  50035: 'Discord refused the request as malformed (Discord 50035 Invalid Form Body).',
};

/** An error staff can act on, from a Discord answer. */
export function discordErrorText(status: number, code: number | null, message: string | null): string {
  if (code !== null && permanentDiscordCodes[code]) return permanentDiscordCodes[code];
  if (status === 401) return 'Discord refused the bot token (401 Unauthorized): check DISCORD_BOT_TOKEN.';
  if (status === 403) return `Discord refused the bot (403${message ? `: ${message}` : ''}).`;
  return `Discord answered ${status}${message ? `: ${message}` : ''}${code ? ` (code ${code})` : ''}.`;
}

export interface DiscordBotConfig {
  baseUrl: string; // DISCORD_URL
  guildId?: string;
  botToken?: string;
  timeoutMs?: number;
}

export interface BotCallOptions {
  /** X-Audit-Log-Reason: shown in the server's audit log next to the change. */
  reason?: string;
  /** Longest wait for a rate limit before giving up with DiscordRateLimitError (default 5 s). */
  maxWaitMs?: number;
}

const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number(),
  permissions: z.string(),
  managed: z.boolean().optional().default(false),
});
export type DiscordRole = z.infer<typeof roleSchema>;
const memberSchema = z.object({ roles: z.array(z.string()), user: z.object({ id: z.string() }).optional() });
const guildSchema = z.object({ id: z.string(), name: z.string(), owner_id: z.string().optional() });

const channelSchema = z.object({
  id: z.string(),
  type: z.number(),
  guild_id: z.string().optional(),
  name: z.string().optional(),
  permission_overwrites: z.array(z.object({ id: z.string(), type: z.union([z.number(), z.string()]), allow: z.string(), deny: z.string() })).default([]),
});
export type DiscordChannel = z.infer<typeof channelSchema>;

export function createDiscordBot(config: DiscordBotConfig) {
  const api = `${config.baseUrl}/api/v10`;
  const limiter = discordLimiterFor(new URL(config.baseUrl).origin);
  const guildId = config.guildId;
  const configured = Boolean(config.botToken && guildId);

  async function call(method: string, path: string, body?: unknown, options: BotCallOptions = {}): Promise<unknown> {
    if (!config.botToken) throw new DiscordApiError('blocked', 'The Discord bot is not configured (DISCORD_BOT_TOKEN).');
    const { route, major } = routeOf(method, path);
    await limiter.acquire(route, major, options.maxWaitMs);
    const headers: Record<string, string> = { authorization: `Bot ${config.botToken}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    // Discord reads the reason URL-encoded (it may hold any character); at most 512 characters.
    if (options.reason) headers['x-audit-log-reason'] = encodeURIComponent(options.reason.slice(0, 512));
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${api}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
      text = await response.text();
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError';
      throw new DiscordApiError(
        timedOut ? 'timeout' : 'network',
        timedOut ? 'Discord did not answer within 10 s.' : `Discord could not be reached (${(err as Error).message}).`,
      );
    }
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    const wait = limiter.update(route, major, response.status, response.headers, json);
    if (response.ok) return json;
    if (response.status === 429)
      throw new DiscordApiError('http', `Discord asked to slow down: retry in ${Math.ceil((wait ?? 1000) / 1000)} s (429).`, {
        status: 429,
        retryAfterMs: wait,
      });
    const info = (typeof json === 'object' && json !== null ? json : {}) as { code?: unknown; message?: unknown };
    const code = typeof info.code === 'number' && info.code !== 0 ? info.code : null;
    const message = typeof info.message === 'string' ? info.message : null;
    throw new DiscordApiError('http', discordErrorText(response.status, code, message), { status: response.status, code });
  }

  const guildPath = () => {
    if (!guildId) throw new DiscordApiError('blocked', 'The Discord server is not configured (DISCORD_GUILD_ID).');
    return `/guilds/${guildId}`;
  };

  return {
    configured,
    guildId,

    /** PUT and DELETE of a member's role are idempotent at Discord: sending one twice is harmless. */
    async addMemberRole(userId: string, roleId: string, options: BotCallOptions = {}): Promise<void> {
      await call('PUT', `${guildPath()}/members/${userId}/roles/${roleId}`, undefined, options);
    },
    async removeMemberRole(userId: string, roleId: string, options: BotCallOptions = {}): Promise<void> {
      await call('DELETE', `${guildPath()}/members/${userId}/roles/${roleId}`, undefined, options);
    },

    /** The DM channel with a user (Discord answers the existing one when there is one). */
    async openDmChannel(userId: string, options: BotCallOptions = {}): Promise<string> {
      const channel = z.object({ id: z.string() }).parse(await call('POST', '/users/@me/channels', { recipient_id: userId }, options));
      return channel.id;
    },

    /**
     * Sends a message that pings no one. With `nonce` and `enforce_nonce`, Discord answers the
     * earlier message instead of posting a second one when the same nonce comes again within a
     * few minutes: a resend after a crash does not double the message.
     */
    async sendMessage(channelId: string, content: string, nonce?: string, options: BotCallOptions = {}): Promise<{ id: string }> {
      const body = { ...fitDiscordMessage({ content }), allowed_mentions: { parse: [] }, ...(nonce ? { nonce, enforce_nonce: true } : {}) };
      return z.object({ id: z.string() }).parse(await call('POST', `/channels/${channelId}/messages`, body, options));
    },

    /**
     * Posts a message with embeds and components (a staff-channel post, D32). Mentions ping no
     * one; `nonce` with `enforce_nonce` makes a resend after a crash answer the first message.
     */
    async postMessage(channelId: string, message: Record<string, unknown>, nonce?: string, options: BotCallOptions = {}): Promise<{ id: string }> {
      const body = { ...fitDiscordMessage(message), allowed_mentions: { parse: [] }, ...(nonce ? { nonce, enforce_nonce: true } : {}) };
      return z.object({ id: z.string() }).parse(await call('POST', `/channels/${channelId}/messages`, body, options));
    },
    /** Edits a message the bot posted (content, embeds, components). */
    async editMessage(channelId: string, messageId: string, message: Record<string, unknown>, options: BotCallOptions = {}): Promise<void> {
      await call('PATCH', `/channels/${channelId}/messages/${messageId}`, { ...fitDiscordMessage(message), allowed_mentions: { parse: [] } }, options);
    },
    /** Starts a public thread on a message; Discord refuses a second one (160004), which the caller reads as done. */
    async startThread(channelId: string, messageId: string, name: string, options: BotCallOptions = {}): Promise<{ id: string }> {
      return z
        .object({ id: z.string() })
        .parse(await call('POST', `/channels/${channelId}/messages/${messageId}/threads`, { name: cut(name, DISCORD_LIMITS.threadName), auto_archive_duration: 10080 }, options));
    },
    /** A channel as the bot sees it: its guild and permission overwrites (the staff-channel check). */
    async channel(channelId: string): Promise<z.infer<typeof channelSchema>> {
      return channelSchema.parse(await call('GET', `/channels/${channelId}`));
    },
    /** The bot's own member in the guild (its roles). */
    async botMember(): Promise<{ roles: string[] } | null> {
      const me = await this.me();
      return this.member(me.id);
    },

    async me(): Promise<{ id: string; username: string }> {
      return z.object({ id: z.string(), username: z.string() }).parse(await call('GET', '/users/@me'));
    },
    async guild(): Promise<z.infer<typeof guildSchema>> {
      return guildSchema.parse(await call('GET', guildPath()));
    },
    async roles(): Promise<DiscordRole[]> {
      return z.array(roleSchema).parse(await call('GET', `${guildPath()}/roles`));
    },
    /** A member's roles; null when the user is not in the guild. */
    async member(userId: string): Promise<{ roles: string[] } | null> {
      try {
        return memberSchema.parse(await call('GET', `${guildPath()}/members/${userId}`));
      } catch (err) {
        if (err instanceof DiscordApiError && (err.code === 10007 || err.code === 10013)) return null;
        throw err;
      }
    },
  };
}

export type DiscordBot = ReturnType<typeof createDiscordBot>;
