import { createHmac } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB, Dialect } from '../../db/database.ts';
import { listColumns } from '../../db/catalogue.ts';
import type { Database } from '../../db/schema.ts';

type Trx = Transaction<Database>;

/** What a deleted member's name fields read everywhere staff look (D28). */
export const DELETED_USER_NAME = 'Deleted user';

/**
 * The Discord ID is replaced by a keyed one-way hash: the same person signing in again does not
 * match it and starts as a new member, and the row id keeps two deletions of one person apart.
 */
export function erasedDiscordId(secret: string, discordId: string, userId: number): string {
  return `deleted_${createHmac('sha256', secret).update(`${discordId}:${userId}`).digest('hex').slice(0, 32)}`;
}

/** The member's row, locked on PostgreSQL for the deletion; undefined when gone or already deleted. */
export async function findUserForDeletion(trx: Trx, dialect: Dialect, userId: number) {
  const user = await trx
    .selectFrom('users')
    .select(['id', 'discord_id', 'deleted_at'])
    .where('id', '=', userId)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
  return user && !user.deleted_at ? user : undefined;
}

/** Erases the personal fields of the user row (D28); the row stays for the staff's records. */
export async function eraseUserRow(trx: Trx, user: { id: number; discord_id: string }, secret: string, at: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      discord_id: erasedDiscordId(secret, user.discord_id, user.id),
      username: DELETED_USER_NAME,
      display_name: DELETED_USER_NAME,
      avatar: null,
      email: null,
      discord_roles: '[]',
      is_admin: 0,
      can_manage_applications: 0,
      can_review_applications: 0,
      can_manage_store: 0,
      is_active: 0,
      last_login: null,
      guild_joined_at: null,
      deleted_at: at,
    })
    .where('id', '=', user.id)
    .execute();
}

/** The member's whole row, every column (the account export, the values a deletion hunts for afterwards). */
export async function findUserRow(db: DB, userId: number): Promise<Record<string, unknown> | undefined> {
  return (await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst()) as Record<string, unknown> | undefined;
}

/**
 * D37: every personal column `users` has gained since D28 (nullable, not generated, not in `kept`)
 * emptied on a deleted member's row: found in the catalogue, so a column added later is covered.
 */
export async function eraseAddedUserColumns(db: DB, dialect: Dialect, userId: number, kept: ReadonlySet<string>): Promise<void> {
  const extra = (await listColumns(db, dialect, 'users')).filter((c) => c.nullable && !c.generated && !kept.has(c.name));
  if (extra.length === 0) return;
  const values = Object.fromEntries(extra.map((c) => [c.name, null]));
  await db
    .updateTable('users')
    .set(values as never)
    .where('id', '=', userId)
    .where('deleted_at', 'is not', null)
    .execute();
}
