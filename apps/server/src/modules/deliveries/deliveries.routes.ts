import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  channelCheckRequestSchema,
  channelCheckResultSchema,
  deliveryItemSchema,
  formAdminMessages,
  roleCheckRequestSchema,
  roleCheckResultSchema,
  webhookSecretResultSchema,
  webhookTestRequestSchema,
  webhookTestResultSchema,
} from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { now } from '../../db/database.ts';
import { currentUser } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import { errorResponses, idParams } from '../../plugins/schemas.ts';
import { checkBotRoles, checkStaffChannel, findFormById, formTypeOf, rotateWebhookSecret } from '../forms/index.ts';
import type { WebhookPayload } from './deliveries-payloads.rules.ts';
import { retryDelivery } from './deliveries.service.ts';
import { sendWebhook } from './channels/webhook-send.service.ts';

/** /api/admin/deliveries (reviewers, guard in admin.routes.ts): 'Retry now' on a delivery (D24). */
export const deliveriesAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/:id/retry',
    {
      schema: {
        tags: ['admin: deliveries'],
        summary: 'Make a failed or waiting delivery due now (audited as delivery.retry)',
        params: idParams,
        response: { 200: deliveryItemSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => retryDelivery(ctx.db, request.params.id, currentUser(request).id),
  );
};

/** /api/admin/discord (managers): can the bot hand out these roles? (D13, the editor's check) */
export const discordAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/role-check',
    {
      schema: {
        tags: ['admin: deliveries'],
        summary: 'Check that the bot is in the guild, holds Manage Roles, and ranks above each role',
        body: roleCheckRequestSchema,
        response: { 200: roleCheckResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => checkBotRoles(ctx, request.body.roleIds),
  );

  app.post(
    '/channel-check',
    {
      schema: {
        tags: ['admin: deliveries'],
        summary: 'Check that the bot can post in a staff channel and start threads there (D32)',
        body: channelCheckRequestSchema,
        response: { 200: channelCheckResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => checkStaffChannel(ctx, request.body.channelId),
  );
};

/** /api/admin/applications/{id}/webhook-* (managers): a form's webhook secret and test message (D24). */
export const formWebhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin: applications'];

  app.post(
    '/:id/webhook-secret',
    {
      schema: {
        tags,
        summary: 'Rotate the webhook secret: the old one stops signing at once',
        params: idParams,
        response: { 200: webhookSecretResultSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const secret = await rotateWebhookSecret(ctx.db, request.params.id, currentUser(request).id);
      if (!secret) throw notFound(formAdminMessages.notFound);
      return { webhookSecret: secret };
    },
  );

  app.post(
    '/:id/webhook-test',
    {
      schema: {
        tags,
        summary: "Deliver a 'test' event to the saved address now and report the answer",
        params: idParams,
        body: webhookTestRequestSchema,
        response: { 200: webhookTestResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const form = await findFormById(ctx.db, request.params.id);
      if (!form) throw notFound(formAdminMessages.notFound);
      const slot = request.body.target;
      const url = (slot === 'incoming' ? form.webhook_incoming : form.webhook_response)?.trim();
      if (!url) throw badRequest(`Save a ${slot === 'incoming' ? 'new-response' : 'decision'} webhook address first, then send a test.`);
      if (ctx.env.demoMode && !/^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:|\/|$)/.test(url)) {
        return { ok: false, status: null, message: 'Demo mode sends nothing off this machine.' };
      }
      const user = currentUser(request);
      const payload: WebhookPayload = {
        slot,
        url,
        reviewer: user.displayName ?? user.username,
        answers: [{ question: 'Example question', answer: 'An example answer' }],
        body: {
          type: 'test',
          timestamp: now(),
          data: {
            responseId: 0,
            form: { id: form.id, title: form.title, type: formTypeOf(form.type) },
            applicant: { discordId: user.discordId, username: user.username, displayName: user.displayName ?? user.username },
            status: 'submitted',
            previousStatus: null,
            reviewNotes: null,
            interviewDate: null,
          },
        },
      };
      const attempt = await sendWebhook(ctx, url, form.webhook_secret, `test_${randomBytes(12).toString('hex')}`, payload);
      const { outcome, status } = attempt;
      if (outcome.type === 'delivered') return { ok: true, status, message: `Delivered: the receiver answered ${status ?? 'OK'}.` };
      return { ok: false, status, message: outcome.error };
    },
  );
};
