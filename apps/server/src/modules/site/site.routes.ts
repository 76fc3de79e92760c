import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGO_MAX_BYTES, LOGO_MAX_PIXELS, siteConfigSchema, siteUpdateSchema, type SiteConfig } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { localeSettings } from '../locale/index.ts';
import { currentUser } from '../../plugins/auth.ts';
import { badRequest, HttpError, notFound } from '../../plugins/errors.ts';
import { errorResponses } from '../../plugins/schemas.ts';
import { readImageHeader } from './image-header.rules.ts';
import { findLogo, removeLogo, saveLogo, saveSiteSections } from './site.queries.ts';
import { logoPath, SITE_TOPIC, siteStoreOf } from './site-store.service.ts';

const logoFile = z.object({ file: z.string().max(80) });
const LOGO_FILE = /^([0-9a-f]{64})\.(png|jpg|webp)$/;

/** GET /api/site: the runtime settings and the site's identity, landing and footer (D38); GET the logo by its hash. */
export const siteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const store = siteStoreOf(ctx);
  await store.ready;
  app.get('/site', { schema: { tags: ['system'], summary: 'Public site settings', response: { 200: siteConfigSchema } } }, async (_request, reply) => {
    // A change must show at once (D38: within 2 seconds): revalidated on every read.
    reply.header('cache-control', 'no-cache');
    // D40: the languages, with the default an admin may change at any time.
    return { ...store.config(), locale: localeSettings(ctx) };
  });
  app.get('/site/logo/:file', { schema: { tags: ['system'], summary: 'The site logo (content-addressed)', params: logoFile } }, async (request, reply) => {
    const match = LOGO_FILE.exec(request.params.file);
    const logo = match ? await findLogo(ctx.db, match[1]!) : undefined;
    if (!logo || !logoPath({ sha256: match![1]!, ext: match![2]! }).endsWith(extensionOf(logo.mime))) throw notFound('There is no such logo.');
    return reply
      .header('content-type', logo.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(logo.bytes);
  });
};

const extensionOf = (mime: string) => ({ 'image/png': '.png', 'image/jpeg': '.jpg', 'image/webp': '.webp' })[mime] ?? '.?';

/** PUT /api/admin/site, PUT and DELETE /api/admin/site/logo: registered behind guarded(admins). */
export const siteAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const store = siteStoreOf(ctx);
  const changed = async (): Promise<SiteConfig> => {
    await store.reload();
    ctx.changes?.publish(SITE_TOPIC);
    return store.config();
  };

  app.put(
    '/',
    {
      schema: {
        tags: ['system', 'admin'],
        summary: 'Change the site identity, home page or footer (admins)',
        body: siteUpdateSchema,
        response: { 200: siteConfigSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { identity, landing, footer } = request.body;
      if (!identity && !landing && !footer) throw badRequest('Send at least one of identity, landing or footer.', [{ path: 'body', message: 'is empty' }]);
      await saveSiteSections(ctx.db, { identity, landing, footer }, currentUser(request).id);
      return changed();
    },
  );

  // The logo is the raw body: any media type is read as bytes here, and judged by its bytes alone.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.put(
    '/logo',
    {
      bodyLimit: LOGO_MAX_BYTES,
      schema: {
        tags: ['system', 'admin'],
        summary: 'Upload the site logo: PNG, JPEG or WebP, at most 512 KB and 1024×1024 px (admins)',
        response: { 200: z.object({ logoUrl: z.string() }), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const bytes = request.body;
      const unsupported = new HttpError(415, 'The logo must be a PNG, JPEG or WebP image (SVG and other types are not accepted).');
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw unsupported;
      const header = readImageHeader(bytes);
      if (header === null) throw unsupported;
      if (header === 'unreadable')
        throw badRequest('The image header cannot be read: the file is damaged.', [{ path: 'body', message: 'unreadable image header' }]);
      if (header.width > LOGO_MAX_PIXELS || header.height > LOGO_MAX_PIXELS) {
        throw badRequest(`The logo is ${header.width}×${header.height} px; at most ${LOGO_MAX_PIXELS}×${LOGO_MAX_PIXELS} px is allowed.`, [
          { path: 'body', message: `${header.width}×${header.height} px is over ${LOGO_MAX_PIXELS}×${LOGO_MAX_PIXELS}` },
        ]);
      }
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await saveLogo(
        ctx.db,
        { sha256, ext: header.type.ext, mime: header.type.mime, bytes, width: header.width, height: header.height },
        currentUser(request).id,
      );
      return { logoUrl: (await changed()).identity.logoUrl };
    },
  );

  app.delete(
    '/logo',
    {
      schema: {
        tags: ['system', 'admin'],
        summary: 'Back to the built-in logo (admins)',
        response: { 200: z.object({ logoUrl: z.string() }), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await removeLogo(ctx.db, currentUser(request).id);
      return { logoUrl: (await changed()).identity.logoUrl };
    },
  );
};
