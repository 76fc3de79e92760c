import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '@crp/shared';
import type { AppContext } from '../context.ts';
import { SESSION_ABSOLUTE_MS } from '../modules/auth/index.ts';
import { closeSession, freshRights, openSession, sessionCacheOf, userForSessionToken } from '../modules/auth/index.ts';
import { unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    sessionHash: string | null;
  }
}

export const sessionCookieName = (ctx: AppContext) => (ctx.env.NODE_ENV === 'production' ? '__Host-sid' : 'sid');

/** Resolves the session cookie on every request into request.user (null when signed out). */
export function registerSessions(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionHash', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const session = await userForSessionToken(ctx, request.cookies[sessionCookieName(ctx)]);
    if (!session) return;
    request.user = session.user;
    request.sessionHash = session.tokenHash;
  });
}

/**
 * The hash of the session behind a Cookie header, when the session cache holds that session (checked
 * in the last seconds, not dropped since): no hashing, no database. Null otherwise, and always when
 * the cache is off. For the fast path of a member's own reads (lib/personal-reads.ts).
 */
export function cachedSessionHash(ctx: AppContext, cookieHeader: string): string | null {
  const cache = sessionCacheOf(ctx);
  if (!cache) return null;
  const prefix = `${sessionCookieName(ctx)}=`;
  // The first cookie of that name counts, as @fastify/cookie reads it; a value it would decode is left to it.
  for (const part of cookieHeader.split(';')) {
    const pair = part.trimStart();
    if (!pair.startsWith(prefix)) continue;
    const token = pair.slice(prefix.length).trimEnd();
    return token.includes('%') || token.startsWith('"') ? null : (cache.get(token)?.tokenHash ?? null);
  }
  return null;
}

/** Starts a new session (the old one, if any, is deleted: the token rotates at sign-in). */
export async function startSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  await endSession(ctx, request, reply);
  const token = await openSession(ctx, userId);
  reply.setCookie(sessionCookieName(ctx), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.env.NODE_ENV === 'production',
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export async function endSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[sessionCookieName(ctx)];
  if (token) await closeSession(ctx, token);
  reply.clearCookie(sessionCookieName(ctx), { path: '/', secure: ctx.env.NODE_ENV === 'production', httpOnly: true, sameSite: 'lax' });
  request.user = null;
  request.sessionHash = null;
}

/** Route hook (use as preValidation, so rights are checked before input): a signed-in user is required. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

/**
 * Route hook (preValidation) for a submit: a signed-in user is required, with roles no older than
 * ROLE_MAX_AGE_S (D43 a, modules/auth/fresh-roles.ts): request.user carries the fresh roles, and a
 * member who left the guild is signed out (401). The staff guards do the same (admin.routes.ts).
 */
export function requireFreshUser(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!(await freshRights(ctx, request))) throw unauthorized();
  };
}

/** The signed-in user inside a handler guarded by requireUser or a staff guard (modules/admin/admin.routes.ts). */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}
