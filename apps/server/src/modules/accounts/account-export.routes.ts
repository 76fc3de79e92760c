import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/schemas.ts';
import { readAccountExport } from './account-export.queries.ts';

/** A few downloads per member in ten minutes: the file gathers every response, so it is not a call to repeat in a loop. */
export const EXPORT_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' };

/** /api/auth/account/export: the signed-in member's data as one JSON file (D37). */
export const accountExportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/account/export',
    {
      preValidation: requireUser,
      config: { rateLimit: EXPORT_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary:
          'Download my data (D37): profile, linked accounts, every response with its questions and answers as asked, history and messages; never staff notes or votes',
        response: { 200: z.string().describe('application/json file'), ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await readAccountExport(ctx.db, ctx.dialect, user.id);
      const day = data.exportedAt.slice(0, 10);
      reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="my-data-${user.id}-${day}.json"`)
        .header('x-content-type-options', 'nosniff');
      return JSON.stringify(data, null, 2);
    },
  );
};
