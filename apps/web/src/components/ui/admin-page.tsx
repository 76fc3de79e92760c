import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NavLink, useSearchParams } from 'react-router';
import type { User } from '@crp/shared';
import { hasRole } from '@crp/shared/roles';
import { paths, storePaths } from '../../app/paths.ts';
import { ButtonLink } from './button.tsx';

/** True when the page was reached from the admin dashboard's links (`?from=dashboard`). */
export function useFromDashboard(): boolean {
  const [params] = useSearchParams();
  return params.get('from') === 'dashboard';
}

/** 'Back to Admin Dashboard' (admin-area §2.2, §2.5, §2.7): only when the page was opened with from=dashboard. */
export function BackToAdminDashboard() {
  if (!useFromDashboard()) return null;
  return (
    <ButtonLink to={paths.admin.dashboard.href()} variant="ghost" size="sm" className="-ml-3 mb-4">
      <ArrowLeft />
      <Trans>Back to Admin Dashboard</Trans>
    </ButtonLink>
  );
}

export function ArrowLeft() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-4 w-4">
      <path
        fillRule="evenodd"
        d="M17 10a.75.75 0 01-.75.75H5.612l4.158 3.96a.75.75 0 11-1.04 1.08l-5.5-5.25a.75.75 0 010-1.08l5.5-5.25a.75.75 0 111.04 1.08L5.612 9.25H16.25A.75.75 0 0117 10z"
        clipRule="evenodd"
      />
    </svg>
  );
}

interface AdminPageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons at the right of the title (e.g. 'Export CSV', 'Create Application'). */
  actions?: ReactNode;
  /** Something above the title instead of the from=dashboard back button (e.g. the review screen's own back link). */
  back?: ReactNode;
  /** A side column (the admin navigation on the dashboard). */
  sidebar?: ReactNode;
  children: ReactNode;
}

/**
 * The one frame of every admin screen: the back button of the from=dashboard rule, the page title
 * (the only h1), an optional subtitle and actions, then the content.
 */
