import { sql, type Expression, type ExpressionBuilder, type SqlBool, type Transaction } from 'kysely';
import type { ResponseCounts, ResponseListQuery } from '@crp/shared';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** Reads of the staff review (decision 0008): list, counters, detail. Decisions are in review-decide.queries.ts. */

type Trx = Transaction<Database>;
type Executor = DB | Trx;
type ResponsesEb = ExpressionBuilder<Database & { r: Database['form_responses'] }, 'r'>;

/** A LIKE pattern matching `text` anywhere, with %, _ and \ taken literally (used with ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Search: form title, display name, username (case-insensitive) and Discord ID (substring, D22). */
function searchCondition(eb: ResponsesEb, q: string): Expression<SqlBool> {
  const pattern = containsPattern(q);
  const like = (column: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  return eb.or([
    eb(
      'r.user_id',
      'in',
      eb
        .selectFrom('users')
        .select('users.id')
        .where((u) => u.or([like('users.display_name'), like('users.username'), sql<SqlBool>`users.discord_id like ${pattern} escape '\\'`])),
    ),
    eb('r.form_id', 'in', eb.selectFrom('forms').select('forms.id').where(like('forms.title'))),
  ]);
}

/** Every filter of the list (and the CSV export) as one WHERE over form_responses `r`. */
export function listFilter(query: Pick<ResponseListQuery, 'tab' | 'status' | 'formId' | 'q'>) {
  return (eb: ResponsesEb): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    if (query.tab === 'applications') parts.push(eb('r.form_type', '=', 'application'));
    if (query.tab === 'surveys') parts.push(eb('r.form_type', '=', 'survey'));
    if (query.status === 'pending_review') parts.push(eb('r.status', 'in', ['submitted', 'under_review']));
    else if (query.status) parts.push(eb('r.status', '=', query.status));
    if (query.formId !== undefined) parts.push(eb('r.form_id', '=', query.formId));
    if (query.q) parts.push(searchCondition(eb, query.q));
    return eb.and(parts);
  };
}

export interface CounterRow {
  form_type: string;
  status: string;
  n: number | string;
}

/** The 12-row counters table kept by triggers (migration 0005_review). */
export async function readCounters(db: Executor): Promise<CounterRow[]> {
  return db.selectFrom('response_counters').select(['form_type', 'status', 'n']).execute();
}

export function countsFrom(rows: CounterRow[]): ResponseCounts {
  const sum = (pick: (row: CounterRow) => boolean) => rows.filter(pick).reduce((acc, row) => acc + Number(row.n), 0);
  return {
    total: sum(() => true),
    applications: sum((r) => r.form_type === 'application'),
    surveys: sum((r) => r.form_type === 'survey'),
    pendingReview: sum((r) => r.status === 'submitted' || r.status === 'under_review'),
    pendingInterview: sum((r) => r.status === 'pending_interview'),
  };
}

/** Rows matching tab + status alone, from the counters (no scan). */
export function filteredTotalFromCounters(rows: CounterRow[], query: Pick<ResponseListQuery, 'tab' | 'status'>): number {
  const type = query.tab === 'applications' ? 'application' : query.tab === 'surveys' ? 'survey' : null;
  const statuses = query.status === 'pending_review' ? ['submitted', 'under_review'] : query.status ? [query.status] : null;
  return rows
    .filter((r) => (type === null || r.form_type === type) && (statuses === null || statuses.includes(r.status)))
    .reduce((acc, row) => acc + Number(row.n), 0);
}

const listColumns = [
  'r.id',
  'r.form_id',
  'r.form_type',
  'r.status',
  'r.submitted_at',
  'r.created_at',
  'f.title as form_title',
  'u.display_name',
  'u.username',
  'u.discord_id',
  'a.display_name as assigned_display_name',
  'a.username as assigned_username',
  'a.discord_id as assigned_discord_id',
] as const;

function withPeople(db: Executor) {
  return db
    .selectFrom('form_responses as r')
    .innerJoin('forms as f', 'f.id', 'r.form_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('users as a', 'a.id', 'r.assigned_to');
}

export type ListRow = Awaited<ReturnType<ReturnType<typeof listRowsQuery>['execute']>>[number];
function listRowsQuery(db: Executor) {
  return withPeople(db).select(listColumns);
}

/**
 * One page: the ids come from the covering (filter…, submitted_at, id) index alone, then only
 * those rows are joined (a deep OFFSET walks index entries, never table rows).
 */
export async function listPage(db: Executor, query: ResponseListQuery): Promise<ListRow[]> {
  const direction = query.sort === 'oldest' ? 'asc' : 'desc';
  const ids = await db
    .selectFrom('form_responses as r')
    .select('r.id')
    .where(listFilter(query))
    .orderBy('r.submitted_at', direction)
    .orderBy('r.id', direction)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  if (ids.length === 0) return [];
  return listRowsQuery(db)
    .where(
      'r.id',
      'in',
      ids.map((row) => row.id),
    )
    .orderBy('r.submitted_at', direction)
    .orderBy('r.id', direction)
    .execute();
}

/** Rows matching the filters; tab/status alone come from the counters. */
export async function countFiltered(db: Executor, query: ResponseListQuery, counters: CounterRow[]): Promise<number> {
  if (query.formId === undefined && !query.q) return filteredTotalFromCounters(counters, query);
  const row = await db
    .selectFrom('form_responses as r')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(listFilter(query))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---- Detail ----

export async function findResponseForReview(db: Executor, id: number) {
  return withPeople(db)
    .leftJoin('users as rv', 'rv.id', 'r.reviewed_by')
    .select([
      'r.id',
      'r.form_id',
      'r.form_type',
      'r.user_id',
      'r.status',
      'r.submitted_at',
      'r.created_at',
      'r.updated_at',
      'r.reviewed_at',
      'r.review_notes',
      'r.interview_date',
      'r.interview_notes',
      'r.interview_availability',
      'r.assigned_at',
      'f.title as form_title',
      'f.requires_interview',
      'u.display_name',
      'u.username',
      'u.discord_id',
      'a.display_name as assigned_display_name',
      'a.username as assigned_username',
      'a.discord_id as assigned_discord_id',
      'rv.display_name as reviewer_display_name',
      'rv.username as reviewer_username',
      'rv.discord_id as reviewer_discord_id',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
}
export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findResponseForReview>>>;

export async function listAnswers(db: Executor, responseId: number) {
  return db.selectFrom('response_answers').selectAll().where('response_id', '=', responseId).orderBy('position').orderBy('id').execute();
}
export type AnswerRow = Awaited<ReturnType<typeof listAnswers>>[number];

export async function listHistory(db: Executor, responseId: number) {
  return db
    .selectFrom('response_status_history as h')
    .leftJoin('users as u', 'u.id', 'h.changed_by')
    .select(['h.id', 'h.from_status', 'h.to_status', 'h.changed_at', 'h.notes', 'u.display_name', 'u.username', 'u.discord_id'])
    .where('h.response_id', '=', responseId)
    .orderBy('h.changed_at')
    .orderBy('h.id')
    .execute();
}
export type HistoryRow = Awaited<ReturnType<typeof listHistory>>[number];
