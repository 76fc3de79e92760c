/**
 * Every in-app URL in one place. Each entry has the router pattern (`path`, used only by
 * app/router.tsx) and `href(...)`, the URL to link or navigate to. No path strings elsewhere.
 *
 *   <Route path={paths.admin.review.path} />          '/admin/application/:responseId'
 *   <Link to={paths.admin.review.href(12)} />          '/admin/application/12'
 *   <Link to={paths.admin.responses.href(true)} />     '/admin/responses?from=dashboard'
 *
 * This module imports nothing, so every layer (lib, components, features, routes) may use it.
 */
export interface AppPath<Args extends unknown[] = []> {
  /** The router pattern, e.g. '/server/:serverId/mods'. */
  readonly path: string;
  /** A concrete URL for links and navigation. */
  href(...args: Args): string;
}

const fixed = (path: string): AppPath => ({ path, href: () => path });
const withArgs = <Args extends unknown[]>(path: string, href: (...args: Args) => string): AppPath<Args> => ({ path, href });
/** Admin pages show 'Back to Admin Dashboard' when opened from the dashboard (?from=dashboard). */
const adminPage = (path: string): AppPath<[fromDashboard?: boolean]> =>
  withArgs(path, (fromDashboard = false) => (fromDashboard ? `${path}?from=dashboard` : path));
const segment = (value: number | string) => encodeURIComponent(String(value));

export const paths = {
  home: fixed('/'),
  login: withArgs('/login', (returnTo?: string) => (returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login')),
  demoSignIn: fixed('/demo-sign-in'),
  guidelines: fixed('/guidelines'),
  donationTos: fixed('/donation-tos'),
  /** A custom page (D39). */
  customPage: withArgs('/p/:slug', (slug: string) => `/p/${segment(slug)}`),
  dashboard: fixed('/dashboard'),
  applications: fixed('/applications'),
  /** Without a slug the screen sends the visitor to the applications list. */
  applicationForm: withArgs('/application-form/:slug?', (slug: string) => `/application-form/${segment(slug)}`),
  myResponses: withArgs('/my-responses', (fromDashboard = false) => (fromDashboard ? '/my-responses?from=dashboard' : '/my-responses')),
  servers: fixed('/servers'),
  serverStatus: fixed('/server-status'),
  serverMods: withArgs('/server/:serverId/mods', (serverId: number | string) => `/server/${segment(serverId)}/mods`),
  admin: {
    dashboard: fixed('/admin'),
    applications: adminPage('/admin/applications'),
    responses: adminPage('/admin/responses'),
    review: withArgs('/admin/application/:responseId', (responseId: number | string) => `/admin/application/${segment(responseId)}`),
    /** The older address of the review screen; same screen, kept so old links work. */
    reviewAlt: withArgs('/admin/applications/view/:responseId', (responseId: number | string) => `/admin/applications/view/${segment(responseId)}`),
    users: adminPage('/admin/users'),
    systemStatus: adminPage('/admin/system-status'),
    auditLog: adminPage('/admin/audit-log'),
    gameServers: adminPage('/admin/game-servers'),
    insights: adminPage('/admin/insights'),
    site: adminPage('/admin/site'),
    pages: adminPage('/admin/pages'),
  },
  /** Starts sign-in: a full page load to the server, which redirects to Discord (or the demo page). */
  signInStart: withArgs('/api/unified-auth/discord', (returnTo: string) => `/api/unified-auth/discord?redirect=${encodeURIComponent(returnTo)}`),
} as const;

/** Links to the separate store site (STORE_URL), always full page loads. */
export const storePaths = (storeUrl: string) => ({
  home: `${storeUrl}/store`,
  products: `${storeUrl}/store`,
  cart: `${storeUrl}/cart`,
  orders: `${storeUrl}/orders`,
  order: (id: number | string) => `${storeUrl}/orders/${id}`,
  product: (slugOrId: string | number) => `${storeUrl}/store/product/${slugOrId}`,
  privacy: `${storeUrl}/privacy`,
  terms: paths.donationTos.href(),
  admin: `${storeUrl}/admin`,
  adminOrder: (id: number | string) => `${storeUrl}/admin/orders/${id}`,
  adminTransaction: (id: number | string) => `${storeUrl}/admin/transactions/${id}`,
});
