/** The site module's routes, for the composition root (app.ts) and the guard file (admin/admin.routes.ts) to mount. */
export { siteAdminRoutes, siteRoutes } from './site.routes.ts';
