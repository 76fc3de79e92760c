import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backgroundStatusSchema, statusComponents, statusFailedSchema, statusHistorySchema, statusOnlineSchema } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../plugins/schemas.ts';
import { runCheck } from './status-checks.service.ts';
import { backgroundStatus, checkHistory, HISTORY_HOURS, pruneChecks, recordCheck } from './status.queries.ts';

const tags = ['admin: system status'];
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * /api/admin/status (D26): the four component checks, their 24 h history and the background work.
 * Guarded (isAdmin) in admin.routes.ts. Each check result is stored for the uptime strip.
 */
export const statusRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  let lastPrune = 0;

  async function remember(check: Parameters<typeof recordCheck>[1]): Promise<void> {
    try {
      await recordCheck(ctx.db, check);
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await pruneChecks(ctx.db);
      }
    } catch (err) {
      // The database check itself may be what failed; the answer still goes out.
      app.log.warn({ err, component: check.component }, 'status check result not stored');
    }
  }

  // Registered before /:component so the fixed paths win.
  app.get(
    '/history',
    {
      schema: {
        tags,
        summary: `Per component, hourly buckets of the last ${HISTORY_HOURS} h of checks`,
        response: { 200: statusHistorySchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ hours: HISTORY_HOURS, components: await checkHistory(ctx.db) }),
  );

  app.get(
    '/background',
    {
      schema: {
        tags,
        summary: 'The server status poller (last cycle) and the delivery outbox (pending, failed, oldest pending)',
        response: { 200: backgroundStatusSchema, ...errorResponses(401, 403) },
      },
    },
    async () => backgroundStatus(ctx.db, ctx.env.POLL_INTERVAL_MS),
  );

  app.get(
    '/:component',
    {
      schema: {
        tags,
        summary: 'Check one component now: 200 online with latency, or 503 offline/error with what is wrong',
        params: z.object({ component: z.enum(statusComponents) }),
        response: { 200: statusOnlineSchema, 503: statusFailedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { component } = request.params;
      const started = performance.now();
      const outcome = await runCheck(ctx, component);
      const latencyMs = Math.max(0, Math.round(performance.now() - started));
      const checkedAt = new Date().toISOString();
      await remember({
        component,
        status: outcome.ok ? 'online' : outcome.status,
        latencyMs,
        message: outcome.ok ? outcome.detail : outcome.message,
        checkedAt,
      });
      reply.header('cache-control', 'no-store');
      if (outcome.ok) return { status: 'online' as const, latencyMs, checkedAt, detail: outcome.detail };
      return reply.status(503).send({ status: outcome.status, message: outcome.message, checkedAt, latencyMs });
    },
  );
};
