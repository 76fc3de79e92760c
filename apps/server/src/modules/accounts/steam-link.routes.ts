import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { steamAccountResultSchema } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/schemas.ts';
import { findSteamAccount, refreshSteamAccount, unlinkSteamAccount } from '../steam/index.ts';
import { OAUTH_STATE_TTL_MS } from '../auth/index.ts';
import { completeSteamLink, startSteamLink } from './steam-link.service.ts';

const BINDING_COOKIE = 'steam_binding';
const COOKIE_PATH = '/api/auth/steam';

/** /api/auth/steam: link a Steam account through Steam's OpenID 2.0 (D33), read it, refresh its facts, unlink it. */
export const steamLinkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { env, db } = ctx;
  const secure = env.NODE_ENV === 'production';
  const cookieOptions = { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure };
  const failed = (reason: string) => `/dashboard?steam=failed&reason=${reason}`;

  app.get(
    '',
    {
      preValidation: requireUser,
      schema: { tags: ['auth'], summary: "The signed-in member's linked Steam account (null when none)", response: { 200: steamAccountResultSchema, ...errorResponses(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { steam: await findSteamAccount(db, currentUser(request).id) };
    },
  );

  app.get(
    '/link',
    {
      preValidation: requireUser,
      config: { rateLimit: app.rateLimits.signIn },
      schema: { tags: ['auth'], summary: "Start linking a Steam account: redirects to Steam's OpenID sign-in (STEAM_OPENID_URL)" },
    },
    async (request, reply) => {
      if (!ctx.clients.steamAccounts.linkingAvailable) return reply.redirect(failed('demo'));
      const { url, binding } = await startSteamLink(ctx, currentUser(request).id);
      reply.setCookie(BINDING_COOKIE, binding, { ...cookieOptions, maxAge: OAUTH_STATE_TTL_MS / 1000 });
      return reply.redirect(url);
    },
  );

  app.get(
    '/callback',
    {
      config: { rateLimit: app.rateLimits.signIn },
      schema: {
        tags: ['auth'],
        summary: "Steam's OpenID provider returns here; links the account or lands on /dashboard?steam=failed&reason=…",
        querystring: z.record(z.string(), z.union([z.string().max(2048), z.array(z.string().max(2048))])),
      },
    },
    async (request, reply) => {
      const binding = request.cookies[BINDING_COOKIE];
      reply.clearCookie(BINDING_COOKIE, cookieOptions);
      // A parameter given twice is not an assertion anyone signed: refused as invalid.
      const raw = request.query;
      if (Object.values(raw).some((v) => Array.isArray(v))) return reply.redirect(failed('invalid'));
      const result = await completeSteamLink(ctx, { userId: request.user?.id ?? null, binding, query: raw as Record<string, string> }, request.log);
      return reply.redirect(result.ok ? '/dashboard?steam=linked' : failed(result.reason));
    },
  );

  app.post(
    '/refresh',
    {
      preValidation: requireUser,
      config: { rateLimit: app.rateLimits.signIn },
      schema: {
        tags: ['auth'],
        summary: 'Read the linked account’s persona and Garry’s Mod hours from Steam again (cached facts stay when Steam fails)',
        response: { 200: steamAccountResultSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ steam: await refreshSteamAccount(ctx, currentUser(request).id, request.log) }),
  );

  app.delete(
    '',
    {
      preValidation: requireUser,
      schema: { tags: ['auth'], summary: 'Unlink the Steam account', response: { 204: z.null(), ...errorResponses(401) } },
    },
    async (request, reply) => {
      await unlinkSteamAccount(db, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
