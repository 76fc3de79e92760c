/** Every in-app path in one place: no URL strings scattered through components. */
export const paths = {
  home: '/',
  login: (returnTo?: string) => (returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login'),
  demoSignIn: '/demo-sign-in',
  guidelines: '/guidelines',
  donationTos: '/donation-tos',
  dashboard: '/dashboard',
  applications: '/applications',
  applicationForm: (slug: string) => `/application-form/${encodeURIComponent(slug)}`,
  myResponses: (fromDashboard = false) => (fromDashboard ? '/my-responses?from=dashboard' : '/my-responses'),
  servers: '/servers',
  serverStatus: '/server-status',
  serverMods: (serverId: number | string) => `/server/${serverId}/mods`,
  admin: {
    dashboard: '/admin',
    applications: (fromDashboard = false) => (fromDashboard ? '/admin/applications?from=dashboard' : '/admin/applications'),
    responses: (fromDashboard = false) => (fromDashboard ? '/admin/responses?from=dashboard' : '/admin/responses'),
    review: (responseId: number | string) => `/admin/application/${responseId}`,
    users: (fromDashboard = false) => (fromDashboard ? '/admin/users?from=dashboard' : '/admin/users'),
    systemStatus: (fromDashboard = false) => (fromDashboard ? '/admin/system-status?from=dashboard' : '/admin/system-status'),
  },
  /** Starts sign-in: a full page load to the server, which redirects to Discord (or the demo page). */
  signInStart: (returnTo: string) => `/api/unified-auth/discord?redirect=${encodeURIComponent(returnTo)}`,
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
  terms: `/donation-tos`,
  admin: `${storeUrl}/admin`,
  adminOrder: (id: number | string) => `${storeUrl}/admin/orders/${id}`,
  adminTransaction: (id: number | string) => `${storeUrl}/admin/transactions/${id}`,
});
