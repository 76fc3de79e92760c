import { queryOptions } from '@tanstack/react-query';
import type { Product, UserStoreStats } from '@crp/shared';
import { api } from '../../lib/api-client.ts';

/**
 * The store's lists come through our server's cached proxy (D20), never from the store directly.
 * On failure the query errors with the server's message ('Failed to fetch featured products: 503')
 * and the grid shows its empty state.
 */
export const featuredProductsQuery = queryOptions({
  queryKey: ['store', 'featured'],
  queryFn: () => api<Product[]>('/store/featured', { credentials: false }),
});

export const productsQuery = queryOptions({
  queryKey: ['store', 'products'],
  queryFn: () => api<Product[]>('/store/products', { credentials: false }),
});

const noOrders: UserStoreStats = { success: false, recentOrders: [] };

/** The signed-in member's recent orders. Failures are only logged: the dashboard shows 'No Orders Found'. */
export const recentOrdersQuery = queryOptions({
  queryKey: ['store', 'recent-orders'],
  queryFn: async (): Promise<UserStoreStats> => {
    try {
      return await api<UserStoreStats>('/store/user-stats');
    } catch (err) {
      console.warn('Could not load recent orders', err);
      return noOrders;
    }
  },
});
