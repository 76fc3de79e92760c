import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { User } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { permissionsFor } from './permissions.rules.ts';
import { toUser } from './users.mappers.ts';
import { clearGuildMembership, updatePermissions } from '../users/index.ts';
import { deleteSessionsOfUser } from './sessions.queries.ts';

/**
 * D43 (a), decision 0031: a signed-in member's rights come from roles no older than ROLE_MAX_AGE_S.
 * THE one place that decides them: the staff guards (modules/admin/admin.routes.ts), the submit and
 * the status call ask `freshRights`. When the stored copy is older, the bot reads the member again
 * (one read per member at a time on this instance, however many requests wait for it):
 *   - in the guild: the roles and the permissions they give are stored (as of now); when they changed,
 *     every instance drops its cached sessions ('sessions'), so the next request reads them;
 *   - not in the guild (Discord 10007 Unknown Member): no roles, no staff right, every session of
 *     theirs ends on every instance (ADMIN_DISCORD_IDS keep admin: their right is not a guild role);
 *   - Discord does not answer (timeout, 5xx, network, 429): the last roles read stand, the user is
 *     marked `rolesStale` (status call: "as of rolesCheckedAt"), and this member is not asked for
 *     again for RETRY_AFTER_FAILURE_MS.
 * Demo mode and sites without a bot have nothing to read again: the stored roles stand.
 */

/** While Discord does not answer, a member's roles are asked for at most this often (per instance). */
export const RETRY_AFTER_FAILURE_MS = 30_000;
/** The per-member memories below are forgotten past this many members (they only save reads). */
const REMEMBERED_MAX = 50_000;

type Outcome = { kind: 'read'; user: User } | { kind: 'gone' } | { kind: 'unreachable' };

interface Freshness {
  /** Re-reads under way, by user id: concurrent requests of a member share one. */
  inFlight: Map<number, Promise<Outcome>>;
  /** When this instance last read a member's roles (a cached session may carry an older time). */
  readAt: Map<number, number>;
  /** When Discord last failed to answer for a member, until a read succeeds. */
  failedAt: Map<number, number>;
}

const states = new WeakMap<AppContext, Freshness>();

function stateOf(ctx: AppContext): Freshness {
  let state = states.get(ctx);
  if (!state) {
    state = { inFlight: new Map(), readAt: new Map(), failedAt: new Map() };
    states.set(ctx, state);
  }
  return state;
}

/** Whether this site reads roles again at all: a bot and a guild configured, not the demo. */
export const rolesReadAgain = (ctx: AppContext): boolean => !ctx.env.demoMode && ctx.clients.discord.bot.configured;

const maxAgeMs = (ctx: AppContext): number => ctx.env.ROLE_MAX_AGE_S * 1000;

function lastRead(state: Freshness, user: User): number {
  const stored = user.rolesCheckedAt ? Date.parse(user.rolesCheckedAt) : NaN;
  return Math.max(Number.isNaN(stored) ? 0 : stored, state.readAt.get(user.id) ?? 0);
}

/**
 * Until when a user's rights may be served from memory (the session cache, and through it the
 * personal reads' fast path): the moment their roles are due to be read again, or, while Discord
 * does not answer, the next retry. Infinity when roles are never read again.
 */
export function rightsValidUntil(ctx: AppContext, user: User): number {
  if (!rolesReadAgain(ctx)) return Infinity;
  const state = stateOf(ctx);
  const due = lastRead(state, user) + maxAgeMs(ctx);
  const failed = state.failedAt.get(user.id);
  return failed === undefined ? due : Math.max(due, failed + RETRY_AFTER_FAILURE_MS);
}

/**
 * The signed-in member with rights from fresh-enough roles, or null (signed out, or their sessions
 * just ended because they left the guild). Updates request.user to match.
 */
export async function freshRights(ctx: AppContext, request: FastifyRequest): Promise<User | null> {
  const user = request.user;
  if (!user || !rolesReadAgain(ctx)) return user;
  const state = stateOf(ctx);
  const at = Date.now();
  if (at - lastRead(state, user) < maxAgeMs(ctx)) return user;
  const failed = state.failedAt.get(user.id);
  if (failed !== undefined && at - failed < RETRY_AFTER_FAILURE_MS) return (request.user = { ...user, rolesStale: true });

  let flight = state.inFlight.get(user.id);
  if (!flight) {
    flight = readAgain(ctx, state, user, request.log).finally(() => state.inFlight.delete(user.id));
    state.inFlight.set(user.id, flight);
  }
  const outcome = await flight;
  if (outcome.kind === 'read') return (request.user = outcome.user);
  if (outcome.kind === 'unreachable') return (request.user = { ...user, rolesStale: true });
  request.user = null;
  request.sessionHash = null;
  return null;
}

async function readAgain(ctx: AppContext, state: Freshness, user: User, log: FastifyBaseLogger): Promise<Outcome> {
  const { env, db } = ctx;
  let member: { roles: string[] } | null;
  try {
    member = await ctx.clients.discord.bot.member(user.discordId);
  } catch (err) {
    remember(state.failedAt, user.id, Date.now());
    log.warn(
      { err, userId: user.id, rolesCheckedAt: user.rolesCheckedAt ?? null },
      `discord did not answer a roles re-read: the roles read before stand; next try in ${RETRY_AFTER_FAILURE_MS / 1000} s`,
    );
    return { kind: 'unreachable' };
  }
  state.failedAt.delete(user.id);
  if (!member && !env.ADMIN_DISCORD_IDS.includes(user.discordId)) {
    // One transaction: the rights and every session end together.
    await db.transaction().execute(async (trx) => {
      await clearGuildMembership(trx, user.id, permissionsFor(env, user.discordId, []));
      await deleteSessionsOfUser(trx, user.id);
    });
    state.readAt.delete(user.id);
    ctx.changes?.publish('sessions');
    log.info({ userId: user.id }, 'member no longer in the discord guild: staff rights and sessions ended');
    return { kind: 'gone' };
  }
  const roles = member?.roles ?? [];
  const permissions = permissionsFor(env, user.discordId, roles);
  const fresh = toUser(await updatePermissions(db, user.id, roles, permissions));
  remember(state.readAt, user.id, Date.now());
  const changed =
    JSON.stringify([...user.discordRoles].sort()) !== JSON.stringify([...fresh.discordRoles].sort()) ||
    user.isAdmin !== fresh.isAdmin ||
    user.canManageApplications !== fresh.canManageApplications ||
    user.canReviewApplications !== fresh.canReviewApplications ||
    user.canManageStore !== fresh.canManageStore;
  // Every instance drops its cached sessions (and kept answers), so no one serves the old rights.
  if (changed) ctx.changes?.publish('sessions');
  return { kind: 'read', user: fresh };
}

function remember(map: Map<number, number>, userId: number, at: number): void {
  if (map.size >= REMEMBERED_MAX) map.clear();
  map.set(userId, at);
}
