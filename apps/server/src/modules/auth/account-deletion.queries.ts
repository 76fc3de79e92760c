import { createHmac } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Dialect } from '../../db/database.ts';
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

/** Ends every session and erases the personal fields of the user row (D28); the row stays for the staff's records. */
export async function eraseUserRow(trx: Trx, user: { id: number; discord_id: string }, secret: string, at: string): Promise<void> {
  await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
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
