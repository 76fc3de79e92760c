import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noteBodySchema, noteResultSchema, voteRequestSchema } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, idParams } from '../../plugins/schemas.ts';
import { addNote, editNote, removeNote } from './notes.service.ts';
import { castVote, withdrawVote } from './votes.service.ts';

const noteParams = idParams.extend({ noteId: idParams.shape.id });

/**
 * Staff notes (D29) and votes (D30) on a response, under /api/applications. Mounted from
 * modules/admin/admin.routes.ts behind the reviewers guard (403 before the body is read).
 */
export const collaborationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, dialect } = ctx;

  app.post(
    '/response/:id/notes',
    {
      schema: {
        tags: ['review'],
        summary: 'Add a private staff note (D29): plain text, 1–4 000 characters',
        params: idParams,
        body: noteBodySchema,
        response: { 201: noteResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.status(201).send({ note: await addNote(db, dialect, request.params.id, currentUser(request), request.body.body) }),
  );

  app.patch(
    '/response/:id/notes/:noteId',
    {
      schema: {
        tags: ['review'],
        summary: 'Edit your own staff note (D29)',
        params: noteParams,
        body: noteBodySchema,
        response: { 200: noteResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ note: await editNote(db, request.params.id, request.params.noteId, currentUser(request), request.body.body) }),
  );

  app.delete(
    '/response/:id/notes/:noteId',
    {
      schema: {
        tags: ['review'],
        summary: 'Delete a staff note: its author or an admin (D29)',
        params: noteParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeNote(db, request.params.id, request.params.noteId, currentUser(request));
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/response/:id/vote',
    {
      schema: {
        tags: ['review'],
        summary: 'Vote approve or deny (D30); a binding vote that reaches the count decides, and the answer is the updated detail',
        params: idParams,
        body: voteRequestSchema,
        response: { 204: z.null().describe('Recorded'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await castVote(db, dialect, request.params.id, currentUser(request), request.body.vote, request.body.reason ?? null);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/response/:id/vote',
    {
      schema: {
        tags: ['review'],
        summary: 'Take your vote back (D30)',
        params: idParams,
        response: { 204: z.null().describe('Taken back'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await withdrawVote(db, dialect, request.params.id, currentUser(request));
      return reply.status(204).send(null);
    },
  );
};
