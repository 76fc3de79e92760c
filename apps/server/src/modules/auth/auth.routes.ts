import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authStatusSchema, refreshResultSchema, safeRedirectPath, userSchema } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { currentUser, endSession, requireUser, startSession } from '../../plugins/auth.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { errorResponses } from '../../plugins/schemas.ts';
import { freshRights } from './fresh-roles.service.ts';
import { consumeOauthState, insertOauthState, OAUTH_STATE_TTL_MS } from './oauth-states.queries.ts';
import { permissionsFor } from './permissions.rules.ts';
import { hashToken, pkceChallenge, randomToken, safeEqual } from './tokens.rules.ts';
import { toUser } from './users.mappers.ts';
import { findSteamAccount } from '../steam/index.ts';
import { updatePermissions, upsertDiscordUser, type DiscordProfile, type Permissions } from '../users/index.ts';
import { siteDefaultLocale } from '../locale/index.ts';
import { localeFromDiscord } from '@crp/shared/locales';

const BINDING_COOKIE = 'oauth_binding';

/** /api/unified-auth: Discord sign-in (authorization code + state + PKCE), demo sign-in, status, logout, refresh. */
/** The demo sign-in's accounts (D16, D27): demo/accounts.ts, handed in by app.ts so no module imports demo code. */
export type DemoAccounts = Record<'member' | 'reviewer' | 'admin', { profile: DiscordProfile; permissions: Permissions }>;

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; demoAccounts: DemoAccounts }> = async (app, { ctx, demoAccounts }) => {
  const { env, db, clients } = ctx;
  const secure = env.NODE_ENV === 'production';
  const hash = (value: string) => hashToken(env.sessionSecret, value);
  const loginError = (code: string) => `/login?error=${code}`;

  app.get(
    '/discord',
    {
      config: { rateLimit: app.rateLimits.signIn },
      schema: { tags: ['auth'], summary: 'Start Discord sign-in (demo sign-in in demo mode)', querystring: z.object({ redirect: z.string().optional() }) },
    },
    async (request, reply) => {
      const redirectPath = safeRedirectPath(request.query.redirect);
      if (env.demoMode) return reply.redirect(`/demo-sign-in?redirect=${encodeURIComponent(redirectPath)}`);
      const state = randomToken();
      const verifier = randomToken();
      const binding = randomToken();
      await insertOauthState(db, { stateHash: hash(state), bindingHash: hash(binding), codeVerifier: verifier, redirectPath });
      reply.setCookie(BINDING_COOKIE, binding, {
        path: '/api/unified-auth',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: OAUTH_STATE_TTL_MS / 1000,
      });
      return reply.redirect(clients.discord.authorizeUrl(state, pkceChallenge(verifier)));
    },
  );

  app.get(
    '/discord/callback',
    {
      config: { rateLimit: app.rateLimits.signIn },
      schema: {
        tags: ['auth'],
        summary: 'Discord redirects here after the person approves or denies',
        querystring: z.object({ code: z.string().max(512).optional(), state: z.string().max(512).optional(), error: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const { code, state, error } = request.query;
      const binding = request.cookies[BINDING_COOKIE];
      reply.clearCookie(BINDING_COOKIE, { path: '/api/unified-auth', httpOnly: true, sameSite: 'lax', secure });
      if (env.demoMode) return reply.redirect('/login');
      const stored = state ? await consumeOauthState(db, hash(state)) : undefined;
      if (error) return reply.redirect(loginError(error === 'access_denied' ? 'denied' : 'failed'));
      if (!stored || !binding || !safeEqual(stored.binding_hash, hash(binding)) || Date.parse(stored.expires_at) <= Date.now()) {
        request.log.warn('discord callback with an unknown, used, expired or foreign state');
        return reply.redirect(loginError('state'));
      }
      if (!code) return reply.redirect(loginError('failed'));
      try {
        const accessToken = await clients.discord.exchangeCode(code, stored.code_verifier);
        const profile = await clients.discord.currentUser(accessToken);
        const member = await clients.discord.memberWithUserToken(accessToken);
        const roles = member?.roles ?? [];
        const user = await upsertDiscordUser(
          db,
          {
            discordId: profile.id,
            username: profile.username,
            displayName: profile.global_name ?? null,
            avatar: profile.avatar ?? null,
            email: profile.email ?? null,
            roles,
            // Not (or no longer) in the guild: no join date (D34's guild days cannot be met).
            guildJoinedAt: member ? member.joinedAt : null,
            // D40: a new member starts in Discord's language (others: the site's default); kept on later sign-ins.
            locale: localeFromDiscord(profile.locale, siteDefaultLocale(ctx)),
          },
          permissionsFor(env, profile.id, roles),
        );
        if (user.is_active === 0) return reply.redirect(loginError('inactive'));
        await startSession(ctx, request, reply, user.id);
        return reply.redirect(stored.redirect_path);
      } catch (err) {
        request.log.warn({ err }, 'discord sign-in failed');
        return reply.redirect(loginError('failed'));
      }
    },
  );

  app.post(
    '/demo',
    {
      config: { rateLimit: app.rateLimits.signIn },
      schema: {
        tags: ['auth'],
        summary: 'Demo mode only: sign in as the demo member, reviewer or admin',
        body: z.object({ role: z.enum(['member', 'reviewer', 'admin']), redirect: z.string().optional() }),
        response: { 200: z.object({ success: z.literal(true), user: userSchema, redirect: z.string() }), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      if (!env.demoMode) throw notFound('Demo sign-in is only available in demo mode.');
      const account = demoAccounts[request.body.role];
      const row = await upsertDiscordUser(db, account.profile, account.permissions);
      await startSession(ctx, request, reply, row.id);
      return { success: true as const, user: { ...toUser(row), steam: await findSteamAccount(db, row.id) }, redirect: safeRedirectPath(request.body.redirect) };
    },
  );

  app.get('/status', { schema: { tags: ['auth'], summary: 'Who is signed in', response: { 200: authStatusSchema } } }, async (request, reply) => {
    // D43 (a): roles older than ROLE_MAX_AGE_S are read again first; `rolesStale` when Discord did not answer.
    await freshRights(ctx, request);
    // Signed in: kept for this session a few seconds (lib/personal-reads.ts), so the next status call skips Fastify.
    return app.personalReads.serve(
      request,
      reply,
      async () => {
        const user = request.user && { ...request.user, steam: await findSteamAccount(db, request.user.id) };
        return { authenticated: user !== null, user };
      },
      { cacheControl: 'no-store' },
    );
  });

  app.post(
    '/logout',
    { schema: { tags: ['auth'], summary: 'Sign out: the session is deleted', response: { 200: z.object({ success: z.boolean() }) } } },
    async (request, reply) => {
      await endSession(ctx, request, reply);
      return { success: true };
    },
  );

  app.post(
    '/refresh',
    {
      preValidation: requireUser,
      config: { rateLimit: app.rateLimits.signIn },
      schema: { tags: ['auth'], summary: 'Re-read Discord roles and permissions', response: { 200: refreshResultSchema, ...errorResponses(401, 502) } },
    },
    async (request) => {
      const user = currentUser(request);
      // Demo accounts and sites without a bot keep their roles until the next sign-in.
      let roles: string[] | null = null;
      if (!env.demoMode) {
        try {
          roles = await clients.discord.memberRolesWithBot(user.discordId);
        } catch (err) {
          request.log.warn({ err }, 'could not re-read discord roles');
          throw new HttpError(502, 'Could not reach Discord to refresh your roles. Please try again.');
        }
      }
      const nextRoles = roles ?? user.discordRoles;
      const permissions = env.demoMode
        ? {
            isAdmin: user.isAdmin,
            canManageApplications: user.canManageApplications,
            canReviewApplications: user.canReviewApplications,
            canManageStore: user.canManageStore,
          }
        : permissionsFor(env, user.discordId, nextRoles);
      const row = await updatePermissions(db, user.id, nextRoles, permissions);
      return { success: true, user: { ...toUser(row), steam: await findSteamAccount(db, user.id) } };
    },
  );
};
