import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

/** Data loaded this recently (by a route loader while the page's code was loading) is not fetched again on mount. */
export const JUST_LOADED_MS = 5_000;

/** Cache rules of player-area §9: 5 min stale, 1 retry (not for 4xx), no refetch on focus, backoff 1 s → 30 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        // Queries that are always stale (staleTime 0) would otherwise fetch twice: once in the loader, once on mount.
        // Invalidated data (a write since) is always fetched again, however recent it is.
        refetchOnMount: (query) => query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > JUST_LOADED_MS,
        retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: { retry: false },
    },
  });
}
