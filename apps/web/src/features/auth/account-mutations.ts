import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { User } from '@crp/shared';
import { paths } from '../../app/paths.ts';
import { toast } from '../../components/ui/toast.ts';
import { api } from '../../lib/api-client.ts';
import { translate } from '../../lib/i18n.ts';
import { clearMemberStorage } from '../../lib/member-storage.ts';
import { authStatusQuery, leaveSignedOut } from './api.ts';

/** Account calls of single screens (deleting the account, demo sign-in), apart from api.ts, which every first load carries. */

/** The demo accounts (D16, D27): a player, a reviewer who only reviews, and an admin with every permission. */
export type DemoRole = 'member' | 'reviewer' | 'admin';

/** Deletes the member's own account (D28) and leaves signed out on the home page, like a logout. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api<{ success: true }>('/auth/account', { method: 'DELETE' }),
    onSuccess: async () => {
      // Nothing of the account stays in this browser either (D43 g).
      clearMemberStorage(queryClient.getQueryData(authStatusQuery.queryKey)?.user?.discordId);
      await leaveSignedOut(
        () => navigate(paths.home.href(), { flushSync: true }),
        () => queryClient.setQueryData(authStatusQuery.queryKey, { authenticated: false, user: null }),
      );
      toast.success(translate(msg`Your account has been deleted`));
      queryClient.removeQueries({ predicate: (q) => !['auth', 'site-config'].includes(String(q.queryKey[0])) });
    },
  });
}

export function useRefreshUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ success: boolean; user: User }>('/unified-auth/refresh', { method: 'POST' }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(authStatusQuery.queryKey, { authenticated: true, user });
      toast.success(translate(msg`User data refreshed`));
    },
    onError: () => toast.error(translate(msg`Failed to refresh user data`)),
  });
}

export function useDemoLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { role: DemoRole; redirect: string }) =>
      api<{ success: true; user: User; redirect: string }>('/unified-auth/demo', { method: 'POST', body: input }),
    onSuccess: ({ user }) => queryClient.setQueryData(authStatusQuery.queryKey, { authenticated: true, user }),
  });
}
