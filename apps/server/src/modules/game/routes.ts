/** The game servers module's routes, for the composition root (app.ts) and the guard file (admin/admin.routes.ts) to mount. */
export { gameApiRoutes } from './game-api.routes.ts';
export { gameKeysAdminRoutes } from './game-keys.routes.ts';
