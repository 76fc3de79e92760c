import type { Kysely } from 'kysely';

/**
 * D43 (a): when the site last read a member's guild roles (sign-in, refresh, a bot button, or the
 * bot's re-read once the copy is older than ROLE_MAX_AGE_S). Null: never read since this column
 * came, so the next staff call, submit or status call reads them again.
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('roles_checked_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('roles_checked_at').execute();
}
