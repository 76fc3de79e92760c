import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { avatarUrl } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { currentUser, endSession, requireUser } from '../../plugins/auth.ts';
import { deleteOwnAccount } from './account.service.ts';
import { findAvatarByDiscordId } from '../users/index.ts';
import { isLocale, LOCALES } from '@crp/shared/locales';
import { requestLocale, setMemberLocale, translate } from '../locale/index.ts';
import { accountExportRoutes } from './account-export.routes.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import { errorResponses } from '../../plugins/schemas.ts';

const permissionsSchema = z.object({
  isAdmin: z.boolean(),
  canManageApplications: z.boolean(),
  canReviewApplications: z.boolean(),
  canManageStore: z.boolean(),
  discordRoles: z.array(z.string()),
});

/** /api/auth: the signed-in user's permissions and a stable avatar address (player-area §7). */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(accountExportRoutes, { ctx }); // GET /account/export (D37)
  app.get(
    '/permissions',
    {
      preValidation: requireUser,
      schema: { tags: ['auth'], summary: "The signed-in user's permissions", response: { 200: permissionsSchema, ...errorResponses(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return currentUser(request);
    },
  );

  // D40: the member's own language; every later page, error message and DM to them is in it.
  app.put(
    '/locale',
    {
      preValidation: requireUser,
      schema: {
        tags: ['auth'],
        summary: "Sets the signed-in member's language",
        body: z.object({ locale: z.string().max(20) }),
        response: { 200: z.object({ locale: z.enum(LOCALES) }), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { locale } = request.body;
      if (!isLocale(locale)) throw badRequest(translate(requestLocale(ctx, request), 'error.unknownLocale', { available: LOCALES.join(', ') }));
      await setMemberLocale(ctx, currentUser(request).id, locale);
      return { locale };
    },
  );

  app.get(
    '/avatar/:discordId',
    {
      preValidation: requireUser,
      schema: {
        tags: ['auth'],
        summary: "Redirects to a member's Discord avatar (Discord's default avatar when none is set)",
        params: z.object({ discordId: z.string().regex(/^\d{1,25}$/, 'must be a Discord user id') }),
        querystring: z.object({ size: z.coerce.number().int().min(16).max(1024).default(256) }),
        response: { ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const row = await findAvatarByDiscordId(ctx.db, request.params.discordId);
      if (!row) throw notFound('No member with that Discord id.');
      reply.header('cache-control', 'private, max-age=300');
      return reply.redirect(avatarUrl({ discordId: row.discord_id, avatar: row.avatar }, request.query.size));
    },
  );

  app.delete(
    '/account',
    {
      preValidation: requireUser,
      schema: {
        tags: ['auth'],
        summary: "Deletes the signed-in member's own account (D28): open applications withdrawn, sessions ended, personal data erased",
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await deleteOwnAccount(ctx, user.id, request.log);
      await endSession(ctx, request, reply);
      reply.header('cache-control', 'no-store');
      return { success: true as const };
    },
  );
};
