/** The auth module's routes, for the composition root (app.ts) and the guard file (admin/admin.routes.ts) to mount. */
export { authRoutes } from './auth.routes.ts';
