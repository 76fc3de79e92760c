/** The auth module's routes, for the composition root (app.ts) and the guard file (admin/admin.routes.ts) to mount. */
export { accountRoutes } from './account.routes.ts';
export { authRoutes } from './auth.routes.ts';
export { steamLinkRoutes } from './steam-link.routes.ts';
