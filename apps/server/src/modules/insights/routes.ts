/** The insights module's routes, for the guard file (admin/admin.routes.ts) to mount. */
export { insightsRoutes } from './insights.routes.ts';
