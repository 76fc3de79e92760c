import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuerySchema, auditLogSchema } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../plugins/errors.ts';
import { errorResponses } from '../../plugins/schemas.ts';
import { auditActions } from './audit.queries.ts';
import { decodeCursor, listAuditLog, parseDay } from './audit-log.queries.ts';

/** GET /api/admin/audit-log (isAdmin, guarded in admin.routes.ts): newest first, filtered, keyset pages. */
export const auditLogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin: audit log'],
        summary: 'Staff actions, newest first; filter by actor (id or name), action and date range; `before` is the cursor of the next page',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { actor, action, from, to, before, pageSize } = request.query;
      const fromAt = from ? parseDay(from, 'start') : null;
      const toAt = to ? parseDay(to, 'end') : null;
      if (from && !fromAt) throw badRequest('from must be a date (YYYY-MM-DD)', [{ path: 'querystring.from', message: 'must be a date (YYYY-MM-DD)' }]);
      if (to && !toAt) throw badRequest('to must be a date (YYYY-MM-DD)', [{ path: 'querystring.to', message: 'must be a date (YYYY-MM-DD)' }]);
      const cursor = before ? decodeCursor(before) : null;
      if (before && !cursor) throw badRequest('before is not a cursor this list gave out', [{ path: 'querystring.before', message: 'unknown cursor' }]);
      const page = await listAuditLog(ctx.db, { actor: actor?.trim() || null, action: action?.trim() || null, fromAt, toAt, cursor, pageSize });
      return { ...page, actions: [...auditActions] };
    },
  );
};
