import type { User } from '@crp/shared';
import { isLocale } from '@crp/shared/locales';
import { toBool } from '../../db/database.ts';
import type { UserRow } from '../users/index.ts';
import { stringListColumn } from '../../lib/json-columns.ts';

/** A users row as the API shows the signed-in user. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    discordId: row.discord_id,
    username: row.username,
    displayName: row.display_name,
    avatar: row.avatar,
    email: row.email,
    createdAt: row.created_at,
    lastLogin: row.last_login,
    isAdmin: toBool(row.is_admin),
    canManageApplications: toBool(row.can_manage_applications),
    canReviewApplications: toBool(row.can_review_applications),
    canManageStore: toBool(row.can_manage_store),
    discordRoles: stringListColumn(row.discord_roles),
    guildJoinedAt: row.guild_joined_at,
    rolesCheckedAt: row.roles_checked_at,
    locale: isLocale(row.locale) ? row.locale : null,
  };
}
