import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { insightsQuerySchema, insightsSchema } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../plugins/schemas.ts';
import { loadInsights } from './insights.service.ts';
import { dailyCsv, dailyCsvName } from './insights-csv.mappers.ts';
import { requestLocale } from '../locale/index.ts';

/**
 * Staff insights (D42) under /api/admin. Mounted from modules/admin/admin.routes.ts, which guards
 * both routes for managers (isAdmin or canManageApplications): reviewers and members 403, signed out 401.
 */
export const insightsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/insights',
    {
      schema: {
        tags: ['insights'],
        summary: 'How review is going over a range of days: totals, times, backlog, daily counts, per form and per reviewer (D42)',
        querystring: insightsQuerySchema,
        response: { 200: insightsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadInsights(db, request.query);
    },
  );

  app.get(
    '/insights.csv',
    {
      schema: {
        tags: ['insights'],
        summary: "The insights' daily counts as CSV (same parameters)",
        querystring: insightsQuerySchema,
        response: { 200: z.string().describe('text/csv; charset=utf-8, UTF-8 BOM, RFC 4180'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const insights = await loadInsights(db, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${dailyCsvName(insights, request.query.formId)}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(dailyCsv(insights, requestLocale(ctx, request)));
    },
  );
};
