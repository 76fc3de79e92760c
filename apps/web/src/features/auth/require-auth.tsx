import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { hasAnyRole, type RoleName } from '@crp/shared/roles';
import { FullScreenSpinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../app/paths.ts';
import { signOutInProgress } from './api.ts';
import { useAuth } from './use-auth.ts';
import { Redirect } from '../../components/ui/redirect.tsx';
import { RolesStaleNotice } from './components/roles-stale-notice.tsx';

interface RequireAuthProps {
  children: ReactNode;
  /** When given, the user must hold at least one of these roles. */
  roles?: RoleName[];
  /** Where a signed-in person without the role goes (default: the dashboard). */
  fallbackPath?: string;
}

/** The sign-in guard: spinner while loading, /login (remembering the origin) when signed out, role fallback. */
export function RequireAuth({ children, roles, fallbackPath }: RequireAuthProps) {
  const { t } = useLingui();
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <FullScreenSpinner label={t`Checking your sign-in...`} />;
  const here = location.pathname + location.search;
  // Signing out: the page is being left for home; do not bounce to the sign-in screen on the way.
  if (!user && signOutInProgress.leaving === location.pathname) return null;
  if (!user) return <Redirect to={paths.login.href(here)} replace state={{ from: here }} />;
  if (roles && roles.length > 0 && !hasAnyRole(user, roles)) return <Redirect to={fallbackPath ?? paths.dashboard.href()} replace />;
  // Staff screens (a role asked for) say when Discord did not answer the last roles re-read (D43 a).
  return (
    <>
      {roles && roles.length > 0 ? <RolesStaleNotice user={user} /> : null}
      {children}
    </>
  );
}
