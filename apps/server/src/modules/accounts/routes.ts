/** The accounts module's routes (a member's own account: deletion, export, language, the Steam link), for the composition root (app.ts). */
export { accountRoutes } from './account.routes.ts';
export { steamLinkRoutes } from './steam-link.routes.ts';
