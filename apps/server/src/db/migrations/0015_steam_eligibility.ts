import type { Kysely } from 'kysely';
import { emptyJsonArray, withId } from './util.ts';

/**
 * Steam accounts and eligibility gates (D33, D34): a table of linked Steam accounts (one per member,
 * one member per account), the guild join date read at sign-in, the gates of each form, and the
 * member an OAuth state was started for (a Steam link is started by a signed-in member).
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('steam_links'))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('steam_id', 'text', (c) => c.notNull().unique())
    .addColumn('persona_name', 'text')
    .addColumn('avatar_url', 'text')
    .addColumn('gmod_minutes', 'integer')
    // null: hours known (or never read); 'private' | 'unchecked' | 'unavailable': why they are unknown.
    .addColumn('hours_unknown_reason', 'text')
    .addColumn('linked_at', 'text', (c) => c.notNull())
    .addColumn('checked_at', 'text')
    .addColumn('stale', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.alterTable('users').addColumn('guild_joined_at', 'text').execute();
  await db.schema.alterTable('oauth_states').addColumn('user_id', 'integer').execute();

  await db.schema.alterTable('forms').addColumn('require_steam', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('forms').addColumn('min_gmod_hours', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('forms').addColumn('min_guild_days', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('forms').addColumn('required_role_ids', 'text', (c) => c.notNull().defaultTo(emptyJsonArray)).execute();
  await db.schema.alterTable('forms').addColumn('blocked_role_ids', 'text', (c) => c.notNull().defaultTo(emptyJsonArray)).execute();
  await db.schema.alterTable('forms').addColumn('cooldown_days', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // The cooldown gate reads a member's latest rejection on a form.
  await db.schema.createIndex('form_responses_user_form_status_idx').on('form_responses').columns(['user_id', 'form_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('form_responses_user_form_status_idx').execute();
  for (const column of ['cooldown_days', 'blocked_role_ids', 'required_role_ids', 'min_guild_days', 'min_gmod_hours', 'require_steam']) {
    await db.schema.alterTable('forms').dropColumn(column).execute();
  }
  await db.schema.alterTable('oauth_states').dropColumn('user_id').execute();
  await db.schema.alterTable('users').dropColumn('guild_joined_at').execute();
  await db.schema.dropTable('steam_links').execute();
}
