/** The store module's routes, for the composition root (app.ts) and the guard file (admin/admin.routes.ts) to mount. */
export { storeRoutes } from './store.routes.ts';
