import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { RoleName } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { requireRole } from '../../plugins/auth.ts';
import { pagesAdminRoutes } from '../pages/pages.routes.ts';
import { formsAdminRoutes } from '../forms/forms-admin.routes.ts';
import { reviewRoutes } from '../responses/review.routes.ts';

type ModulePlugin = FastifyPluginAsync<{ ctx: AppContext }>;

/** Wraps a module so every route in it demands one of the roles. */
function guarded(roles: RoleName[], plugin: ModulePlugin): ModulePlugin {
  return async (app, opts) => {
    // preValidation: the caller's rights are checked before the body is (401/403 before 400).
    app.addHook('preValidation', requireRole(...roles));
    await plugin(app, opts);
  };
}

/** The /api/admin scope: every admin call and the roles it needs, in one place (D3). */
export async function registerAdminScope(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(
    async (admin) => {
      await admin.register(guarded(['admin'], pagesAdminRoutes), { prefix: '/pages', ctx });
      await admin.register(guarded(['admin', 'application_manager'], formsAdminRoutes), { prefix: '/applications', ctx });
    },
    { prefix: '/api/admin' },
  );
  // Staff calls outside /api/admin (the spec's paths), guarded here too so every guard is in this file.
  await app.register(guarded(['admin', 'reviewer'], reviewRoutes), { prefix: '/api/applications', ctx });
}
