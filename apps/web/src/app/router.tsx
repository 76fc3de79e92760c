import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RoleName } from '@crp/shared';
import { AppShell } from './layout/app-shell.tsx';
import { ErrorScreen } from './layout/error-screen.tsx';
import { RequireAuth } from '../features/auth/require-auth.tsx';
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

const open = (path: string, Component: ComponentType): RouteObject => ({ path, element: <Component /> });
const guarded = (path: string, Component: ComponentType, roles?: RoleName[]): RouteObject => ({
  path,
  element: (
    <RequireAuth roles={roles} fallbackPath={roles ? '/dashboard' : undefined}>
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
      open('/', Home),
      open('/login', LoginPage),
      open('/demo-sign-in', DemoSignIn),
      open('/guidelines', Guidelines),
      open('/donation-tos', DonationTos),
      guarded('/dashboard', Dashboard),
      guarded('/applications', Applications),
      guarded('/application-form', ApplicationForm),
      guarded('/application-form/:slug', ApplicationForm),
      guarded('/my-responses', MyResponses),
      guarded('/servers', ServerStatus),
      guarded('/server-status', ServerStatus),
      guarded('/server/:serverId/mods', ServerMods),
      guarded('/admin', AdminDashboard, managers),
      guarded('/admin/applications', AdminApplications, managers),
      guarded('/admin/responses', AdminResponses, reviewers),
      guarded('/admin/application/:responseId', AdminReview, reviewers),
      guarded('/admin/applications/view/:responseId', AdminReview, reviewers),
      guarded('/admin/users', AdminUsers, admins),
      guarded('/admin/system-status', AdminSystemStatus, admins),
      open('*', NotFoundPage),
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/** For <RouterProvider flushSync>: lets navigate(…, { flushSync: true }) commit at once, not as a transition (logout). */
export const routerFlushSync = (fn: () => unknown): undefined => {
  flushSync(fn);
};
