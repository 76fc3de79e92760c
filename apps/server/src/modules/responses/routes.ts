/** The responses module's routes, for the composition root (app.ts) and the guard file (admin/admin.routes.ts) to mount. */
export { applicationsRoutes } from './applications.routes.ts';
export { reviewRoutes } from './review.routes.ts';
export { collaborationRoutes } from './collaboration.routes.ts';
export { messagesRoutes } from './messages.routes.ts';
