// Store display helpers without zod, for player pages' first load (decision 0013).

/** The order statuses with their own badge (player-area §4); others are shown capitalised. */
export const orderStatuses = ['completed', 'processing', 'pending', 'cancelled', 'refunded'] as const;
export type KnownOrderStatus = (typeof orderStatuses)[number];

/** '$12.50': the price with a dollar sign and two decimals (player-area §9). */
export function formatPrice(price: number): string {
  return `$${(Number.isFinite(price) ? price : 0).toFixed(2)}`;
}

/** The store product page path part: the slug when there is one, else the id. */
export const productPathKey = (product: { slug?: string | null; id: string }): string => product.slug || product.id;
