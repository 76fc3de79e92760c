import type { Kysely } from 'kysely';
import { withId } from './util.ts';

/**
 * Deciding together (D29–D31): staff notes, reviewers' votes (forms gain votes_required and
 * voting_binding) and the conversation with the applicant. Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('forms')
    .addColumn('votes_required', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('forms')
    .addColumn('voting_binding', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('response_notes'))
    .addColumn('response_id', 'integer', (c) => c.notNull().references('form_responses.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('edited_at', 'text')
    .execute();
  await db.schema.createIndex('response_notes_response_idx').on('response_notes').columns(['response_id', 'id']).execute();

  await withId(db, db.schema.createTable('response_votes'))
    .addColumn('response_id', 'integer', (c) => c.notNull().references('form_responses.id').onDelete('cascade'))
    .addColumn('voter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('vote', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // One vote per reviewer and response: a new vote replaces theirs (upsert on this key).
  await db.schema.createIndex('response_votes_voter_uq').on('response_votes').columns(['response_id', 'voter_id']).unique().execute();

  await withId(db, db.schema.createTable('response_messages'))
    .addColumn('response_id', 'integer', (c) => c.notNull().references('form_responses.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('from_staff', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('response_messages_response_idx').on('response_messages').columns(['response_id', 'id']).execute();
  // The review list's message column and `awaiting=staff` read these two per response, kept with each message.
  await db.schema
    .alterTable('form_responses')
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('form_responses').addColumn('last_message_from', 'text').execute();
  await db.schema.createIndex('form_responses_awaiting_idx').on('form_responses').columns(['last_message_from', 'submitted_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('form_responses_awaiting_idx').execute();
  await db.schema.alterTable('form_responses').dropColumn('last_message_from').execute();
  await db.schema.alterTable('form_responses').dropColumn('message_count').execute();
  await db.schema.dropTable('response_messages').execute();
  await db.schema.dropTable('response_votes').execute();
  await db.schema.dropTable('response_notes').execute();
  await db.schema.alterTable('forms').dropColumn('voting_binding').execute();
  await db.schema.alterTable('forms').dropColumn('votes_required').execute();
}
