import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLocale, LOCALES } from '@crp/shared/locales';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../plugins/errors.ts';
import { errorResponses } from '../../plugins/schemas.ts';
import { localeSettings, requestLocale, setSiteDefaultLocale } from './locale.service.ts';
import { translate } from './translate.rules.ts';

const settingsSchema = z.object({ default: z.enum(LOCALES), available: z.array(z.enum(LOCALES)) });

/** PUT /api/admin/site/locale { default } (admins, mounted by the guard file): the site's default language (D40). */
export const localeAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.put(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: "Sets the site's default language",
        body: z.object({ default: z.string().max(20) }),
        response: { 200: settingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const locale = request.body.default;
      if (!isLocale(locale)) throw badRequest(translate(requestLocale(ctx, request), 'error.unknownLocale', { available: LOCALES.join(', ') }));
      await setSiteDefaultLocale(ctx, locale);
      return localeSettings(ctx);
    },
  );
};
