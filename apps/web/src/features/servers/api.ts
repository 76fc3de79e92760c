import { queryOptions } from '@tanstack/react-query';
import type { ModList, Server } from '@crp/shared';
import { api } from '../../lib/api-client.ts';

/** Server status and mods are public reads, sent without credentials (player-area §6). */
const SERVER_POLL_MS = 30_000;

export const serverKeys = {
  all: ['servers'] as const,
  list: () => [...serverKeys.all, 'list'] as const,
  detail: (id: number) => [...serverKeys.all, 'detail', id] as const,
  mods: (id: number) => [...serverKeys.all, 'mods', id] as const,
};

/** GET /api/servers: served from the server's store, refetched every 30 s (§9). */
export const serversQuery = queryOptions({
  queryKey: serverKeys.list(),
  queryFn: ({ signal }) => api<Server[]>('/servers', { credentials: false, signal }),
  refetchInterval: SERVER_POLL_MS,
  staleTime: SERVER_POLL_MS,
});

export const serverQuery = (id: number) =>
  queryOptions({
    queryKey: serverKeys.detail(id),
    queryFn: ({ signal }) => api<Server>(`/servers/${id}`, { credentials: false, signal }),
    refetchInterval: SERVER_POLL_MS,
    staleTime: SERVER_POLL_MS,
  });

export const serverModsQuery = (id: number) =>
  queryOptions({
    queryKey: serverKeys.mods(id),
    queryFn: ({ signal }) => api<ModList>(`/servers/${id}/mods`, { credentials: false, signal }),
    refetchInterval: SERVER_POLL_MS,
    staleTime: SERVER_POLL_MS,
  });

/**
 * 'Refresh' on the mods page: asks the server to read the collection from Steam again. Sent with
 * credentials: only an admin's refresh reaches Steam; everyone else gets the cached list (#14).
 */
export function fetchModsFresh(id: number): Promise<ModList> {
  return api<ModList>(`/servers/${id}/mods?refresh=1`);
}
