import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import {
  customPageResultSchema,
  customPageSchema,
  isBlankRichText,
  isBuiltInPage,
  isPageKey,
  pageContentSchema,
  pageCreateSchema,
  pageEditSchema,
  pageListSchema,
  pageUpdateResultSchema,
  pageUpdateSchema,
} from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { currentUser, sessionCookieName } from '../../plugins/auth.ts';
import { badRequest, conflict, errorBody, HttpError, notFound, unauthorized } from '../../plugins/errors.ts';
import { errorResponses } from '../../plugins/schemas.ts';
import { createCustomPage, deleteCustomPage, findCustomPage, listPages, setBuiltInPosition, updateCustomPage } from './custom-pages.queries.ts';
import { findPageContent, savePageContent } from './pages.queries.ts';

const params = z.object({ pageKey: z.string().max(100) });

/** Stored HTML is always the sanitized form (it is sanitized again when rendered); a page with no text left is refused. */
function cleanContent(content: string): string {
  const clean = sanitizeRichText(content);
  if (isBlankRichText(clean)) {
    throw badRequest('Content is empty once HTML that is not allowed is removed. Add some text (paragraphs, lists, links, bold, italic).', [
      { path: 'body.content', message: 'has no text' },
    ]);
  }
  return clean;
}

/** The body checked by the schema of the page it is for (built-in or custom), with the errors' one shape. */
function parsed<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: ['body', ...issue.path.map(String)].join('.'), message: issue.message }));
  const summary = issues.map((i) => `${i.path.replace(/^body\.?/, '') || 'body'}: ${i.message}`).join('; ');
  throw new HttpError(400, `Invalid request. ${summary}`, 'validation_failed', issues);
}

/** GET /api/pages (D39) and GET /api/pages/{slug}: public, members' pages only for members. */
export const pagesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/pages',
    { schema: { tags: ['pages'], summary: 'The pages the caller may read (navigation)', response: { 200: pageListSchema } } },
    async (request, reply) => {
      if (request.user) {
        reply.header('cache-control', 'private, no-cache');
        return listPages(ctx.db, true);
      }
      // A visitor's list is the same for every visitor: the read model keeps it until the next change.
      return app.readCache.serve(request, reply, 'pages:visitor', async () => ({ status: 200, value: await listPages(ctx.db, false) }), {
        personalWithCookie: sessionCookieName(ctx),
      });
    },
  );

  app.get(
    '/pages/:pageKey',
    {
      schema: {
        tags: ['pages'],
        summary: 'A page: a built-in page once saved (404 before: the browser shows its built-in content), or a custom page',
        params,
        response: { 200: z.union([pageContentSchema, customPageSchema]), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { pageKey } = request.params;
      if (isPageKey(pageKey)) {
        // Edits must show at once: browsers revalidate every read (no-cache + ETag → 304).
        return app.readCache.serve(request, reply, `page:${pageKey}`, async () => {
          const page = await findPageContent(ctx.db, pageKey);
          return page ? { status: 200, value: page } : { status: 404, value: errorBody(404, 'This page has no saved content yet.') };
        });
      }
      const page = await findCustomPage(ctx.db, pageKey);
      if (!page) throw notFound(`There is no page called "${pageKey}".`);
      if (page.visibility === 'members' && !request.user) throw unauthorized('Please sign in to read this page.');
      reply.header('cache-control', page.visibility === 'members' ? 'private, no-cache' : 'no-cache');
      return page;
    },
  );
};

/** The fields of D39 besides the built-in pages' own (title, subtitle, content). */
const looseBody = z.object({}).passthrough();

/** POST, PUT and DELETE under /api/admin/pages: registered in the admin scope behind guarded(['admin']). */
export const pagesAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['pages', 'admin'],
        summary: 'Create a custom page (admins)',
        body: pageCreateSchema,
        response: { 201: customPageResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const page = await createCustomPage(ctx.db, { ...body, content: cleanContent(body.content) }, currentUser(request).id);
      return reply.status(201).send({ page });
    },
  );

  app.put(
    '/:pageKey',
    {
      schema: {
        tags: ['pages', 'admin'],
        summary: 'Save a page: the built-in two (title, subtitle, content, position) or a custom page (any of its fields) (admins)',
        params,
        body: looseBody,
        response: { 200: z.union([pageUpdateResultSchema, customPageResultSchema]), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { pageKey } = request.params;
      const userId = currentUser(request).id;
      const body = request.body as Record<string, unknown>;
      if (isPageKey(pageKey)) {
        // D39: the built-in two keep their slug, visibility and placement.
        const kept = { slug: pageKey, visibility: 'public', placement: 'footer' } as const;
        for (const key of ['slug', 'visibility', 'placement'] as const) {
          if (body[key] !== undefined && body[key] !== kept[key]) throw conflict(`The built-in page "${pageKey}" keeps its ${key} (${kept[key]}).`);
        }
        const { title, subtitle, content } = parsed(pageUpdateSchema, body);
        const position = body.position === undefined ? undefined : parsed(pageCreateSchema.shape.position, body.position);
        const pageContent = await savePageContent(ctx.db, pageKey, { title, subtitle, content: cleanContent(content) }, userId);
        if (position !== undefined) await setBuiltInPosition(ctx.db, pageKey, position);
        request.log.info({ pageKey, userId }, 'page content updated');
        return { pageContent };
      }
      if (isBuiltInPage(pageKey)) throw notFound(`There is no page called "${pageKey}".`);
      const { subtitle: _ignored, ...changes } = parsed(pageEditSchema, body);
      const page = await updateCustomPage(
        ctx.db,
        pageKey,
        { ...changes, ...(changes.content !== undefined ? { content: cleanContent(changes.content) } : {}) },
        userId,
      );
      return { page };
    },
  );

  app.delete(
    '/:pageKey',
    {
      schema: {
        tags: ['pages', 'admin'],
        summary: 'Delete a custom page (admins; the built-in two cannot be)',
        params,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteCustomPage(ctx.db, request.params.pageKey, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
