/** The locale module's routes, for the guard file (admin/admin.routes.ts) to mount. */
export { localeAdminRoutes } from './locale.routes.ts';
