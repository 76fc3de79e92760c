import type { User } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { deleteSession, findSessionWithUser, insertSession, SESSION_IDLE_MS, touchSession, TOUCH_EVERY_MS } from './sessions.queries.ts';
import { rightsValidUntil } from './fresh-roles.service.ts';
import { sessionCacheOf } from './session-cache.service.ts';
import { hashToken, randomToken } from './tokens.rules.ts';
import { toUser } from './users.mappers.ts';

/** Session tokens longer than this are not ours: refused before hashing or a database read. */
const MAX_TOKEN_LENGTH = 128;

/**
 * The signed-in user behind a session cookie's token, or null when the token is unknown, expired
 * (idle or absolute) or its account is closed. An expired session is deleted on the way.
 */
export async function userForSessionToken(ctx: AppContext, token: string | undefined): Promise<{ user: User; tokenHash: string } | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  // A session checked in the last few seconds and not dropped since (session-cache.ts).
  const cache = sessionCacheOf(ctx);
  const cached = cache?.get(token);
  if (cached) return cached;
  const generation = cache?.generation() ?? 0;
  const tokenHash = hashToken(ctx.env.sessionSecret, token);
  const row = await findSessionWithUser(ctx.db, tokenHash);
  if (!row) return null;
  const at = Date.now();
  const idleFor = at - Date.parse(row.session_last_seen_at);
  if (at >= Date.parse(row.session_expires_at) || idleFor >= SESSION_IDLE_MS) {
    await deleteSession(ctx.db, tokenHash);
    return null;
  }
  if (row.is_active === 0) return null;
  if (idleFor > TOUCH_EVERY_MS) await touchSession(ctx.db, tokenHash);
  const session = { user: toUser(row), tokenHash };
  // Kept no longer than the member's roles are fresh (D43 a): a due re-read is never skipped from memory.
  cache?.set(token, session, generation, Math.min(Date.parse(row.session_expires_at), at + SESSION_IDLE_MS, rightsValidUntil(ctx, session.user)));
  return session;
}

/** Opens a session for the user; returns the token for the cookie (only its hash is stored). */
export async function openSession(ctx: AppContext, userId: number): Promise<string> {
  const token = randomToken();
  await insertSession(ctx.db, hashToken(ctx.env.sessionSecret, token), userId);
  // A sign-in re-reads roles and permissions (the OAuth callback is a GET, no write notice): every
  // instance drops its cached sessions, so the user's other devices see them at once too.
  ctx.changes?.publish('sessions');
  return token;
}

export async function closeSession(ctx: AppContext, token: string): Promise<void> {
  await deleteSession(ctx.db, hashToken(ctx.env.sessionSecret, token));
  // Every instance drops its cached sessions now, not at the next write notice.
  ctx.changes?.publish('sessions');
}
