import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast.ts';
import { useNavigate } from 'react-router';
import type { AuthStatus } from '@crp/shared';
import { paths } from '../../app/paths.ts';
import { api } from '../../lib/api-client.ts';
import { translate } from '../../lib/i18n.ts';

export const authStatusQuery = queryOptions({
  queryKey: ['auth', 'status'],
  // A failed status check counts as signed out (player-area §8).
  queryFn: async (): Promise<AuthStatus> => {
    try {
      return await api<AuthStatus>('/unified-auth/status', { redirectOn401: false });
    } catch {
      return { authenticated: false, user: null };
    }
  },
  staleTime: 5 * 60 * 1000,
});

/** Full page load to the server's sign-in start, which redirects to Discord. */
export function startLogin(returnTo: string): void {
  window.location.assign(paths.signInStart.href(returnTo));
}

import { clearMemberStorage } from '../../lib/member-storage.ts';
import { signOutInProgress } from '../../lib/sign-out-state.ts';

export { signOutInProgress };

export async function leaveSignedOut(navigateHome: () => Promise<void> | void, signOut: () => void): Promise<void> {
  signOutInProgress.leaving = window.location.pathname;
  try {
    await navigateHome();
    signOut();
  } finally {
    setTimeout(() => (signOutInProgress.leaving = null), 1000);
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api<{ success: boolean }>('/unified-auth/logout', { method: 'POST', redirectOn401: false }),
    onSuccess: async () => {
      // The person's drafts leave with them (D43 g); read before the sign-in state is cleared.
      clearMemberStorage(queryClient.getQueryData(authStatusQuery.queryKey)?.user?.discordId);
      // To the public home page first, committed at once (flushSync, not a transition), so the guard
      // of the page being left never sees the signed-out state and sends to a 'Please sign in' screen.
      await leaveSignedOut(
        () => navigate(paths.home.href(), { flushSync: true }),
        () => queryClient.setQueryData(authStatusQuery.queryKey, { authenticated: false, user: null }),
      );
      toast.success(translate(msg`Logged out successfully`));
      // The signed-in screens are unmounted by now, so their cached data can go without a refetch
      // (a mounted query would refetch, get a 401 and force a full reload to /login).
      queryClient.removeQueries({ type: 'inactive', predicate: (q) => !['auth', 'site-config'].includes(String(q.queryKey[0])) });
    },
    onError: () => toast.error(translate(msg`Failed to logout`)),
  });
}
