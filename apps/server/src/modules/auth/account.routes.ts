import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { avatarUrl, type ResponseStatus } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { currentUser, endSession, requireUser } from '../../plugins/auth.ts';
import { deleteAccount } from './account-deletion.queries.ts';
import { findAvatarByDiscordId } from './users.queries.ts';
import { enqueueStatusDeliveries } from '../deliveries/deliveries.enqueue.ts';
import { notFound } from '../../plugins/errors.ts';
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
      // Role removals of the withdrawn applications are queued before the Discord ID is erased (D24, D28).
      await deleteAccount(ctx.db, ctx.dialect, user.id, ctx.env.sessionSecret, (trx, change) =>
        enqueueStatusDeliveries(trx, {
          responseId: change.responseId,
          formId: change.formId,
          userId: user.id,
          fromStatus: change.fromStatus as ResponseStatus,
          toStatus: 'withdrawn',
          actorId: user.id,
          notes: null,
          interviewDate: null,
        }),
      );
      await endSession(ctx, request, reply);
      reply.header('cache-control', 'no-store');
      return { success: true as const };
    },
  );
};
