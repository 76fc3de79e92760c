import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminFormDetailSchema, formAdminMessages, formResultsSchema } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/errors.ts';
import { errorResponses, idParams } from '../../plugins/schemas.ts';
import { toAdminDetail, toQuestion } from './forms.mappers.ts';
import { countResponses, findFormById, listQuestions } from './forms.queries.ts';
import { formResults } from './forms-results.queries.ts';
import { duplicateForm } from './forms-write.service.ts';

/**
 * Editor tools beyond the spec: duplicate a form, and per-question results. Mounted inside
 * /api/admin/applications, so the managers' guard of admin.routes.ts covers them.
 */
export const formsToolsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, dialect } = ctx;
  const tags = ['admin: applications'];

  app.post(
    '/:id/duplicate',
    {
      schema: {
        tags,
        summary: "Copy a form and its questions as a new inactive form titled '… (copy)' (no responses)",
        params: idParams,
        response: { 201: adminFormDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = await duplicateForm(db, request.params.id, currentUser(request).id);
      if (id === null) throw notFound(formAdminMessages.notFound);
      const form = await findFormById(db, id);
      if (!form) throw notFound(formAdminMessages.notFound);
      return reply.status(201).send(toAdminDetail(form, await listQuestions(db, id), await countResponses(db, id)));
    },
  );

  app.get(
    '/:id/summary',
    {
      schema: {
        tags,
        summary: 'Per-question results: counts per option, rating distribution and average, dates by month, latest text answers',
        params: idParams,
        response: { 200: formResultsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const form = await findFormById(db, request.params.id);
      if (!form) throw notFound(formAdminMessages.notFound);
      const questions = (await listQuestions(db, form.id)).map(toQuestion);
      return formResults(db, dialect, form, questions);
    },
  );
};
