import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The data a server-rendered page was rendered from: each query's key, data and time (decision 0024). */
export type PageState = Array<[key: QueryKey, data: unknown, updatedAt: number]>;

/** On the server: the queries of a render that have data (failed ones the browser asks again). */
export function pageStateOf(client: QueryClient): PageState {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => [query.queryKey, query.state.data, query.state.dataUpdatedAt]);
}

/**
 * In the browser: starts the cache from the page's state, so the first render is the page as the
 * server drew it. (TanStack's own hydrate() does more than this needs: 1 KB of every first load.)
 */
export function startFromPageState(client: QueryClient, state: PageState): void {
  for (const [key, data, updatedAt] of state) client.setQueryData(key, data, { updatedAt });
}
