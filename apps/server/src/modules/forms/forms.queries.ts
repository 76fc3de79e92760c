import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { FormRow, QuestionRow } from './forms.tables.ts';
import { parseRoles, toCount } from './forms.mappers.ts';
import { compiledQuery } from '../../lib/compiled-queries.ts';

// Correlated counts keep every list one query, however many forms there are (no N+1).
const questionCount = (eb: ExpressionBuilder<Database, 'forms'>) =>
  eb
    .selectFrom('form_questions')
    .select((q) => q.fn.countAll().as('n'))
    .whereRef('form_questions.form_id', '=', 'forms.id')
    .as('question_count');

const responseCount = (eb: ExpressionBuilder<Database, 'forms'>) =>
  eb
    .selectFrom('form_responses')
    .select((q) => q.fn.countAll().as('n'))
    .whereRef('form_responses.form_id', '=', 'forms.id')
    .as('response_count');

/** Every form with its question count, oldest first (the order admins created them in). */
export async function listFormsWithQuestionCount(db: DB) {
  return db.selectFrom('forms').selectAll('forms').select(questionCount).orderBy('forms.id').execute();
}

export async function listFormsForAdmin(db: DB) {
  return db.selectFrom('forms').selectAll('forms').select(questionCount).select(responseCount).orderBy('forms.id').execute();
}

// A form's page, its status call and every submit read the form by slug and its questions:
// compiled once (lib/compiled-queries.ts), no query building per request.
const formBySlug = compiledQuery('form_by_slug', (db: DB, slug: string) => db.selectFrom('forms').selectAll().where('slug', '=', slug));
const questionsOf = compiledQuery('form_questions', (db: DB, formId: number) =>
  db.selectFrom('form_questions').selectAll().where('form_id', '=', formId).orderBy('page_number').orderBy('display_order').orderBy('id'),
);

export async function findFormBySlug(db: DB, slug: string): Promise<FormRow | undefined> {
  return ((await formBySlug(db, slug)) as FormRow[])[0];
}

export async function findFormById(db: DB, id: number): Promise<FormRow | undefined> {
  return db.selectFrom('forms').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findAdminListItem(db: DB, id: number) {
  return db.selectFrom('forms').selectAll('forms').select(questionCount).select(responseCount).where('forms.id', '=', id).executeTakeFirst();
}

/** Questions in the order the applicant meets them: page, then display order. */
export async function listQuestions(db: DB, formId: number): Promise<QuestionRow[]> {
  return (await questionsOf(db, formId)) as QuestionRow[];
}

export async function countResponses(db: DB, formId: number): Promise<number> {
  const row = await db
    .selectFrom('form_responses')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('form_id', '=', formId)
    .executeTakeFirst();
  return toCount(row?.n);
}

/** A form's webhook addresses and secret as they are now (the outbox sends with these: a corrected address is used on retry). */
export async function findWebhookSettings(db: DB, formId: number) {
  return db.selectFrom('forms').select(['webhook_incoming', 'webhook_response', 'webhook_secret']).where('id', '=', formId).executeTakeFirst();
}

/** Every role id the forms name (pending review, pending interview, accepted): the bot's role check (D26). */
export async function allFormRoleIds(db: DB): Promise<string[]> {
  const rows = await db.selectFrom('forms').select('discord_roles').execute();
  return rows.flatMap((r) => Object.values(parseRoles(r.discord_roles)).filter((id) => id.trim() !== ''));
}

/** D42: the forms with a review target (few rows: the review list's overdue flag and filter read them per request). */
export async function listReviewTargets(db: DB): Promise<Array<{ id: number; hours: number }>> {
  const rows = await db.selectFrom('forms').select(['id', 'review_target_hours as hours']).where('review_target_hours', '>', 0).execute();
  return rows.map((r) => ({ id: r.id, hours: Number(r.hours) }));
}

/** Every form's title and type (the insights' per-form table names them). */
export async function listFormTitles(db: DB) {
  return db.selectFrom('forms').select(['id', 'title', 'type']).orderBy('id').execute();
}