export function AdminPage({ title, subtitle, actions, back, sidebar, children }: AdminPageProps) {
  const body = (
    <div className="min-w-0">
      {back ?? <BackToAdminDashboard />}
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{title}</h1>
          {subtitle ? <p className="mt-2 text-slate-300">{subtitle}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
  if (!sidebar) return body;
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <div>{sidebar}</div>
      {body}
    </div>
  );
}

type Permissions = Pick<User, 'isAdmin' | 'canManageApplications' | 'canReviewApplications' | 'canManageStore' | 'discordRoles'>;

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 ${
    isActive ? 'bg-brand-600/20 text-white ring-1 ring-inset ring-brand-500/40' : 'text-slate-300 hover:bg-surface-800 hover:text-white'
  }`;

/**
 * The admin dashboard's side navigation (admin-area §2.1): only the entries this person may open (D3).
 * Store Management leaves for the store's own admin (D25) in a new tab.
 */
export function AdminSideNav({ user, storeUrl }: { user: Permissions; storeUrl: string }) {
  const { t } = useLingui();
  const canManage = hasRole(user, 'application_manager');
  const canStore = user.isAdmin || user.canManageStore;
  return (
    <nav aria-label={t`Admin`} className="rounded-2xl border border-surface-700 bg-surface-850/80 p-3 lg:sticky lg:top-24">
      <p className="px-3 pb-2 pt-1 text-xs font-semibold uppercase tracking-wider text-slate-400">
        <Trans>Admin</Trans>
      </p>
      <ul className="space-y-1">
        {canManage ? (
          <li>
            <NavLink to={paths.admin.dashboard.href()} end className={itemClass}>
              <NavIcon d="M2 4.75A.75.75 0 012.75 4h14.5a.75.75 0 010 1.5H2.75A.75.75 0 012 4.75zm0 5A.75.75 0 012.75 9h14.5a.75.75 0 010 1.5H2.75A.75.75 0 012 9.75zm0 5a.75.75 0 01.75-.75h14.5a.75.75 0 010 1.5H2.75a.75.75 0 01-.75-.75z" />
              <Trans>Application Management</Trans>
            </NavLink>
          </li>
        ) : null}
        {canManage ? (
          <li>
            <NavLink to={paths.admin.insights.href(true)} className={itemClass}>
              <NavIcon d="M15.5 2A1.5 1.5 0 0014 3.5v13a1.5 1.5 0 001.5 1.5h1a1.5 1.5 0 001.5-1.5v-13A1.5 1.5 0 0016.5 2h-1zM9.5 6A1.5 1.5 0 008 7.5v9A1.5 1.5 0 009.5 18h1a1.5 1.5 0 001.5-1.5v-9A1.5 1.5 0 0010.5 6h-1zM3.5 10A1.5 1.5 0 002 11.5v5A1.5 1.5 0 003.5 18h1A1.5 1.5 0 006 16.5v-5A1.5 1.5 0 004.5 10h-1z" />
              <Trans>Insights</Trans>
            </NavLink>
          </li>
        ) : null}
        {canStore && storeUrl ? (
          <li>
            <a href={storePaths(storeUrl).admin} target="_blank" rel="noopener noreferrer" className={itemClass({ isActive: false })}>
              <NavIcon d="M1 1.75A.75.75 0 011.75 1h1.628a1.75 1.75 0 011.734 1.51L5.18 3H17.25a.75.75 0 01.73.93l-1.5 6a.75.75 0 01-.73.57H6.38l.2 1.5h8.67a.75.75 0 010 1.5H5.92a.75.75 0 01-.74-.64L3.626 2.71a.25.25 0 00-.248-.21H1.75A.75.75 0 011 1.75zM6 17.5a1.5 1.5 0 113 0 1.5 1.5 0 01-3 0zm8-1.5a1.5 1.5 0 100 3 1.5 1.5 0 000-3z" />
              <span className="flex-1">
                <Trans>Store Management</Trans>
              </span>
              <span className="sr-only">
                <Trans>(opens in a new tab)</Trans>
              </span>
              <NavIcon d="M4.25 5.5a.75.75 0 00-.75.75v8.5c0 .414.336.75.75.75h8.5a.75.75 0 00.75-.75v-4a.75.75 0 011.5 0v4A2.25 2.25 0 0112.75 17h-8.5A2.25 2.25 0 012 14.75v-8.5A2.25 2.25 0 014.25 4h5a.75.75 0 010 1.5h-5zm7.25-.75a.75.75 0 01.75-.75h3.5a.75.75 0 01.75.75v3.5a.75.75 0 01-1.5 0V6.56l-5.22 5.22a.75.75 0 11-1.06-1.06l5.22-5.22h-1.69a.75.75 0 01-.75-.75z" />
            </a>
          </li>
        ) : null}
        {user.isAdmin ? (
          <li>
            <NavLink to={paths.admin.users.href(true)} className={itemClass}>
              <NavIcon d="M10 9a3 3 0 100-6 3 3 0 000 6zM6 8a2 2 0 11-4 0 2 2 0 014 0zM1.49 15.326a.78.78 0 01-.358-.442 3 3 0 014.308-3.516 6.484 6.484 0 00-1.905 3.959c-.023.222-.014.442.025.654a4.97 4.97 0 01-2.07-.655zM16.44 15.98a4.97 4.97 0 002.07-.654.78.78 0 00.357-.442 3 3 0 00-4.308-3.517 6.484 6.484 0 011.907 3.96 2.32 2.32 0 01-.026.654zM18 8a2 2 0 11-4 0 2 2 0 014 0zM5.304 16.19a.844.844 0 01-.277-.71 5 5 0 019.947 0 .843.843 0 01-.277.71A6.975 6.975 0 0110 18a6.974 6.974 0 01-4.696-1.81z" />
              <Trans>User Management</Trans>
            </NavLink>
          </li>
        ) : null}
        {user.isAdmin ? (
          <li>
            <NavLink to={paths.admin.systemStatus.href(true)} className={itemClass}>
              <NavIcon d="M10 2a.75.75 0 01.75.75v.258a33.186 33.186 0 016.668.83.75.75 0 01-.336 1.461 31.28 31.28 0 00-1.103-.232l1.702 7.545a.75.75 0 01-.387.832A4.981 4.981 0 0115 14c-.825 0-1.606-.2-2.294-.556a.75.75 0 01-.387-.832l1.77-7.849a31.743 31.743 0 00-3.339-.254v11.505a20.01 20.01 0 013.78.501.75.75 0 11-.339 1.462A18.558 18.558 0 0010 17.5c-1.442 0-2.845.165-4.191.477a.75.75 0 01-.338-1.462 20.01 20.01 0 013.779-.501V4.509c-1.129.026-2.243.112-3.34.254l1.771 7.85a.75.75 0 01-.387.83A4.98 4.98 0 015 14a4.98 4.98 0 01-2.294-.556.75.75 0 01-.387-.832L4.02 5.067c-.37.07-.738.148-1.103.232a.75.75 0 01-.336-1.462 32.845 32.845 0 016.668-.829V2.75A.75.75 0 0110 2z" />
              <Trans>System Status</Trans>
            </NavLink>
          </li>
        ) : null}
        {user.isAdmin ? (
          <li>
            <NavLink to={paths.admin.gameServers.href(true)} className={itemClass}>
              <NavIcon d="M2 5a2 2 0 012-2h12a2 2 0 012 2v2a2 2 0 01-2 2H4a2 2 0 01-2-2V5zm14 1a1 1 0 11-2 0 1 1 0 012 0zM2 13a2 2 0 012-2h12a2 2 0 012 2v2a2 2 0 01-2 2H4a2 2 0 01-2-2v-2zm14 1a1 1 0 11-2 0 1 1 0 012 0z" />
              <Trans>Game Servers</Trans>
            </NavLink>
          </li>
        ) : null}
        {user.isAdmin ? (
          <li>
            <NavLink to={paths.admin.site.href(true)} className={itemClass}>
              <NavIcon d="M10 2a8 8 0 100 16 8 8 0 000-16zM4.5 10a5.5 5.5 0 019.9-3.3L6.7 14.4A5.48 5.48 0 014.5 10zm3.1 5.3l7.7-7.7a5.5 5.5 0 01-7.7 7.7z" />
              <Trans>Site</Trans>
            </NavLink>
          </li>
        ) : null}
        {user.isAdmin ? (
          <li>
            <NavLink to={paths.admin.pages.href(true)} className={itemClass}>
              <NavIcon d="M4 2a2 2 0 00-2 2v12a2 2 0 002 2h12a2 2 0 002-2V7.4a2 2 0 00-.6-1.4l-3.4-3.4A2 2 0 0012.6 2H4zm2 7a1 1 0 000 2h8a1 1 0 100-2H6zm0 4a1 1 0 100 2h5a1 1 0 100-2H6z" />
              <Trans>Pages</Trans>
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

function NavIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-4 w-4 shrink-0 opacity-80">
      <path fillRule="evenodd" clipRule="evenodd" d={d} />
    </svg>
  );
}
