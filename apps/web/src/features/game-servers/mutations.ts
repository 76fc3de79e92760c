import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameKey, GameKeyCreated } from '@crp/shared';
import { api } from '../../lib/api-client.ts';
import { gameKeyKeys } from './api.ts';

/** Create (the answer holds the key, shown once) and revoke. */
export function useCreateGameKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api<GameKeyCreated>('/admin/game-keys', { method: 'POST', body: { name } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gameKeyKeys.all }),
  });
}

export function useRevokeGameKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ success: true }>(`/admin/game-keys/${id}`, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<GameKey[]>(gameKeyKeys.all, (old) => old?.filter((k) => k.id !== id));
      void queryClient.invalidateQueries({ queryKey: gameKeyKeys.all });
    },
  });
}
