import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { hasAnyRole, roleGroups, type RoleName } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { forbidden, unauthorized } from '../../plugins/errors.ts';
import { freshRights } from '../auth/index.ts';
import { formsAdminRoutes, formTemplatesRoutes, guildRolesRoutes } from '../forms/routes.ts';
import { deliveriesAdminRoutes, discordAdminRoutes, formWebhookRoutes } from '../deliveries/routes.ts';
import { collaborationRoutes, reviewRoutes } from '../responses/routes.ts';
import { pagesAdminRoutes } from '../pages/routes.ts';
import { serversAdminRoutes } from '../servers/routes.ts';
import { siteAdminRoutes } from '../site/routes.ts';
import { auditLogRoutes } from '../audit/routes.ts';
import { gameKeysAdminRoutes } from '../game/routes.ts';
import { statusRoutes } from '../status/routes.ts';
import { localeAdminRoutes } from '../locale/routes.ts';
import { adminUsersRoutes, usersRoutes } from '../users/routes.ts';
import { insightsRoutes } from '../insights/routes.ts';

/**
 * THE guard file: every admin and staff route of the API is mounted here, with the roles it needs
 * and the 403 text it answers, so one read shows who may call what (D3, issue #8 item 4).
 *
 * To add a staff module: export a plugin from your module (its routes without any role check),
 * then add ONE line to `registerAdminScope` below:
 *   - under /api/admin:      `await admin.register(guarded(reviewers, myAdminRoutes), { prefix: '/things', ctx });`
 *   - under another prefix:  `await app.register(guarded(admins, myRoutes), { prefix: '/api/users', ctx });`
 * The guard runs in preValidation: signed out → 401, missing role → 403, both before any 400; the
 * roles it reads are no older than ROLE_MAX_AGE_S (D43 a, modules/auth/fresh-roles.ts).
 */

/** Who may call a set of routes and what a caller without the role is told. */
export interface Guard {
  readonly roles: readonly RoleName[];
  readonly denied: string;
}

/** isAdmin. */
export const admins: Guard = { roles: roleGroups.admins, denied: 'Access denied. Admin privileges required.' };
/** isAdmin or canManageApplications: forms and their settings. */
export const managers: Guard = { roles: roleGroups.managers, denied: 'Access denied. Application manager privileges required.' };
/** isAdmin or canReviewApplications: reading and deciding responses. */
export const reviewers: Guard = { roles: roleGroups.reviewers, denied: 'Access denied. Reviewer privileges required.' };

/** The same roles with another 403 text, where the spec names one (e.g. admin-area §3: the response list says 'Admin privileges'). */
export function withDenied(guard: Guard, denied: string): Guard {
  return { roles: guard.roles, denied };
}

/**
 * A preValidation hook enforcing a guard; for a single route of a plugin whose other routes need less.
 * The rights come from roles no older than ROLE_MAX_AGE_S (D43 a): read again with the bot when older.
 */
export function requireGuard(guard: Guard, ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = await freshRights(ctx, request);
    if (!user) throw unauthorized();
    if (!hasAnyRole(user, guard.roles)) throw forbidden(guard.denied);
  };
}

type ModulePlugin = FastifyPluginAsync<{ ctx: AppContext }>;

/** Wraps a module so every route in it demands the guard's roles. */
export function guarded(guard: Guard, plugin: ModulePlugin): ModulePlugin {
  return async (app, opts) => {
    app.addHook('preValidation', requireGuard(guard, opts.ctx));
    await plugin(app, opts);
  };
}

/** Every admin and staff call and the roles it needs, in one place. */
export async function registerAdminScope(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // /api/admin/*
  await app.register(
    async (admin) => {
      await admin.register(guarded(admins, pagesAdminRoutes), { prefix: '/pages', ctx });
      // The site's identity, home page, footer and logo (D38): admins.
      await admin.register(guarded(admins, siteAdminRoutes), { prefix: '/site', ctx });
      await admin.register(guarded(managers, formsAdminRoutes), { prefix: '/applications', ctx });
      // "Start from a template" (D36): ready-made forms, managers.
      await admin.register(guarded(managers, formTemplatesRoutes), { prefix: '/applications', ctx });
      // A form's webhook secret and test message (D24), and the editor's role check (D13): managers.
      await admin.register(guarded(managers, formWebhookRoutes), { prefix: '/applications', ctx });
      await admin.register(guarded(managers, discordAdminRoutes), { prefix: '/discord', ctx });
      // The guild's roles for the editor's eligibility pickers (D34): managers.
      await admin.register(guarded(managers, guildRolesRoutes), { prefix: '/discord', ctx });
      // 'Retry now' on a delivery of a response: reviewers, who see the deliveries (D24).
      await admin.register(guarded(reviewers, deliveriesAdminRoutes), { prefix: '/deliveries', ctx });
      await admin.register(guarded(admins, adminUsersRoutes), { prefix: '/users', ctx });
      await admin.register(guarded(admins, statusRoutes), { prefix: '/status', ctx });
      await admin.register(guarded(admins, auditLogRoutes), { prefix: '/audit-log', ctx });
      // Game servers' keys (D41): admins.
      await admin.register(guarded(admins, gameKeysAdminRoutes), { prefix: '/game-keys', ctx });
      // Staff insights and their CSV (D42): /api/admin/insights(.csv), managers.
      await admin.register(guarded(managers, insightsRoutes), { ctx });
      // The site's default language (D40): admins.
      await admin.register(guarded(admins, localeAdminRoutes), { prefix: '/site/locale', ctx });
    },
    { prefix: '/api/admin' },
  );

  // Staff calls the spec places outside /api/admin.
  await app.register(guarded(admins, serversAdminRoutes), { prefix: '/api/servers/admin', ctx });
  // The user list (D22) answers 'Access denied. Admin privileges required.' like the spec says (§6).
  await app.register(guarded(admins, usersRoutes), { prefix: '/api/users', ctx });
  // Response list, detail, decisions, CSV: reviewers; the 403 text is the one the spec gives (D4b).
  await app.register(guarded(withDenied(reviewers, 'Access denied. Admin privileges required.'), reviewRoutes), { prefix: '/api/applications', ctx });
  // Staff notes and votes on a response (D29, D30): reviewers.
  await app.register(guarded(reviewers, collaborationRoutes), { prefix: '/api/applications', ctx });
}
