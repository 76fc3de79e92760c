import type { Kysely } from 'kysely';

/**
 * Trust (D43): the Discord interactions already acted on (b: a replayed interaction changes
 * nothing, on every instance), the Steam account a response was submitted with (e: review, CSV and
 * webhooks show that account, not whatever the member links later), and the member each delivery
 * is about (its erasure at their account's deletion reads only the outbox's own rows).
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('discord_interactions')
    .addColumn('interaction_id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('discord_interactions_received_idx').on('discord_interactions').column('received_at').execute();
  await db.schema.alterTable('form_responses').addColumn('steam_id', 'text').execute();
  // The member a delivery is about (issue 34: the outbox erases a deleted member's deliveries from
  // its own rows, without reading the responses' and users' tables).
  await db.schema.alterTable('deliveries').addColumn('member_id', 'integer').execute();
  await db
    .updateTable('deliveries')
    .set((eb: any) => ({ member_id: eb.selectFrom('form_responses').select('form_responses.user_id').whereRef('form_responses.id', '=', 'deliveries.response_id') }))
    .execute();
  await db.schema.createIndex('deliveries_member_idx').on('deliveries').column('member_id').execute();
  // Responses made before: the account linked now is the best knowledge of the one they were made with.
  await db
    .updateTable('form_responses')
    .set((eb: any) => ({ steam_id: eb.selectFrom('steam_links').select('steam_links.steam_id').whereRef('steam_links.user_id', '=', 'form_responses.user_id') }))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('deliveries_member_idx').execute();
  await db.schema.alterTable('deliveries').dropColumn('member_id').execute();
  await db.schema.alterTable('form_responses').dropColumn('steam_id').execute();
  await db.schema.dropTable('discord_interactions').execute();
}
