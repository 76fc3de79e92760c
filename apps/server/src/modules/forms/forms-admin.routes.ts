import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminFormDetailSchema, adminFormListItemSchema, formAdminMessages, formSaveResultSchema, formSaveSchema, formToggleSchema } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import type { DB } from '../../db/database.ts';
import { currentUser } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/errors.ts';
import { errorResponses, idParams } from '../../plugins/schemas.ts';
import { toFormDraft } from './form-input.mappers.ts';
import { assertWebhookAddresses } from './webhook-address.rules.ts';
import { roleWarnings } from './role-precheck.service.ts';
import { toAdminDetail, toAdminListItem } from './forms.mappers.ts';
import { countResponses, findAdminListItem, findFormById, listFormsForAdmin, listQuestions } from './forms.queries.ts';
import { createForm, deleteForm, setFormActive, updateForm } from './forms-write.service.ts';
import { formsToolsRoutes } from './forms-tools.routes.ts';

/** A form of up to 200 questions with rich descriptions is larger than the default body limit. */
const bodyLimit = 1024 * 1024;

async function loadDetail(db: DB, id: number) {
  const form = await findFormById(db, id);
  if (!form) throw notFound(formAdminMessages.notFound);
  return toAdminDetail(form, await listQuestions(db, id), await countResponses(db, id));
}

/**
 * /api/admin/applications: manage forms (admin-area §2.5, §2.6, §7). The guard (isAdmin or
 * canManageApplications) is applied where the module is registered, in admin.routes.ts.
 */
export const formsAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const tags = ['admin: applications'];
  await app.register(formsToolsRoutes, { ctx });

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Every form with question and response counts',
        response: { 200: z.array(adminFormListItemSchema), ...errorResponses(401, 403) },
      },
    },
    async () => (await listFormsForAdmin(db)).map(toAdminListItem),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A form for editing, with its questions',
        params: idParams,
        response: { 200: adminFormDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => loadDetail(db, request.params.id),
  );

  app.post(
    '/',
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Create an application or survey',
        body: formSaveSchema,
        response: { 201: formSaveResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const draft = toFormDraft(request.body);
      await assertWebhookAddresses(ctx, draft);
      const id = await createForm(db, draft, currentUser(request).id);
      return reply.status(201).send({ ...(await loadDetail(db, id)), roleWarnings: await roleWarnings(ctx, draft.roles) });
    },
  );

  app.put(
    '/:id',
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Save an edited form (earlier answers keep the questions as they were asked, D7)',
        params: idParams,
        body: formSaveSchema,
        response: { 200: formSaveResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const form = await findFormById(db, id);
      if (!form) throw notFound(formAdminMessages.notFound);
      const draft = toFormDraft(request.body, { form, questions: await listQuestions(db, id) });
      await assertWebhookAddresses(ctx, draft);
      await updateForm(db, id, draft, currentUser(request).id, request.body.expectedUpdatedAt);
      return { ...(await loadDetail(db, id)), roleWarnings: await roleWarnings(ctx, draft.roles) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a form and all its responses',
        params: idParams,
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await deleteForm(db, request.params.id, currentUser(request).id))) throw notFound(formAdminMessages.notFound);
      return { success: true as const };
    },
  );

  app.patch(
    '/:id/toggle',
    {
      schema: {
        tags,
        summary: 'Enable or disable a form',
        params: idParams,
        body: formToggleSchema,
        response: { 200: adminFormListItemSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await setFormActive(db, id, request.body.isActive, currentUser(request).id))) throw notFound(formAdminMessages.notFound);
      const row = await findAdminListItem(db, id);
      if (!row) throw notFound(formAdminMessages.notFound);
      return toAdminListItem(row);
    },
  );
};
