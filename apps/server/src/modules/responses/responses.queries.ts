import type { Transaction } from 'kysely';
import { applicationMessages as text, blockingStatuses, isWithdrawable, type InterviewAvailability, type MyResponse, type ResponseStatus } from '@crp/shared';
import { now, type DB, type Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { ConflictError, NotFoundError } from '../../lib/domain-errors.ts';
import type { FormRow } from '../forms/forms.tables.ts';
import type { PreparedAnswer } from './answers-validation.ts';
import { formTypeOf } from '../forms/forms.mappers.ts';
import { enqueueStatusDeliveries } from '../deliveries/deliveries.enqueue.ts';

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
  };
}

/** The caller's responses, newest first (the dashboard and the applications page read this). */
export async function listMyResponses(db: DB, userId: number): Promise<MyResponse[]> {
  const rows = await myResponsesQuery(db)
    .where('form_responses.user_id', '=', userId)
    .orderBy('form_responses.submitted_at', 'desc')
    .orderBy('form_responses.id', 'desc')
    .execute();
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
async function lockUser(trx: Trx, dialect: Dialect, userId: number): Promise<void> {
  if (dialect === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export interface Submission {
  form: FormRow;
  userId: number;
  answers: PreparedAnswer[];
  availability: InterviewAvailability;
}

/** Response + answers (with their question snapshot) + the first history row, all or nothing. */
export async function insertSubmission(db: DB, dialect: Dialect, submission: Submission) {
  const { form, userId, answers, availability } = submission;
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, dialect, userId);
    if (formTypeOf(form.type) === 'application') {
      if (await hasBlockingResponse(trx, form.id, userId)) throw new ConflictError(text.alreadySubmitted, 'already_submitted');
    }
    const at = now();
    const status: ResponseStatus = 'submitted';
    const response = await trx
      .insertInto('form_responses')
      .values({
        form_id: form.id,
        form_type: formTypeOf(form.type),
        user_id: userId,
        status,
        submitted_at: at,
        created_at: at,
        updated_at: at,
        interview_availability: JSON.stringify(availability),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertAnswers(trx, response.id, answers);
    await trx
      .insertInto('response_status_history')
      .values({ response_id: response.id, from_status: null, to_status: status, changed_by: userId, changed_at: at })
      .execute();
    await enqueueStatusDeliveries(trx, {
      responseId: response.id,
      formId: form.id,
      userId,
      fromStatus: null,
      toStatus: status,
      actorId: userId,
      notes: null,
      interviewDate: null,
    });
    return { id: response.id, status, submittedAt: at };
  });
}

/** The applicant withdraws their own open response (player-area §4); others' responses are not revealed. */
export async function withdrawResponse(db: DB, dialect: Dialect, responseId: number, userId: number): Promise<MyResponse> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('form_responses')
      .select(['id', 'status', 'form_id'])
      .where('id', '=', responseId)
      .where('user_id', '=', userId)
      .$if(dialect === 'postgres', (qb) => qb.forUpdate())
      .executeTakeFirst();
    if (!row) throw new NotFoundError(text.responseNotFound);
    if (!isWithdrawable(row.status)) throw new ConflictError(text.cannotWithdraw, 'not_withdrawable');
    const at = now();
    await trx.updateTable('form_responses').set({ status: 'withdrawn', updated_at: at }).where('id', '=', responseId).execute();
    await trx
      .insertInto('response_status_history')
      .values({
        response_id: responseId,
        from_status: row.status,
        to_status: 'withdrawn',
        changed_by: userId,
        changed_at: at,
        notes: 'Withdrawn by the applicant',
      })
      .execute();
    await enqueueStatusDeliveries(trx, {
      responseId,
      formId: row.form_id,
      userId,
      fromStatus: row.status as ResponseStatus,
      toStatus: 'withdrawn',
      actorId: userId,
      notes: null,
      interviewDate: null,
    });
    return toMyResponse(await myResponsesQuery(trx).where('form_responses.id', '=', responseId).executeTakeFirstOrThrow());
  });
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
