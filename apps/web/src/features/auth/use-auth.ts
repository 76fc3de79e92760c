import { useQuery } from '@tanstack/react-query';
import type { User } from '@crp/shared';
import { authStatusQuery } from './api.ts';

export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  loading: boolean;
}

/** The auth state of player-area §3: starts loading, then signed in (with user) or signed out. */
export function useAuth(): AuthState {
  const { data, isPending } = useQuery(authStatusQuery);
  return { user: data?.user ?? null, isAuthenticated: Boolean(data?.authenticated && data.user), loading: isPending };
}
