import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { hasAnyRole, messageBodySchema, messageListSchema, messageResultSchema, roleGroups } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { errorResponses, idParams } from '../../plugins/schemas.ts';
import { conversationSide, postMessage, readConversation, type Caller } from './messages.service.ts';

const callerOf = (request: FastifyRequest): Caller => {
  const user = currentUser(request);
  return { id: user.id, isReviewer: hasAnyRole(user, roleGroups.reviewers) };
};

/**
 * The conversation with the applicant (D31) under /api/applications: the applicant and reviewers.
 * Who may call is decided in preValidation (after the session, before the body is read): anyone
 * else gets 403 whatever they send.
 */
export const messagesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, dialect } = ctx;
  const mayTalk = async (request: FastifyRequest) => {
    await requireUser(request);
    // A malformed id is the params schema's 400; only a well-formed id is looked up here.
    const params = idParams.safeParse(request.params);
    if (params.success) await conversationSide(db, dialect, params.data.id, callerOf(request));
  };

  app.get(
    '/response/:id/messages',
    {
      preValidation: mayTalk,
      schema: {
        tags: ['applications'],
        summary: 'The conversation on a response (D31): its applicant and reviewers',
        params: idParams,
        response: { 200: messageListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readConversation(db, dialect, request.params.id, callerOf(request));
    },
  );

  app.post(
    '/response/:id/messages',
    {
      preValidation: mayTalk,
      schema: {
        tags: ['applications'],
        summary: 'Write in the conversation (D31): the applicant while it is open, reviewers at any time (the applicant gets a DM)',
        params: idParams,
        body: messageBodySchema,
        response: { 201: messageResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send({ message: await postMessage(db, dialect, request.params.id, callerOf(request), request.body.body) }),
  );
};
