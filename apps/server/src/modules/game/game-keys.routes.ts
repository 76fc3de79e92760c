import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameKeyCreatedSchema, gameKeyCreateSchema, gameKeyListSchema } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, idParams } from '../../plugins/schemas.ts';
import { createGameKey, listGameKeys, revokeGameKey } from './game-keys.service.ts';

/** /api/admin/game-keys (D41): mounted behind the admins guard in admin/admin.routes.ts. */
export const gameKeysAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['game', 'admin'],
        summary: "Game servers' keys: name, first 8 characters, creation and last use (never the key)",
        response: { 200: gameKeyListSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listGameKeys(ctx);
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['game', 'admin'],
        summary: 'Create a key for a game server; the answer is the only time the key is shown (stored only as a hash)',
        body: gameKeyCreateSchema,
        response: { 201: gameKeyCreatedSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(await createGameKey(ctx, request.body.name, currentUser(request).id));
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['game', 'admin'],
        summary: 'Revoke a key: refused by every instance within 2 seconds',
        params: idParams,
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      await revokeGameKey(ctx, request.params.id, currentUser(request).id);
      return { success: true as const };
    },
  );
};
