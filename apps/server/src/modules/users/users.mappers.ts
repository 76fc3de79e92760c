import type { AdminUser, SteamAccount, UserApplication } from '@crp/shared';
import { toBool } from '../../db/database.ts';
import type { listUserApplications, UserListRow } from './users.queries.ts';

export function toAdminUser(row: UserListRow, steam: SteamAccount | null = null): AdminUser {
  return {
    id: row.id,
    discordId: row.discord_id,
    username: row.username,
    displayName: row.display_name,
    email: row.email,
    createdAt: row.created_at,
    lastLogin: row.last_login,
    isActive: toBool(row.is_active),
    isAdmin: toBool(row.is_admin),
    canManageApplications: toBool(row.can_manage_applications),
    canReviewApplications: toBool(row.can_review_applications),
    canManageStore: toBool(row.can_manage_store),
    steam,
    guildJoinedAt: row.guild_joined_at,
  };
}

type ApplicationRow = Awaited<ReturnType<typeof listUserApplications>>['rows'][number];

export const toUserApplication = (row: ApplicationRow): UserApplication => ({
  id: row.id,
  formId: row.form_id,
  title: row.title,
  type: row.type === 'survey' ? 'survey' : 'application',
  status: row.status,
  submittedAt: row.submitted_at,
});
