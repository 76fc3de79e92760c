import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productListSchema, userStoreStatsSchema } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { UpstreamError } from '../../integrations/http.ts';
import { STORE_NOT_CONFIGURED, storeFailureReason } from '../../integrations/store.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { errorResponses } from '../../plugins/schemas.ts';
import { sanitizeProducts } from './store.mappers.ts';
import { cachedLoader, defaultCacheOptions, type CacheOptions } from './store-cache.service.ts';

const MAX_RECENT_ORDERS = 20;

function logFailure(log: FastifyBaseLogger, what: string, err: unknown): void {
  if (storeFailureReason(err) === STORE_NOT_CONFIGURED) return;
  if (err instanceof UpstreamError) log.warn({ reason: storeFailureReason(err), detail: err.message }, `store ${what} failed`);
  else log.error({ err }, `store ${what} failed unexpectedly`);
}

/**
 * The store proxy (D20): product lists are fetched by the server from STORE_URL, cached in
 * memory for a minute and served stale while the store fails; a member's orders are read with STORE_API_KEY.
 */
export const storeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; cache?: CacheOptions }> = async (app, { ctx, cache = defaultCacheOptions }) => {
  // ctx.clients.store is read on each load so the client can be swapped (tests use short timeouts).
  const lists = {
    products: {
      cache: cachedLoader(async () => sanitizeProducts(await ctx.clients.store.products()), cache),
      label: 'products',
      failure: (reason: string) => `Failed to fetch products: ${reason}`,
    },
    featured: {
      cache: cachedLoader(async () => sanitizeProducts(await ctx.clients.store.featured()), cache),
      label: 'featured products',
      failure: (reason: string) => `Failed to fetch featured products: ${reason}`,
    },
  };

  for (const [path, list] of Object.entries(lists)) {
    app.get(
      `/store/${path}`,
      {
        schema: {
          tags: ['store'],
          summary: `The store's ${list.label} (cached proxy of STORE_URL)`,
          response: { 200: productListSchema, ...errorResponses(502) },
        },
      },
      async (request, reply) => {
        try {
          const { value, stale } = await list.cache.get();
          reply.header('cache-control', stale ? 'no-cache' : 'public, max-age=60');
          return value;
        } catch (err) {
          logFailure(request.log, list.label, err);
          reply.header('cache-control', 'no-store');
          throw new HttpError(502, list.failure(storeFailureReason(err)), 'store_unavailable');
        }
      },
    );
  }

  app.get(
    '/store/user-stats',
    {
      preValidation: requireUser,
      schema: {
        tags: ['store'],
        summary: "The signed-in member's recent store orders; success false when the store cannot answer",
        response: { 200: userStoreStatsSchema, ...errorResponses(401) },
      },
    },
    // Kept for the member's session a few seconds (lib/personal-reads.ts): a dashboard reload does not ask the store again.
    async (request, reply) =>
      app.personalReads.serve(request, reply, async () => {
        try {
          const orders = await ctx.clients.store.recentOrders(currentUser(request).discordId);
          return { success: true, recentOrders: orders.slice(0, MAX_RECENT_ORDERS) };
        } catch (err) {
          // The dashboard shows its empty state; never an error page (D20).
          logFailure(request.log, 'user stats', err);
          return { success: false, recentOrders: [] };
        }
      }),
  );
};
