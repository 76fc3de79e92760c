import type { User } from '@crp/shared';
import { fromBool, now, toBool, type DB } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';

export type UserRow = Selectable<UsersTable>;

export interface Permissions {
  isAdmin: boolean;
  canManageApplications: boolean;
  canReviewApplications: boolean;
  canManageStore: boolean;
}

export interface DiscordProfile {
  discordId: string;
  username: string;
  displayName: string | null;
  avatar: string | null;
  email: string | null;
  roles: string[];
}

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
    discordRoles: parseRoles(row.discord_roles),
  };
}

function parseRoles(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function permissionColumns(p: Permissions) {
  return {
    is_admin: fromBool(p.isAdmin),
    can_manage_applications: fromBool(p.canManageApplications),
    can_review_applications: fromBool(p.canReviewApplications),
    can_manage_store: fromBool(p.canManageStore),
  };
}

/** Creates or updates the user from Discord at sign-in; permissions are re-read every time (D15). */
export async function upsertDiscordUser(db: DB, profile: DiscordProfile, permissions: Permissions): Promise<UserRow> {
  const timestamp = now();
  const values = {
    username: profile.username,
    display_name: profile.displayName,
    avatar: profile.avatar,
    email: profile.email,
    discord_roles: JSON.stringify(profile.roles),
    ...permissionColumns(permissions),
    last_login: timestamp,
  };
  return db
    .insertInto('users')
    .values({ discord_id: profile.discordId, created_at: timestamp, ...values })
    .onConflict((oc) => oc.column('discord_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updatePermissions(db: DB, userId: number, roles: string[], permissions: Permissions): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ discord_roles: JSON.stringify(roles), ...permissionColumns(permissions) })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findUserById(db: DB, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}
