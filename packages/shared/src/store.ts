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

/** The order statuses with their own badge (player-area §4); others are shown capitalised. */
export const orderStatuses = ['completed', 'processing', 'pending', 'cancelled', 'refunded'] as const;
export type KnownOrderStatus = (typeof orderStatuses)[number];

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

/** '$12.50': the price with a dollar sign and two decimals (player-area §9). */
export function formatPrice(price: number): string {
  return `$${(Number.isFinite(price) ? price : 0).toFixed(2)}`;
}

/** The store product page path part: the slug when there is one, else the id. */
export const productPathKey = (product: Pick<Product, 'slug' | 'id'>): string => product.slug || product.id;
