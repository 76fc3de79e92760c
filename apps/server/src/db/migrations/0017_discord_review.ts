import type { Kysely } from 'kysely';

/**
 * Review from Discord (D32): a form may name a staff channel; each response posted there has one
 * message (and its thread) whose ids are kept here, so later changes edit that message.
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('forms').addColumn('staff_channel_id', 'text').execute();
  await db.schema
    .createTable('staff_posts')
    .addColumn('response_id', 'integer', (c) => c.primaryKey().references('form_responses.id').onDelete('cascade'))
    .addColumn('channel_id', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('thread_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_posts').execute();
  await db.schema.alterTable('forms').dropColumn('staff_channel_id').execute();
}
