import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guildRolesSchema } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../plugins/schemas.ts';
import { listGuildRoles } from './guild-roles.service.ts';

/** /api/admin/discord/roles (managers): the guild's roles for the form editor's eligibility pickers. Guarded in admin.routes.ts. */
export const guildRolesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/roles',
    {
      schema: {
        tags: ['admin: applications'],
        summary: "The guild's roles by name (available: false without a bot or when Discord fails)",
        response: { 200: guildRolesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listGuildRoles(ctx, request.log),
  );
};
