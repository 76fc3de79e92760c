import { sql } from 'kysely';
import type { StatusComponent } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { requestJson, UpstreamError } from '../../integrations/http.ts';
import { STORE_NOT_CONFIGURED, storeFailureReason } from '../../integrations/store.ts';
import { allFormRoleIds, checkBotRoles } from '../forms/index.ts';

/** Every check gives up after this long: a hanging service is 'offline', not a hanging page. */
export const CHECK_TIMEOUT_MS = 5000;

export type CheckOutcome = { ok: true; detail: string | null } | { ok: false; status: 'offline' | 'error'; message: string };

/** Thrown by a check for a known failure with a message an admin can act on. */
class CheckFailed extends Error {}

function withTimeout<T>(work: Promise<T>, what: string, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckFailed(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function upstreamMessage(service: string, err: unknown): string {
  if (!(err instanceof UpstreamError)) return `${service} failed: ${(err as Error).message}`;
  switch (err.kind) {
    case 'http':
      return err.status === 401 || err.status === 403 ? `${service} refused the credentials (HTTP ${err.status})` : `${service} answered HTTP ${err.status}`;
    case 'timeout':
      return `${service} did not answer in time`;
    case 'network':
      return `${service} is ${err.message.startsWith('unreachable') ? err.message : `unreachable (${err.message})`}`;
    case 'invalid':
      return `${service} answered something that is not a valid answer`;
    case 'blocked':
      return `${service} was not asked: ${err.message}`;
  }
}

async function database(ctx: AppContext): Promise<string | null> {
  try {
    await withTimeout(sql`select 1 as one`.execute(ctx.db), 'The database');
  } catch (err) {
    if (err instanceof CheckFailed) throw err;
    throw new CheckFailed(`Database query failed: ${(err as Error).message}`);
  }
  return ctx.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
}

async function payment(ctx: AppContext): Promise<string | null> {
  try {
    await withTimeout(ctx.clients.store.health(), 'The store');
  } catch (err) {
    if (err instanceof CheckFailed) throw err;
    if (storeFailureReason(err) === STORE_NOT_CONFIGURED) throw new CheckFailed('not configured: set STORE_URL and STORE_API_KEY');
    if (err instanceof UpstreamError) throw new CheckFailed(upstreamMessage('Store health check', err));
    throw err;
  }
  return new URL(ctx.clients.store.config.baseUrl).host;
}

async function discordAuth(ctx: AppContext): Promise<string | null> {
  if (ctx.env.demoMode) return 'demo mode';
  const { clientId, clientSecret, baseUrl } = ctx.clients.discord.config;
  if (!clientId || !clientSecret) throw new CheckFailed('not configured: set DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET');
  try {
    // A public endpoint: Discord's API is up and reachable from this server.
    await withTimeout(requestJson(`${baseUrl}/api/v10/gateway`, { service: 'discord', timeoutMs: CHECK_TIMEOUT_MS }), "Discord's API");
  } catch (err) {
    if (err instanceof CheckFailed) throw err;
    throw new CheckFailed(upstreamMessage("Discord's API", err));
  }
  return `OAuth application ${clientId}`;
}

/** Every role id the forms name, for the bot check. */
const formRoleIds = (ctx: AppContext) => allFormRoleIds(ctx.db);

/** Discord Bot (D26): the token is accepted, the bot is in the guild and can hand out every role the forms name. */
async function discordBot(ctx: AppContext): Promise<string | null> {
  if (ctx.env.demoMode) return 'demo mode';
  const result = await withTimeout(checkBotRoles(ctx, await formRoleIds(ctx)), 'Discord');
  if (!result.ok) throw new CheckFailed(result.detail);
  return result.detail;
}

const checks: Record<StatusComponent, (ctx: AppContext) => Promise<string | null>> = {
  database,
  payment,
  'discord-auth': discordAuth,
  'discord-bot': discordBot,
};

/** Runs one check: a known failure is 'offline' with its reason, an unexpected exception 'error'. */
export async function runCheck(ctx: AppContext, component: StatusComponent): Promise<CheckOutcome> {
  try {
    return { ok: true, detail: await checks[component](ctx) };
  } catch (err) {
    if (err instanceof CheckFailed) return { ok: false, status: 'offline', message: err.message };
    return { ok: false, status: 'error', message: `Unexpected failure: ${(err as Error).message}` };
  }
}
