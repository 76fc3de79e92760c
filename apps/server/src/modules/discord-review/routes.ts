/** The discord-review module's routes, for the composition root (app.ts). */
export { interactionsRoutes } from './interactions.routes.ts';
