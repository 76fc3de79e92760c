import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allowedDecisions,
  decisionRequestSchema,
  responseDetailSchema,
  responseListQuerySchema,
  responseListSchema,
  reviewMessages as text,
  type ResponseDelivery,
  type ResponseDetail,
  type ResponseStatus,
} from '@crp/shared';
import type { AppContext } from '../../context.ts';
import type { DB } from '../../db/database.ts';
import { currentUser } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/errors.ts';
import { errorResponses, idParams, pageQuery } from '../../plugins/schemas.ts';
import { toResponseDetail, toResponseListItem } from './responses.mappers.ts';
import { decideOnResponse } from './review-decide.queries.ts';
import { listDeliveriesForResponse } from '../deliveries/deliveries.queries.ts';
import { countFiltered, countsFrom, findResponseForReview, listAnswers, listHistory, listPage, readCounters, resolveFilter } from './review.queries.ts';
import { streamResponsesCsv } from './review-csv.ts';

/** The shared list query with the one canonical page/pageSize of every admin list. */
const listQuery = responseListQuerySchema.omit({ page: true, pageSize: true }).extend(pageQuery.shape);

/** THE single call site for a response's deliveries (D24). */
async function deliveriesOf(db: DB, responseId: number): Promise<ResponseDelivery[]> {
  return listDeliveriesForResponse(db, responseId);
}

/** The detail as `viewerId` sees it (what they may do depends on who they are). */
export async function loadResponseDetail(db: DB, id: number, viewerId: number): Promise<ResponseDetail> {
  const row = await findResponseForReview(db, id);
  if (!row) throw notFound(text.notFound);
  const [answers, history, deliveries] = await Promise.all([listAnswers(db, id), listHistory(db, id), deliveriesOf(db, id)]);
  const isOwnResponse = row.user_id === viewerId;
  const allowedStatuses: ResponseStatus[] = isOwnResponse ? [] : allowedDecisions(row.status as ResponseStatus);
  return toResponseDetail({ row, answers, history, deliveries, allowedStatuses, isOwnResponse });
}

/**
 * Staff review calls under /api/applications (D22, D23). Mounted from modules/admin/admin.routes.ts,
 * which guards every route here for reviewers (isAdmin or canReviewApplications).
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, dialect } = ctx;

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
    async (request, reply) => {
      const query = request.query;
      reply.header('cache-control', 'no-store');
      const [counters, filter] = await Promise.all([readCounters(db), resolveFilter(db, dialect, query)]);
      const [rows, total] = await Promise.all([listPage(db, filter, query), countFiltered(db, filter, counters)]);
      return { responses: rows.map(toResponseListItem), total, page: query.page, pageSize: query.pageSize, counts: countsFrom(counters) };
    },
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
      return reply.send(streamResponsesCsv(db, await resolveFilter(db, dialect, request.query)));
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
      return loadResponseDetail(db, request.params.id, currentUser(request).id);
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
      await decideOnResponse(db, request.params.id, user.id, request.body);
      return loadResponseDetail(db, request.params.id, user.id);
    },
  );
};
