import type { Kysely } from 'kysely';

/**
 * D40: a member's own language (null: not chosen, e.g. before this migration; the request's language
 * then counts) and the site's settings for languages (`default`: the language of visitors without a
 * choice and of staff-channel posts). Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
  await db.schema
    .createTable('locale_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('locale_settings').execute();
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
