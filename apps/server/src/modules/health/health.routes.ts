import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'down']), uptimeSeconds: z.number() });

/** GET /api/health: for load balancers and uptime monitors. 503 when the database is unreachable. */
export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness and database reachability', response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      let database: 'ok' | 'down' = 'ok';
      try {
        await sql`select 1`.execute(ctx.db);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        database = 'down';
      }
      reply.header('cache-control', 'no-store');
      const body = { status: database === 'ok' ? ('ok' as const) : ('degraded' as const), database, uptimeSeconds: Math.round(process.uptime()) };
      return reply.status(database === 'ok' ? 200 : 503).send(body);
    },
  );
};
