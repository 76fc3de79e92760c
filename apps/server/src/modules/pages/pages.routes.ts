import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isBlankRichText, isPageKey, pageContentSchema, pageUpdateResultSchema, pageUpdateSchema, type PageKey } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { currentUser } from '../../plugins/auth.ts';
import { badRequest, errorBody, notFound } from '../../plugins/errors.ts';
import { errorResponses } from '../../plugins/schemas.ts';
import { findPageContent, savePageContent } from './pages.queries.ts';

const params = z.object({ pageKey: z.string().max(100) });

/** Only the known pages exist; any other key is a 404 (never a new page). */
function knownPageKey(pageKey: string): PageKey {
  if (!isPageKey(pageKey)) throw notFound(`There is no page called "${pageKey}".`);
  return pageKey;
}

/** GET /api/pages/{pageKey}: public; 404 until an admin saves the page (the browser then shows its built-in content). */
export const pagesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/pages/:pageKey',
    { schema: { tags: ['pages'], summary: 'Content of an editable page', params, response: { 200: pageContentSchema, ...errorResponses(404) } } },
    async (request, reply) => {
      const pageKey = knownPageKey(request.params.pageKey);
      // Edits must show at once: browsers revalidate every read (no-cache + ETag → 304).
      return app.readCache.serve(request, reply, `page:${pageKey}`, async () => {
        const page = await findPageContent(ctx.db, pageKey);
        return page ? { status: 200, value: page } : { status: 404, value: errorBody(404, 'This page has no saved content yet.') };
      });
    },
  );
};

/** PUT /api/admin/pages/{pageKey}: registered in the admin scope behind guarded(['admin']). */
export const pagesAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.put(
    '/:pageKey',
    {
      schema: {
        tags: ['pages', 'admin'],
        summary: 'Save the content of an editable page (admins)',
        params,
        body: pageUpdateSchema,
        response: { 200: pageUpdateResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const pageKey = knownPageKey(request.params.pageKey);
      const { title, subtitle, content } = request.body;
      // Stored HTML is always the sanitized form; it is sanitized again when rendered.
      const clean = sanitizeRichText(content);
      if (isBlankRichText(clean)) {
        throw badRequest('Content is empty once HTML that is not allowed is removed. Add some text (paragraphs, lists, links, bold, italic).', [
          { path: 'body.content', message: 'has no text' },
        ]);
      }
      const pageContent = await savePageContent(ctx.db, pageKey, { title, subtitle, content: clean }, currentUser(request).id);
      request.log.info({ pageKey, userId: currentUser(request).id }, 'page content updated');
      return { pageContent };
    },
  );
};
