import type { Transaction } from 'kysely';
import { blockingStatuses, openStatuses, type FormType, type InterviewAvailability, type MyResponse, type ResponseStatus } from '@crp/shared';
import type { DB, Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { PreparedAnswer } from './answers-validation.rules.ts';
import { compiledQuery } from '../../lib/compiled-queries.ts';
import { formTypeOf } from '../forms/index.ts';

type Trx = Transaction<Database>;

const myResponseColumns = [
  'form_responses.id',
  'form_responses.form_id',
  'form_responses.status',
  'form_responses.submitted_at',
  'form_responses.created_at',
  'form_responses.reviewed_at',
  'form_responses.review_notes',
  'form_responses.interview_date',
  'form_responses.interview_notes',
  'form_responses.message_count',
  'form_responses.last_message_from',
  'forms.title',
  'forms.description',
  'forms.type',
  'forms.slug',
] as const;

function myResponsesQuery(db: DB | Trx) {
  return db.selectFrom('form_responses').innerJoin('forms', 'forms.id', 'form_responses.form_id').select(myResponseColumns);
}
type MyResponseRow = Awaited<ReturnType<ReturnType<typeof myResponsesQuery>['executeTakeFirstOrThrow']>>;

function toMyResponse(row: MyResponseRow): MyResponse {
  return {
    id: row.id,
    applicationId: row.form_id,
    application: { title: row.title, description: row.description, type: formTypeOf(row.type), slug: row.slug },
    status: row.status as ResponseStatus,
    submittedAt: row.submitted_at,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    reviewNotes: row.review_notes,
    interviewScheduled: row.interview_date !== null,
    interviewDate: row.interview_date,
    interviewNotes: row.interview_notes,
    messages: { count: row.message_count, lastFrom: row.last_message_from === 'staff' || row.last_message_from === 'applicant' ? row.last_message_from : null },
  };
}

/** The caller's responses, newest first (the dashboard and the applications page read this). */
// The dashboard's and applications page's read: compiled once (lib/compiled-queries.ts).
const myResponses = compiledQuery('my_responses', (db: DB, userId: number) =>
  myResponsesQuery(db).where('form_responses.user_id', '=', userId).orderBy('form_responses.submitted_at', 'desc').orderBy('form_responses.id', 'desc'),
);

export async function listMyResponses(db: DB, userId: number): Promise<MyResponse[]> {
  const rows = (await myResponses(db, userId)) as MyResponseRow[];
  return rows.map(toMyResponse);
}

export async function findLatestResponse(db: DB, formId: number, userId: number) {
  return db
    .selectFrom('form_responses')
    .select(['id', 'status', 'submitted_at'])
    .where('form_id', '=', formId)
    .where('user_id', '=', userId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** An open or accepted application of this user to this form blocks another one (D9). */
export async function hasBlockingResponse(db: DB | Trx, formId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('form_responses')
    .select('id')
    .where('form_id', '=', formId)
    .where('user_id', '=', userId)
    .where('status', 'in', [...blockingStatuses])
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * On PostgreSQL two submits of one user could both pass the "one open application" check
 * (READ COMMITTED); locking the user's row serializes them. SQLite serializes writers already.
 */
export async function lockUser(trx: Trx, dialect: Dialect, userId: number): Promise<void> {
  if (dialect === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** A new response row in `submitted`, returning its id. */
export async function insertResponse(
  trx: Trx,
  row: { formId: number; formType: FormType; userId: number; steamId: string | null; availability: InterviewAvailability; at: string },
) {
  const response = await trx
    .insertInto('form_responses')
    .values({
      form_id: row.formId,
      form_type: row.formType,
      user_id: row.userId,
      status: 'submitted',
      submitted_at: row.at,
      created_at: row.at,
      updated_at: row.at,
      interview_availability: JSON.stringify(row.availability),
      steam_id: row.steamId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return response.id;
}

/** The applicant's own response, locked for the change on PostgreSQL; others' responses are not found. */
export async function findOwnResponseForUpdate(trx: Trx, dialect: Dialect, responseId: number, userId: number) {
  return trx
    .selectFrom('form_responses')
    .select(['id', 'status', 'form_id'])
    .where('id', '=', responseId)
    .where('user_id', '=', userId)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** A member's open applications (surveys are never withdrawn), locked on PostgreSQL: what account deletion withdraws. */
export async function listOpenApplications(trx: Trx, dialect: Dialect, userId: number) {
  return trx
    .selectFrom('form_responses')
    .select(['id', 'form_id', 'status'])
    .where('user_id', '=', userId)
    .where('form_type', '=', 'application')
    .where('status', 'in', [...openStatuses])
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .execute();
}

/** One of the caller's responses as their dashboard shows it. */
export async function findMyResponse(db: DB | Trx, responseId: number): Promise<MyResponse> {
  return toMyResponse(await myResponsesQuery(db).where('form_responses.id', '=', responseId).executeTakeFirstOrThrow());
}

/**
 * Stores a response's answers, each with the question as it was asked (D7: later edits of the form
 * never change how an answer reads). Position keeps the order the questions were shown in.
 */
export async function insertAnswers(trx: Transaction<Database>, responseId: number, answers: PreparedAnswer[]): Promise<void> {
  if (answers.length === 0) return;
  await trx
    .insertInto('response_answers')
    .values(
      answers.map(({ question: q, value }, position) => ({
        response_id: responseId,
        question_id: q.id,
        position,
        question_title: q.title,
        question_type: q.type,
        question_description: q.description,
        question_required: q.isRequired ? 1 : 0,
        question_page: q.pageNumber,
        question_options: JSON.stringify(q.options),
        question_rating_max: q.ratingScale?.max ?? null,
        answer: value,
      })),
    )
    .execute();
}

/** A response's status alone (a Discord button's quick check before its modal, D32); undefined when there is none. */
export async function findResponseStatus(db: DB, responseId: number): Promise<string | undefined> {
  return (await db.selectFrom('form_responses').select('status').where('id', '=', responseId).executeTakeFirst())?.status;
}

/** The Steam account a response was submitted with (D43 e), for the deliveries of its later changes. */
export async function findResponseSteamId(db: DB | Trx, responseId: number): Promise<string | null> {
  const row = await db.selectFrom('form_responses').select('steam_id').where('id', '=', responseId).executeTakeFirst();
  return row?.steam_id ?? null;
}

/** A member's latest response to each form they answered, with the form's slug and title (the game API's player call, D41). */
export async function latestResponsePerFormOfMember(db: DB, userId: number) {
  const rows = await db
    .selectFrom('form_responses')
    .innerJoin('forms', 'forms.id', 'form_responses.form_id')
    .select(['form_responses.form_id', 'form_responses.status', 'form_responses.reviewed_at', 'forms.slug', 'forms.title'])
    .where('form_responses.user_id', '=', userId)
    .orderBy('form_responses.submitted_at', 'desc')
    .orderBy('form_responses.id', 'desc')
    .execute();
  const latest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.form_id)) latest.set(row.form_id, row);
  return [...latest.values()];
}

/**
 * Members (not deleted) whose latest response to any of the forms with these slugs is accepted
 * (the game API's whitelist, D41): a later response, whatever its status, replaces an acceptance.
 */
export async function memberIdsAcceptedOnForms(db: DB, slugs: readonly string[]): Promise<number[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .selectFrom('form_responses as r')
    .innerJoin('forms as f', 'f.id', 'r.form_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select('r.user_id')
    .distinct()
    .where('f.slug', 'in', [...slugs])
    .where('r.status', '=', 'accepted')
    .where('u.deleted_at', 'is', null)
    .where(({ not, exists, selectFrom, and, or }) =>
      not(
        exists(
          selectFrom('form_responses as later')
            .select('later.id')
            .where((w) =>
              and([
                w('later.form_id', '=', w.ref('r.form_id')),
                w('later.user_id', '=', w.ref('r.user_id')),
                or([
                  w('later.submitted_at', '>', w.ref('r.submitted_at')),
                  and([w('later.submitted_at', '=', w.ref('r.submitted_at')), w('later.id', '>', w.ref('r.id'))]),
                ]),
              ]),
            ),
        ),
      ),
    )
    .execute();
  return rows.map((r) => r.user_id);
}

/** At an account's deletion (D28, D37): the responses it leaves behind keep no Steam account of theirs (D43 e kept it per response). */
export async function forgetResponsesSteamIds(trx: Trx, userId: number): Promise<void> {
  await trx.updateTable('form_responses').set({ steam_id: null }).where('user_id', '=', userId).where('steam_id', 'is not', null).execute();
}

/** The ids of every response a member made (account erasure redacts the audit rows about them). */
export async function responseIdsOfMember(db: DB, userId: number): Promise<number[]> {
  return (await db.selectFrom('form_responses').select('id').where('user_id', '=', userId).execute()).map((r) => r.id);
}
