import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  applicationMessages as text,
  eligibilitySchema,
  formDefinitionSchema,
  formSummarySchema,
  myResponseSchema,
  rawSubmissionSchema,
  submissionStatusSchema,
  submitResultSchema,
  withdrawResultSchema,
  type ResponseStatus,
} from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { currentUser, requireFreshUser, requireUser, sessionCookieName } from '../../plugins/auth.ts';
import { errorBody, notFound } from '../../plugins/errors.ts';
import { errorResponses, idParams, slugParams } from '../../plugins/schemas.ts';
import { toFormSummary, toQuestion } from '../forms/index.ts';
import { findFormBySlug, listFormsWithQuestionCount, listQuestions } from '../forms/index.ts';
import { findLatestResponse, listMyResponses } from './responses.queries.ts';
import { submitApplication, withdrawResponse } from './applications.service.ts';
import { eligibilityFor, eligibilityForForms } from './eligibility.service.ts';
import { requestLocale } from '../locale/index.ts';

const slugPattern = /^[A-Za-z0-9_-]+$/;

/** /api/applications: the player side of applications and surveys (player-area §7). */
export const applicationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, dialect } = ctx;

  async function formBySlug(slug: string) {
    // Slugs are made of letters, digits and dashes; anything else (a NUL byte PostgreSQL would refuse) is simply unknown.
    const form = slugPattern.test(slug) ? await findFormBySlug(db, slug) : undefined;
    if (!form) throw notFound(text.notFound);
    return form;
  }

  app.get(
    '/public',
    { schema: { tags: ['applications'], summary: 'Every application and survey (no sign-in needed)', response: { 200: z.array(formSummarySchema) } } },
    // Deadlines close forms with the clock: the cached list lives at most 15 s without a change notice.
    async (request, reply) => {
      // A signed-in member also reads whether they may apply to each (D34): their own answer, never cached.
      const user = request.user;
      if (user) {
        return app.personalReads.serve(request, reply, async () => {
          const forms = await listFormsWithQuestionCount(db);
          const eligibility = await eligibilityForForms(db, user, forms, requestLocale(ctx, request));
          return forms.map((form) => ({ ...toFormSummary(form), eligibility: eligibility.get(form.id) }));
        });
      }
      return app.readCache.serve(
        request,
        reply,
        'forms:public',
        async () => ({ status: 200, value: (await listFormsWithQuestionCount(db)).map(toFormSummary) }),
        {
          ttlMs: 15_000,
          // A request with a session goes through Fastify, so a signed-in member gets their eligibility.
          personalWithCookie: sessionCookieName(ctx),
        },
      );
    },
  );

  app.get(
    '/my-applications',
    {
      preValidation: requireUser,
      schema: {
        tags: ['applications'],
        summary: "The signed-in user's responses, newest first",
        response: { 200: z.array(myResponseSchema), ...errorResponses(401) },
      },
    },
    async (request, reply) => app.personalReads.serve(request, reply, () => listMyResponses(db, currentUser(request).id)),
  );

  app.get(
    '/:slug',
    {
      preValidation: requireUser,
      schema: {
        tags: ['applications'],
        summary: 'A form with its questions (closed forms too; only unknown slugs are 404)',
        params: slugParams,
        response: { 200: formDefinitionSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const form = await formBySlug(request.params.slug);
      const questions = (await listQuestions(db, form.id)).map(toQuestion);
      const eligibility = await eligibilityFor(db, currentUser(request), form, requestLocale(ctx, request));
      return { ...toFormSummary({ ...form, question_count: questions.length }), eligibility, questions };
    },
  );

  app.get(
    '/:slug/status',
    {
      preValidation: requireUser,
      schema: {
        tags: ['applications'],
        summary: "The user's latest response to this form; 404 when there is none",
        params: slugParams,
        // The 404 ("not submitted yet") also says whether the member may apply (D34).
        response: { 200: submissionStatusSchema, ...errorResponses(401), 404: apiErrorSchema.extend({ eligibility: eligibilitySchema.optional() }) },
      },
    },
    async (request, reply) => {
      const form = await formBySlug(request.params.slug);
      const user = currentUser(request);
      const latest = await findLatestResponse(db, form.id, user.id);
      const eligibility = await eligibilityFor(db, user, form, requestLocale(ctx, request));
      if (!latest) return reply.status(404).send({ ...errorBody(404, 'You have not submitted this application yet'), eligibility });
      return { status: latest.status as ResponseStatus, responseId: latest.id, submittedAt: latest.submitted_at, eligibility };
    },
  );

  app.post(
    '/:slug/submit',
    {
      // D43 (a): the gates below read roles no older than ROLE_MAX_AGE_S.
      preValidation: requireFreshUser(ctx),
      // Several long answers of up to 10 000 characters (4 bytes each at worst) exceed the default limit.
      bodyLimit: 1024 * 1024,
      // Each answer's control characters are refused beside its question (shared/answer-check.ts).
      config: { controlCharactersCheckedIn: ['body.answers'] },
      schema: {
        tags: ['applications'],
        summary: 'Submit answers (checked against the stored form; one open application per user, D8/D9)',
        params: slugParams,
        body: rawSubmissionSchema,
        response: { 201: submitResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const response = await submitApplication(db, dialect, await formBySlug(request.params.slug), currentUser(request), request.body);
      return reply.status(201).send({ success: true as const, response });
    },
  );

  app.patch(
    '/response/:id/withdraw',
    {
      preValidation: requireUser,
      schema: {
        tags: ['applications'],
        summary: 'Withdraw your own open application',
        params: idParams,
        response: { 200: withdrawResultSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      const response = await withdrawResponse(db, dialect, request.params.id, currentUser(request).id);
      return { success: true as const, response };
    },
  );
};
