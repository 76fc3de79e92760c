import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { PageKey } from '@crp/shared';
import { hasAnyRole, roleGroups, type RoleName } from '@crp/shared/roles';
import { AppShell } from './layout/app-shell.tsx';
import { ErrorScreen } from './layout/error-screen.tsx';
import { formDefinitionQuery, myApplicationsQuery, publicFormsQuery, submissionStatusQuery } from '../features/applications/api.ts';
import { authStatusQuery } from '../features/auth/api.ts';
import { RequireAuth } from '../features/auth/require-auth.tsx';
import { pageContentQuery, pageListQuery } from '../features/pages/api.ts';
import { serverModsQuery, serverQuery, serversQuery } from '../features/servers/api.ts';
import { featuredProductsQuery, recentOrdersQuery } from '../features/store/api.ts';
import { paths, type AppPath } from './paths.ts';
import NotFoundPage from '../routes/public/not-found.tsx';
import { withTexts, type Area } from '../lib/i18n.ts';

/** A lazily loaded screen; `load` fetches its chunk ahead of rendering (a server-rendered first page, main.tsx). */
type Page = LazyExoticComponent<ComponentType> & { load: () => Promise<unknown> };
const RELOAD_FLAG = 'crp-chunk-reload';

/**
 * A lazily loaded screen and the catalogues of its texts beyond the core one (`areas`, decision 0039:
 * src/locales/{area}/, lingui.config.ts says which files' texts each holds), fetched side by side with
 * its chunk and loaded before it renders, so no page's first load carries another area's texts.
 * src/locales/catalogues.test.ts fails when a screen shows texts of a catalogue it does not name here.
 * After a deploy, an open tab may ask for a chunk that no longer exists: reload once to get the new
 * build instead of showing the error screen.
 */
