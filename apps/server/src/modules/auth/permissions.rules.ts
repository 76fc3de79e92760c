import type { Env } from '../../env.ts';
import type { Permissions } from '../users/index.ts';

/** Maps guild role ids to the four flags (D15); ADMIN_DISCORD_IDS are always admin. */
export function permissionsFor(env: Env, discordId: string, roles: string[]): Permissions {
  const holds = (ids: string[]) => ids.some((id) => roles.includes(id));
  const isAdmin = env.ADMIN_DISCORD_IDS.includes(discordId) || holds(env.DISCORD_ADMIN_ROLE_IDS);
  return {
    isAdmin,
    canManageApplications: isAdmin || holds(env.DISCORD_MANAGER_ROLE_IDS),
    canReviewApplications: isAdmin || holds(env.DISCORD_REVIEWER_ROLE_IDS),
    canManageStore: isAdmin || holds(env.DISCORD_STORE_ROLE_IDS),
  };
}
