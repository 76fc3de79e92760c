import { z } from 'zod';

/**
 * A store product as the site serves it (player-area §3), normalized on the server from whatever
 * the store sends: ids as text, the price as a number, images as absolute http(s) URLs.
 */
export const productSchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  name: z.string(),
  /** Rich text (sanitized on the server, again when rendered). */
  description: z.string(),
  shortDescription: z.string().nullable(),
  price: z.number(),
  images: z.array(z.string()),
  firstImage: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSchema);

export { orderStatuses, type KnownOrderStatus } from './store-format.ts';

export const recentOrderSchema = z.object({
  id: z.string(),
  createdAt: z.string().nullable(),
  status: z.string().nullable(),
});
export type RecentOrder = z.infer<typeof recentOrderSchema>;

/** GET /api/store/user-stats: never an error for a signed-in user; success false when the store is not reachable. */
export const userStoreStatsSchema = z.object({
  success: z.boolean(),
  recentOrders: z.array(recentOrderSchema),
});
export type UserStoreStats = z.infer<typeof userStoreStatsSchema>;

export { formatPrice, productPathKey } from './store-format.ts';