const page = (importScreen: () => Promise<{ default: ComponentType }>, ...areas: Area[]): Page => {
  const load = () => withTexts(importScreen, areas);
  return Object.assign(
    lazy(() =>
      load().then(
        (mod) => {
          if (typeof window !== 'undefined') sessionStorage.removeItem(RELOAD_FLAG);
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
    ),
    { load },
  );
};

// Every screen is its own chunk (login too: most visits never show it); admin screens never load for players.
// Each names the catalogues of its texts beyond the core one (decision 0039).
const LoginPage = page(() => import('../routes/public/login.tsx'), 'sign-in');
const Home = page(() => import('../routes/public/home.tsx'), 'home');
const DemoSignIn = page(() => import('../routes/public/demo-sign-in.tsx'), 'sign-in', 'account');
const Guidelines = page(() => import('../routes/public/guidelines.tsx'), 'pages');
const DonationTos = page(() => import('../routes/public/donation-tos.tsx'), 'pages');
const Dashboard = page(() => import('../routes/player/dashboard.tsx'), 'account', 'responses');
const Applications = page(() => import('../routes/player/applications.tsx'), 'applications');
const ApplicationForm = page(() => import('../routes/player/application-form.tsx'), 'applications');
const MyResponses = page(() => import('../routes/player/my-responses.tsx'), 'responses');
const ServerStatus = page(() => import('../routes/player/server-status.tsx'), 'servers');
const ServerMods = page(() => import('../routes/player/server-mods.tsx'), 'servers');
const AdminDashboard = page(() => import('../routes/admin/dashboard.tsx'), 'admin');
// The form editor previews the applicant's form (its texts too) and edits rich text (the pages area's editor).
const AdminApplications = page(() => import('../routes/admin/applications.tsx'), 'admin', 'applications', 'pages');
const AdminResponses = page(() => import('../routes/admin/responses.tsx'), 'admin');
const AdminReview = page(() => import('../routes/admin/review.tsx'), 'admin');
const AdminUsers = page(() => import('../routes/admin/users.tsx'), 'admin');
const AdminSystemStatus = page(() => import('../routes/admin/system-status.tsx'), 'admin');
const AdminAuditLog = page(() => import('../routes/admin/audit-log.tsx'), 'admin');
const AdminGameServers = page(() => import('../routes/admin/game-servers.tsx'), 'admin');
const AdminInsights = page(() => import('../routes/admin/insights.tsx'), 'admin');
const CustomPage = page(() => import('../routes/public/custom-page.tsx'), 'pages');
const AdminSite = page(() => import('../routes/admin/site.tsx'), 'admin', 'home');
const AdminPages = page(() => import('../routes/admin/pages.tsx'), 'admin', 'pages');

const managers: RoleName[] = [...roleGroups.managers];
const reviewers: RoleName[] = [...roleGroups.reviewers];
const admins: RoleName[] = [...roleGroups.admins];

/** Who may open a route: anyone, any signed-in person, or a person holding one of the roles. */
type Access = 'public' | 'signed-in' | RoleName[];
/** Starts a page's queries; gets the route's params. Use `client.prefetchQuery(featureQuery)`: it never throws. */
type Prefetch = (client: QueryClient, params: Params, search: URLSearchParams) => unknown;

/**
 * Route data loading (docs/decisions/0012). A route's `loader` starts the page's queries the moment
 * navigation starts, so the data loads side by side with the page's code chunk instead of after it.
 * The loader never waits for the data and never fails: navigation is not held up, the page still
 * owns its loading and error states (its `useQuery` joins the request already in flight), and a
 * failed prefetch just leaves the query for the page to retry. Guarded routes prefetch only for a
 * signed-in person holding the route's roles, so signed-out visitors and players cause no staff calls.
 *
 * To give a new screen (e.g. an admin list) its loader, pass a prefetch with its feature's queryOptions:
 *
 *   guarded(paths.admin.users, AdminUsers, admins, (client) => client.prefetchQuery(adminUsersQuery({ page: 1 }))),
 *   guarded(paths.admin.review, AdminReview, reviewers, (client, { responseId }) =>
 *     client.prefetchQuery(responseDetailQuery(Number(responseId)))),
 *
 * Import only the feature's api.ts here (queryOptions, no components), never its screens.
 */
export function prefetchLoader(client: QueryClient, access: Access, prefetch: Prefetch): LoaderFunction {
  const run = (params: Params, search: URLSearchParams) => {
    try {
      void Promise.resolve(prefetch(client, params, search)).catch(() => {});
    } catch {
      // A prefetch that throws synchronously is the page's problem to show, not the navigation's.
    }
  };
  return ({ params, request }) => {
    const search = new URL(request.url).searchParams;
    if (access === 'public') run(params, search);
    else {
      // Usually answered from the cache; on a first visit this is the request the guard waits for anyway.
      void client.ensureQueryData(authStatusQuery).then(
        ({ user }) => {
          if (user && (access === 'signed-in' || hasAnyRole(user, access))) run(params, search);
        },
        () => {},
      );
    }
    return null;
  };
}

/** Loaders run again only when the path changes (not for ?query changes inside a page: the page's own queries follow those). */
const samePathname: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

/** The route table of player-area §2 and D3/D3b; `client` is the app's one QueryClient (loaders fill it). */
export function createRoutes(client: QueryClient): RouteObject[] {
  const route = (entry: Pick<AppPath, 'path'>, access: Access, element: ReactNode, prefetch?: Prefetch): RouteObject => ({
    path: entry.path,
    element,
    // The id lets firstLoad() mark this route's (empty) loader data as present on the first page.
    ...(prefetch ? { id: entry.path, loader: prefetchLoader(client, access, prefetch), shouldRevalidate: samePathname } : {}),
  });
  const withScreen = (Component: Page, object: RouteObject): RouteObject => ({ ...object, handle: { load: Component.load } });
  const open = (entry: Pick<AppPath, 'path'>, Component: Page, prefetch?: Prefetch) => withScreen(Component, route(entry, 'public', <Component />, prefetch));
  const guarded = (entry: Pick<AppPath, 'path'>, Component: Page, roles?: RoleName[], prefetch?: Prefetch) =>
    withScreen(
      Component,
      route(
        entry,
        roles ?? 'signed-in',
        <RequireAuth roles={roles}>
          <Component />
        </RequireAuth>,
        prefetch,
      ),
    );

  const servers: Prefetch = (c) => c.prefetchQuery(serversQuery);
  const myApplications: Prefetch = (c) => c.prefetchQuery(myApplicationsQuery);
  const content =
    (pageKey: PageKey): Prefetch =>
    (c) =>
      c.prefetchQuery(pageContentQuery(pageKey));

  return [
    {
      element: <AppShell />,
      errorElement: <ErrorScreen />,
      children: [
        open(paths.home, Home, (c) => Promise.all([c.prefetchQuery(serversQuery), c.prefetchQuery(featuredProductsQuery)])),
        open(paths.login, LoginPage),
        open(paths.demoSignIn, DemoSignIn),
        open(paths.guidelines, Guidelines, content('guidelines')),
        open(paths.donationTos, DonationTos, content('donation-tos')),
        open(paths.customPage, CustomPage),
        guarded(paths.dashboard, Dashboard, undefined, (c) => Promise.all([myApplications(c, {}, new URLSearchParams()), c.prefetchQuery(recentOrdersQuery)])),
        guarded(paths.applications, Applications, undefined, (c) => Promise.all([c.prefetchQuery(publicFormsQuery), myApplications(c, {}, new URLSearchParams())])),
        // The form starts from the draft this browser keeps (localStorage): the server cannot render that.
        browserOnly(
          guarded(paths.applicationForm, ApplicationForm, undefined, (c, { slug }) =>
            slug ? Promise.all([c.prefetchQuery(formDefinitionQuery(slug)), c.prefetchQuery(submissionStatusQuery(slug))]) : null,
          ),
        ),
        guarded(paths.myResponses, MyResponses, undefined, myApplications),
        guarded(paths.servers, ServerStatus, undefined, servers),
        guarded(paths.serverStatus, ServerStatus, undefined, servers),
        guarded(paths.serverMods, ServerMods, undefined, (c, { serverId }) => {
          const id = Number(serverId);
          if (!/^\d+$/.test(serverId ?? '') || id < 1) return null;
          return Promise.all([c.prefetchQuery(serverQuery(id)), c.prefetchQuery(serverModsQuery(id))]);
        }),
        guarded(paths.admin.dashboard, AdminDashboard, managers),
        guarded(paths.admin.applications, AdminApplications, managers),
        guarded(paths.admin.responses, AdminResponses, reviewers),
        guarded(paths.admin.review, AdminReview, reviewers),
        guarded(paths.admin.reviewAlt, AdminReview, reviewers),
        guarded(paths.admin.users, AdminUsers, admins),
        guarded(paths.admin.systemStatus, AdminSystemStatus, admins),
        guarded(paths.admin.auditLog, AdminAuditLog, admins),
        // Two admin screens' queries come with their screens' chunks (import() below), not in every page's first load.
        guarded(paths.admin.gameServers, AdminGameServers, admins, (client) =>
          import('../features/game-servers/api.ts').then(({ gameKeysQuery }) => client.prefetchQuery(gameKeysQuery)),
        ),
        // Range and form come from the address (D42): the loader asks for exactly what the page shows.
        guarded(paths.admin.insights, AdminInsights, managers, (c, _params, search) =>
          import('../features/insights/api.ts').then(({ insightsFormsQuery, insightsParamsOf, insightsQuery }) =>
            Promise.all([c.prefetchQuery(insightsQuery(insightsParamsOf(search))), c.prefetchQuery(insightsFormsQuery)]),
          ),
        ),
        guarded(paths.admin.site, AdminSite, admins),
        guarded(paths.admin.pages, AdminPages, admins, (client) => client.prefetchQuery(pageListQuery)),
        // The catch-all is the router's own pattern, not a page anyone links to.
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/**
 * Router options for the first page: its loaders are started here and their (empty) data marked as
 * present, so the router renders at once instead of showing a hydration fallback while they settle.
 */
export function firstLoad(routes: RouteObject[], url: string): { hydrationData: HydrationState } {
  const loaderData: Record<string, null> = {};
  const href = new URL(url, 'http://localhost');
  for (const { route, params } of matchRoutes(routes, href) ?? []) {
    if (!route.id || typeof route.loader !== 'function') continue;
    loaderData[route.id] = null;
    void route.loader({ params, request: new Request(href), context: undefined } as LoaderFunctionArgs);
  }
  return { hydrationData: { loaderData } };
}

export function createRouter(client: QueryClient) {
  const routes = createRoutes(client);
  return createBrowserRouter(routes, firstLoad(routes, window.location.pathname + window.location.search));
}

/** What a route's `handle` may hold. */
export interface ScreenHandle {
  /** Loads the screen's code chunk. */
  load?: () => Promise<unknown>;
  /** The screen depends on what only the browser knows: the server sends the page unrendered (decision 0024). */
  browserOnly?: boolean;
}

const browserOnly = (route: RouteObject): RouteObject => ({ ...route, handle: { ...(route.handle as ScreenHandle), browserOnly: true } });

/** Loads the screens (code chunks) the routes at `location` show; never fails (the page shows its own error). */
export function loadScreens(routes: RouteObject[], location: Pick<Location, 'pathname' | 'search'>): Promise<unknown> {
  const screens = (matchRoutes(routes, location) ?? []).map(({ route }) => (route.handle as ScreenHandle | undefined)?.load?.());
  return Promise.all(screens).catch(() => {});
}

/** For <RouterProvider flushSync>: lets navigate(…, { flushSync: true }) commit at once, not as a transition (logout). */
export const routerFlushSync = (fn: () => unknown): undefined => {
  flushSync(fn);
};
