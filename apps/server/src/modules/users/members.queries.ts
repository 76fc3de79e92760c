import { fromBool, now, type DB } from '../../db/database.ts';
import type { UsersTable } from './users.tables.ts';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

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
  /** D34: when they joined the guild (Discord's member object); undefined keeps the stored date. */
  guildJoinedAt?: string | null;
  /** D40: the language a new member starts with (Discord's, mapped; modules/locale); never changes a member's own choice. */
  locale?: string | null;
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
    roles_checked_at: timestamp,
    ...(profile.guildJoinedAt !== undefined ? { guild_joined_at: profile.guildJoinedAt } : {}),
  };
  return db
    .insertInto('users')
    .values({ discord_id: profile.discordId, created_at: timestamp, ...values, ...(profile.locale ? { locale: profile.locale } : {}) })
    .onConflict((oc) => oc.column('discord_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The roles just read from Discord and the permissions they give; the copy is as of now (D43 a). */
export async function updatePermissions(db: DB, userId: number, roles: string[], permissions: Permissions): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ discord_roles: JSON.stringify(roles), ...permissionColumns(permissions), roles_checked_at: now() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What the avatar redirect needs of a member. */
export async function findAvatarByDiscordId(db: DB, discordId: string): Promise<Pick<UserRow, 'discord_id' | 'avatar'> | undefined> {
  return db.selectFrom('users').select(['discord_id', 'avatar']).where('discord_id', '=', discordId).executeTakeFirst();
}


export async function findUserByDiscordId(db: DB, discordId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('discord_id', '=', discordId).executeTakeFirst();
}

/** A member's account made without a sign-in (from a Discord interaction, D32): no last login yet. */
export async function insertMemberUser(db: DB, profile: DiscordProfile, permissions: Permissions): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      discord_id: profile.discordId,
      username: profile.username,
      display_name: profile.displayName,
      avatar: profile.avatar,
      email: profile.email,
      discord_roles: JSON.stringify(profile.roles),
      ...permissionColumns(permissions),
      created_at: now(),
      roles_checked_at: now(),
    })
    .onConflict((oc) =>
      oc.column('discord_id').doUpdateSet({ discord_roles: JSON.stringify(profile.roles), ...permissionColumns(permissions), roles_checked_at: now() }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * D43 (a): the member is no longer in the guild: no roles, no join date, the permissions left
 * without roles (none, but ADMIN_DISCORD_IDS's). The caller ends their sessions in the same transaction.
 */
export async function clearGuildMembership(db: DB | Transaction<Database>, userId: number, permissions: Permissions): Promise<void> {
  await db
    .updateTable('users')
    .set({ discord_roles: '[]', guild_joined_at: null, ...permissionColumns(permissions), roles_checked_at: now() })
    .where('id', '=', userId)
    .execute();
}

/** A member's own language (`users.locale`, 0024, D40); the locale module decides what it may be. */
export async function writeMemberLocale(db: DB, userId: number, locale: string): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
}

export async function readMemberLocale(db: DB, discordId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('locale').where('discord_id', '=', discordId).executeTakeFirst();
  return row?.locale ?? null;
}
