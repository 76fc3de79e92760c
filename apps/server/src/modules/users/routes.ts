/** The users module's routes, for the composition root (app.ts) and the guard file (admin/admin.routes.ts) to mount. */
export { adminUsersRoutes, usersRoutes } from './users.routes.ts';
