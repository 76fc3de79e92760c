import { queryOptions } from '@tanstack/react-query';
import type { BackgroundStatus, StatusComponent, StatusFailed, StatusOnline, StatusHistory } from '@crp/shared';
import { api, ApiRequestError } from '../../lib/api-client.ts';

export type ComponentState =
  | { status: 'online'; latencyMs: number; checkedAt: string; detail: string | null }
  | { status: 'offline' | 'error'; message: string; checkedAt: string; latencyMs: number | null };

/** Every 30 s (admin-area §9), only while the page is visible. */
export const STATUS_POLL_MS = 30_000;

export const statusKeys = {
  all: ['system-status'] as const,
  component: (c: StatusComponent) => ['system-status', 'component', c] as const,
  history: ['system-status', 'history'] as const,
  background: ['system-status', 'background'] as const,
};

/**
 * One component check (D26). 503 carries what is wrong; any other failure of the call itself
 * marks the component as 'error' (admin-area §8), never throws to the screen.
 */
export const componentStatusQuery = (component: StatusComponent) =>
  queryOptions({
    queryKey: statusKeys.component(component),
    queryFn: async ({ signal }): Promise<ComponentState> => {
      try {
        return await api<StatusOnline>(`/admin/status/${component}`, { signal });
      } catch (err) {
        if (signal.aborted) throw err;
        const checkedAt = new Date().toISOString();
        if (err instanceof ApiRequestError && err.status === 503 && err.body && 'status' in err.body) {
          const body = err.body as unknown as StatusFailed;
          return { status: body.status, message: body.message, checkedAt: body.checkedAt, latencyMs: body.latencyMs };
        }
        return { status: 'error', message: err instanceof Error ? err.message : 'The check failed', checkedAt, latencyMs: null };
      }
    },
    retry: false,
    staleTime: 0,
  });

export const statusHistoryQuery = queryOptions({
  queryKey: statusKeys.history,
  queryFn: ({ signal }) => api<StatusHistory>('/admin/status/history', { signal }),
  staleTime: 0,
});

export const backgroundStatusQuery = queryOptions({
  queryKey: statusKeys.background,
  queryFn: ({ signal }) => api<BackgroundStatus>('/admin/status/background', { signal }),
  staleTime: 0,
});
