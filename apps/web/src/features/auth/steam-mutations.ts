import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthStatus, SteamAccount } from '@crp/shared';
import { api } from '../../lib/api-client.ts';
import { authStatusQuery } from './api.ts';

/** D33: the linked Steam account lives on the status call's user; these calls change it. */

/** Full page load to the server, which sends the browser to Steam's sign-in. */
export const steamLinkHref = '/api/auth/steam/link';

function useSetSteam() {
  const queryClient = useQueryClient();
  return (steam: SteamAccount | null) => {
    queryClient.setQueryData<AuthStatus>(authStatusQuery.queryKey, (status) => (status?.user ? { ...status, user: { ...status.user, steam } } : status));
    // The gates of the forms depend on it (D34).
    void queryClient.invalidateQueries({ queryKey: ['applications'] });
  };
}

export function useUnlinkSteam() {
  const setSteam = useSetSteam();
  return useMutation({
    mutationFn: () => api<void>('/auth/steam', { method: 'DELETE' }),
    onSuccess: () => setSteam(null),
  });
}

export function useRefreshSteam() {
  const setSteam = useSetSteam();
  return useMutation({
    mutationFn: () => api<{ steam: SteamAccount | null }>('/auth/steam/refresh', { method: 'POST' }),
    onSuccess: (result) => setSteam(result.steam),
  });
}
