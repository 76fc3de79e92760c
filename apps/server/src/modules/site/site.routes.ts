import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteConfigSchema, type SiteConfig } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { localeSettings } from '../locale/index.ts';

/** GET /api/site: the runtime settings the web app needs (store address, invite link, demo mode). */
export const siteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = siteConfigOf(ctx.env);
  app.get('/site', { schema: { tags: ['system'], summary: 'Public site settings', response: { 200: siteConfigSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    // D40: the languages, with the default an admin may change at any time.
    return { ...config, locale: localeSettings(ctx) };
  });
};

/** The settings are fixed for the life of the process (they come from the environment). */
export function siteConfigOf(env: AppContext['env']): SiteConfig {
  return {
    demoMode: env.demoMode,
    storeUrl: env.STORE_URL,
    discordInviteUrl: env.DISCORD_INVITE_URL,
    navigationOverlayMs: env.NAVIGATION_OVERLAY_MS,
  };
}
