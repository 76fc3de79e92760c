import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddServerInput, Server } from '@crp/shared';
import { toast } from '../../components/ui/toast.ts';
import { api, errorMessage } from '../../lib/api-client.ts';
import { serverKeys } from './api.ts';
import { msg } from '@lingui/core/macro';
import { translate } from '../../lib/i18n.ts';

/** The admin's server writes. Apart from api.ts (the queries, which every first load carries for the route loaders). */

export function useAddServer(onDone?: (server: Server) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddServerInput) => api<Server>('/servers/admin', { method: 'POST', body: input }),
    onSuccess: (server) => {
      queryClient.setQueryData<Server[]>(serverKeys.list(), (old) => (old ? [...old.filter((s) => s.id !== server.id), server] : [server]));
      void queryClient.invalidateQueries({ queryKey: serverKeys.all });
      toast.success(translate(msg`Server added successfully!`));
      onDone?.(server);
    },
    onError: (err) => toast.error(errorMessage(err, translate(msg`Failed to add server`))),
  });
}

export function useRefreshServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<Server>(`/servers/admin/${id}/refresh`, { method: 'POST' }),
    onSuccess: (server) => {
      queryClient.setQueryData<Server[]>(serverKeys.list(), (old) => old?.map((s) => (s.id === server.id ? server : s)));
      queryClient.setQueryData(serverKeys.detail(server.id), server);
      toast.success(translate(msg`Server data refreshed`));
    },
    onError: () => toast.error(translate(msg`Failed to refresh server`)),
  });
}

export function useDeleteServer(onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ success: boolean }>(`/servers/admin/${id}`, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Server[]>(serverKeys.list(), (old) => old?.filter((s) => s.id !== id));
      queryClient.removeQueries({ queryKey: serverKeys.detail(id) });
      toast.success(translate(msg`Server deleted successfully`));
      onDone?.();
    },
    onError: () => toast.error(translate(msg`Failed to delete server`)),
  });
}
