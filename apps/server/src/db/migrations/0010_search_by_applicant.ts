import type { Kysely } from 'kysely';

/**
 * A response search by applicant name with a status filter (the review list, issue 9): the matched
 * members' responses in that status are read from this index alone, without visiting the rows.
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('form_responses_user_status_idx').on('form_responses').columns(['user_id', 'status', 'submitted_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('form_responses_user_status_idx').execute();
}
