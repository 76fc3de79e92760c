import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast.ts';
import type { AddServerInput, ModList, Server } from '@crp/shared';
import { api, errorMessage } from '../../lib/api-client.ts';

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

export function useAddServer(onDone?: (server: Server) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddServerInput) => api<Server>('/servers/admin', { method: 'POST', body: input }),
    onSuccess: (server) => {
      queryClient.setQueryData<Server[]>(serverKeys.list(), (old) => (old ? [...old.filter((s) => s.id !== server.id), server] : [server]));
      void queryClient.invalidateQueries({ queryKey: serverKeys.all });
      toast.success('Server added successfully!');
      onDone?.(server);
    },
    onError: (err) => toast.error(errorMessage(err, 'Failed to add server')),
  });
}

export function useRefreshServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<Server>(`/servers/admin/${id}/refresh`, { method: 'POST' }),
    onSuccess: (server) => {
      queryClient.setQueryData<Server[]>(serverKeys.list(), (old) => old?.map((s) => (s.id === server.id ? server : s)));
      queryClient.setQueryData(serverKeys.detail(server.id), server);
      toast.success('Server data refreshed');
    },
    onError: () => toast.error('Failed to refresh server'),
  });
}

export function useDeleteServer(onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ success: boolean }>(`/servers/admin/${id}`, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Server[]>(serverKeys.list(), (old) => old?.filter((s) => s.id !== id));
      queryClient.removeQueries({ queryKey: serverKeys.detail(id) });
      toast.success('Server deleted successfully');
      onDone?.();
    },
    onError: () => toast.error('Failed to delete server'),
  });
}
