import type { Kysely } from 'kysely';

/**
 * Staff insights (D42, issue 38). Forms gain `review_target_hours` (0 = no target): an open response
 * older than it is overdue. The insights read the status history by kind and instant, and votes and
 * notes by instant, each from an index alone (decision 0033):
 * - history (to_status, changed_at, response_id, changed_by): submits, decisions and withdrawals of a
 *   range, with the response to join and who made the move;
 * - votes (created_at, voter_id, response_id) and notes (created_at, author_id, response_id): each
 *   reviewer's in a range, and the first vote or note on each response since an instant.
 * The overdue filter and count use form_responses' (form_id, status, submitted_at, id) index (0005).
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('forms')
    .addColumn('review_target_hours', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('response_status_history_kind_idx')
    .on('response_status_history')
    .columns(['to_status', 'changed_at', 'response_id', 'changed_by'])
    .execute();
  await db.schema.createIndex('response_votes_created_idx').on('response_votes').columns(['created_at', 'voter_id', 'response_id']).execute();
  await db.schema.createIndex('response_notes_created_idx').on('response_notes').columns(['created_at', 'author_id', 'response_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('response_notes_created_idx').execute();
  await db.schema.dropIndex('response_votes_created_idx').execute();
  await db.schema.dropIndex('response_status_history_kind_idx').execute();
  await db.schema.alterTable('forms').dropColumn('review_target_hours').execute();
}
