import type { Kysely } from 'kysely';
import { emptyJsonArray, withId } from './util.ts';

/**
 * Forms (applications and surveys), their questions, responses, answers and the status history.
 * Answers keep a snapshot of the question as it was asked (D7), so editing or deleting a
 * question never changes what an earlier applicant answered: answers.question_id only links
 * back and becomes NULL when the question goes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('forms'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('requirements', 'text')
    .addColumn('deadline', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('requires_interview', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enable_pagination', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discord_roles', 'text', (c) => c.notNull())
    .addColumn('webhook_incoming', 'text')
    .addColumn('webhook_response', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('form_questions'))
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('placeholder', 'text')
    .addColumn('is_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('page_number', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('display_order', 'integer', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull().defaultTo(emptyJsonArray))
    .addColumn('rating_max', 'integer')
    .execute();
  await db.schema.createIndex('form_questions_form_idx').on('form_questions').columns(['form_id', 'page_number', 'display_order']).execute();

  await withId(db, db.schema.createTable('form_responses'))
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'text')
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('review_notes', 'text')
    .addColumn('interview_date', 'text')
    .addColumn('interview_notes', 'text')
    .addColumn('interview_availability', 'text', (c) => c.notNull().defaultTo(emptyJsonArray))
    .execute();
  await db.schema.createIndex('form_responses_user_idx').on('form_responses').columns(['user_id', 'submitted_at']).execute();
  await db.schema.createIndex('form_responses_form_user_idx').on('form_responses').columns(['form_id', 'user_id']).execute();
  await db.schema.createIndex('form_responses_status_idx').on('form_responses').columns(['status', 'submitted_at']).execute();
  await db.schema.createIndex('form_responses_submitted_at_idx').on('form_responses').column('submitted_at').execute();

  await withId(db, db.schema.createTable('response_answers'))
    .addColumn('response_id', 'integer', (c) => c.notNull().references('form_responses.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.references('form_questions.id').onDelete('set null'))
    .addColumn('position', 'integer', (c) => c.notNull())
    // The question as it was asked (D7).
    .addColumn('question_title', 'text', (c) => c.notNull())
    .addColumn('question_type', 'text', (c) => c.notNull())
    .addColumn('question_description', 'text')
    .addColumn('question_required', 'integer', (c) => c.notNull())
    .addColumn('question_page', 'integer', (c) => c.notNull())
    .addColumn('question_options', 'text', (c) => c.notNull().defaultTo(emptyJsonArray))
    .addColumn('question_rating_max', 'integer')
    // Text, a rating '1'..max, a date 'YYYY-MM-DD', or a JSON list of option ids (D6).
    .addColumn('answer', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('response_answers_response_idx').on('response_answers').columns(['response_id', 'position']).execute();
  await db.schema.createIndex('response_answers_question_idx').on('response_answers').column('question_id').execute();

  await withId(db, db.schema.createTable('response_status_history'))
    .addColumn('response_id', 'integer', (c) => c.notNull().references('form_responses.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .execute();
  await db.schema.createIndex('response_status_history_response_idx').on('response_status_history').columns(['response_id', 'changed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('response_status_history').execute();
  await db.schema.dropTable('response_answers').execute();
  await db.schema.dropTable('form_responses').execute();
  await db.schema.dropTable('form_questions').execute();
  await db.schema.dropTable('forms').execute();
}
