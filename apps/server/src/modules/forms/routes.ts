/** The forms module's routes, for the composition root (app.ts) and the guard file (admin/admin.routes.ts) to mount. */
export { formsAdminRoutes } from './forms-admin.routes.ts';
export { formTemplatesRoutes } from './form-templates.routes.ts';
export { guildRolesRoutes } from './guild-roles.routes.ts';
