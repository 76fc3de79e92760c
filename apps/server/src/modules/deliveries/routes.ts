/** The deliveries module's routes, for the composition root (app.ts) and the guard file (admin/admin.routes.ts) to mount. */
export { deliveriesAdminRoutes, discordAdminRoutes, formWebhookRoutes } from './deliveries.routes.ts';
