import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decisionRequestSchema, responseDetailSchema, responseListQuerySchema, responseListSchema } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, idParams, pageQuery } from '../../plugins/schemas.ts';
import { decideOnResponse, loadResponseDetail } from './review.service.ts';
import { toResponseListItem } from './responses.mappers.ts';
import { countVotesFor } from './collaboration.queries.ts';
import { countsFrom, listPageAndTotal, readCounters, resolveFilter } from './review.queries.ts';
import { streamResponsesCsv } from './review-csv.service.ts';
import { requestLocale, siteDefaultLocale } from '../locale/index.ts';

/** The shared list query with the one canonical page/pageSize of every admin list. */
const listQuery = responseListQuerySchema.omit({ page: true, pageSize: true }).extend(pageQuery.shape);

/**
 * Staff review calls under /api/applications (D22, D23). Mounted from modules/admin/admin.routes.ts,
 * which guards every route here for reviewers (isAdmin or canReviewApplications).
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, dialect } = ctx;
  // The staff post's preview speaks the site's default language, as the post does (D40).
  const site = () => ({ publicUrl: ctx.env.PUBLIC_URL, guildId: ctx.env.DISCORD_GUILD_ID, locale: siteDefaultLocale(ctx) });

  app.get(
    '/responses',
    {
      schema: {
        tags: ['review'],
        summary: 'Responses, one page, filtered on the server, with the dashboard counters (D22)',
        querystring: listQuery,
        response: { 200: responseListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    // A reviewer's page is kept for their session a few seconds, dropped by any change (lib/personal-reads.ts).
    async (request, reply) =>
      app.personalReads.serve(
        request,
        reply,
        async () => {
          const query = request.query;
          const [counters, filter] = await Promise.all([readCounters(db), resolveFilter(db, dialect, query, currentUser(request).id)]);
          const { rows, total } = await listPageAndTotal(db, dialect, filter, query, counters);
          const tallies = await countVotesFor(
            db,
            rows.filter((r) => r.votes_required > 0).map((r) => r.id),
          );
          const responses = rows.map((row) => toResponseListItem(row, tallies.get(row.id)));
          return { responses, total, page: query.page, pageSize: query.pageSize, counts: countsFrom(counters) };
        },
        { cacheControl: 'no-store' },
      ),
  );

  app.get(
    '/responses.csv',
    {
      schema: {
        tags: ['review'],
        summary: 'The filtered responses as CSV, one column per question (streamed)',
        querystring: listQuery,
        // A stream: Fastify sends it as is (no serialization); the schema only documents it.
        response: { 200: z.any().describe('text/csv; charset=utf-8, UTF-8 BOM, RFC 4180'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="responses-${day}.csv"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff');
      return reply.send(streamResponsesCsv(db, await resolveFilter(db, dialect, request.query, currentUser(request).id), requestLocale(ctx, request)));
    },
  );

  app.get(
    '/response/:id',
    {
      schema: {
        tags: ['review'],
        summary: 'A response with its answers as asked, history and deliveries (D4, D23, D24)',
        params: idParams,
        response: { 200: responseDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadResponseDetail(db, request.params.id, currentUser(request), site());
    },
  );

  app.patch(
    '/response/:id/status',
    {
      schema: {
        tags: ['review'],
        summary: 'Decide (or take for review); the server applies D12 and answers the updated detail',
        params: idParams,
        body: decisionRequestSchema,
        response: { 200: responseDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await decideOnResponse(db, dialect, request.params.id, user, request.body);
      return loadResponseDetail(db, request.params.id, user, site());
    },
  );
};
