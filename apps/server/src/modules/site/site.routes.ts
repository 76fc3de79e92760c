import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteConfigSchema } from '@crp/shared';
import type { AppContext } from '../../context.ts';

/** GET /api/site: the runtime settings the web app needs (store address, invite link, demo mode). */
export const siteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = {
    demoMode: ctx.env.demoMode,
    storeUrl: ctx.env.STORE_URL,
    discordInviteUrl: ctx.env.DISCORD_INVITE_URL,
    navigationOverlayMs: ctx.env.NAVIGATION_OVERLAY_MS,
  };
  app.get('/site', { schema: { tags: ['system'], summary: 'Public site settings', response: { 200: siteConfigSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return config;
  });
};
