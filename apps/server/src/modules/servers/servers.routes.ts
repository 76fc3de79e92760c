import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addServerSchema, modListSchema, serverListSchema, serverSchema } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { errorBody, notFound } from '../../plugins/errors.ts';
import { errorResponses, idParams } from '../../plugins/schemas.ts';
import { createRedisBudget } from '../../lib/caller-budget.ts';
import { createModsReader, MODS_UPSTREAM_READS_PER_MINUTE } from './mods.service.ts';
import { addServer, getServer, listServers, refreshServer, removeServer } from './servers.service.ts';

/**
 * /api/servers: public status reads served from storage (the poller fills it; no outside call in a
 * request). The admin calls the spec places under /api/servers/admin are `serversAdminRoutes` below.
 */
export const serversRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const modsReader = createModsReader(ctx, {
    // With several instances one caller's budget of Steam reads is one budget across all of them.
    budget: app.sharedRedis ? createRedisBudget(app.sharedRedis, 'mods', MODS_UPSTREAM_READS_PER_MINUTE, 60_000) : undefined,
  });

  app.get(
    '/',
    { schema: { tags: ['servers'], summary: 'Every server with its last polled status and 24 h player history', response: { 200: serverListSchema } } },
    async (request, reply) => app.readCache.serve(request, reply, 'servers', async () => ({ status: 200, value: await listServers(ctx.db) })),
  );

  app.get(
    '/:id',
    { schema: { tags: ['servers'], summary: 'One server', params: idParams, response: { 200: serverSchema, ...errorResponses(400, 404) } } },
    async (request, reply) =>
      app.readCache.serve(request, reply, `server:${request.params.id}`, async () => {
        const server = await getServer(ctx.db, request.params.id);
        return server ? { status: 200, value: server } : { status: 404, value: errorBody(404, 'Server not found') };
      }),
  );

  app.get(
    '/:id/mods',
    {
      schema: {
        tags: ['servers'],
        summary: "The server's Steam Workshop mods (cached; refresh=1 reads Steam again, for admins only)",
        params: idParams,
        querystring: z.object({ refresh: z.enum(['0', '1', 'true', 'false']).optional() }),
        response: { 200: modListSchema, ...errorResponses(400, 404, 429, 502) },
      },
    },
    async (request) =>
      modsReader.read(request.params.id, {
        // Only an admin's refresh skips the cache; everyone else gets the cached answer (#14).
        refresh: (request.query.refresh === '1' || request.query.refresh === 'true') && Boolean(request.user?.isAdmin),
        caller: request.user ? `u${request.user.id}` : request.ip,
        log: request.log,
      }),
  );
};

/** /api/servers/admin: add, refresh and delete servers; mounted behind the admins guard in admin.routes.ts. */
export const serversAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['servers', 'admin'],
        summary: 'Add a server by BattleMetrics URL (parsed for its id, never fetched) and/or host:port',
        body: addServerSchema,
        response: { 201: serverSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await addServer(ctx, request.body, currentUser(request).id)),
  );

  app.post(
    '/:id/refresh',
    {
      schema: {
        tags: ['servers', 'admin'],
        summary: 'Poll one server now',
        params: idParams,
        response: { 200: serverSchema, ...errorResponses(400, 401, 403, 404, 502) },
      },
    },
    async (request) => refreshServer(ctx, request.params.id, currentUser(request).id),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['servers', 'admin'],
        summary: 'Delete a server and its samples',
        params: idParams,
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await removeServer(ctx, request.params.id, currentUser(request).id))) throw notFound('Server not found');
      return { success: true as const };
    },
  );
};
