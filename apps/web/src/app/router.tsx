import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RoleName } from '@crp/shared';
import { AppShell } from './layout/app-shell.tsx';
import { ErrorScreen } from './layout/error-screen.tsx';
import { RequireAuth } from '../features/auth/require-auth.tsx';
import { paths, type AppPath } from './paths.ts';
import LoginPage from '../routes/public/login.tsx';
import NotFoundPage from '../routes/public/not-found.tsx';

type Page = LazyExoticComponent<ComponentType>;
const RELOAD_FLAG = 'crp-chunk-reload';

/**
 * A lazily loaded screen. After a deploy, an open tab may ask for a chunk that no longer exists:
 * reload once to get the new build instead of showing the error screen.
 */
const page = (load: () => Promise<{ default: ComponentType }>): Page =>
  lazy(() =>
    load().then(
      (mod) => {
        sessionStorage.removeItem(RELOAD_FLAG);
        return mod;
      },
      (err: unknown) => {
        if (typeof window !== 'undefined' && !sessionStorage.getItem(RELOAD_FLAG)) {
          sessionStorage.setItem(RELOAD_FLAG, '1');
          window.location.reload();
          return new Promise<never>(() => {});
        }
        throw err;
      },
    ),
  );

// Every screen but login is its own chunk; admin screens never load for players.
const Home = page(() => import('../routes/public/home.tsx'));
const DemoSignIn = page(() => import('../routes/public/demo-sign-in.tsx'));
const Guidelines = page(() => import('../routes/public/guidelines.tsx'));
const DonationTos = page(() => import('../routes/public/donation-tos.tsx'));
const Dashboard = page(() => import('../routes/player/dashboard.tsx'));
const Applications = page(() => import('../routes/player/applications.tsx'));
const ApplicationForm = page(() => import('../routes/player/application-form.tsx'));
const MyResponses = page(() => import('../routes/player/my-responses.tsx'));
const ServerStatus = page(() => import('../routes/player/server-status.tsx'));
const ServerMods = page(() => import('../routes/player/server-mods.tsx'));
const AdminDashboard = page(() => import('../routes/admin/dashboard.tsx'));
const AdminApplications = page(() => import('../routes/admin/applications.tsx'));
const AdminResponses = page(() => import('../routes/admin/responses.tsx'));
const AdminReview = page(() => import('../routes/admin/review.tsx'));
const AdminUsers = page(() => import('../routes/admin/users.tsx'));
const AdminSystemStatus = page(() => import('../routes/admin/system-status.tsx'));
const AdminAuditLog = page(() => import('../routes/admin/audit-log.tsx'));

const open = ({ path }: Pick<AppPath, 'path'>, Component: ComponentType): RouteObject => ({ path, element: <Component /> });
const guarded = ({ path }: Pick<AppPath, 'path'>, Component: ComponentType, roles?: RoleName[]): RouteObject => ({
  path,
  element: (
    <RequireAuth roles={roles}>
      <Component />
    </RequireAuth>
  ),
});

const managers: RoleName[] = ['admin', 'application_manager'];
const reviewers: RoleName[] = ['admin', 'reviewer'];
const admins: RoleName[] = ['admin'];

/** The route table of player-area §2 and D3/D3b. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <ErrorScreen />,
    children: [
      open(paths.home, Home),
      open(paths.login, LoginPage),
      open(paths.demoSignIn, DemoSignIn),
      open(paths.guidelines, Guidelines),
      open(paths.donationTos, DonationTos),
      guarded(paths.dashboard, Dashboard),
      guarded(paths.applications, Applications),
      guarded(paths.applicationForm, ApplicationForm),
      guarded(paths.myResponses, MyResponses),
      guarded(paths.servers, ServerStatus),
      guarded(paths.serverStatus, ServerStatus),
      guarded(paths.serverMods, ServerMods),
      guarded(paths.admin.dashboard, AdminDashboard, managers),
      guarded(paths.admin.applications, AdminApplications, managers),
      guarded(paths.admin.responses, AdminResponses, reviewers),
      guarded(paths.admin.review, AdminReview, reviewers),
      guarded(paths.admin.reviewAlt, AdminReview, reviewers),
      guarded(paths.admin.users, AdminUsers, admins),
      guarded(paths.admin.systemStatus, AdminSystemStatus, admins),
      guarded(paths.admin.auditLog, AdminAuditLog, admins),
      // The catch-all is the router's own pattern, not a page anyone links to.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/** For <RouterProvider flushSync>: lets navigate(…, { flushSync: true }) commit at once, not as a transition (logout). */
export const routerFlushSync = (fn: () => unknown): undefined => {
  flushSync(fn);
};
