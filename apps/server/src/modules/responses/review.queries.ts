import { sql, type Expression, type RawBuilder, type ExpressionBuilder, type SqlBool, type Transaction } from 'kysely';
import { formTypes, openStatuses, responseStatuses, votingStatuses, type ResponseCounts, type ResponseListQuery } from '@crp/shared';
import type { DB, Dialect } from '../../db/database.ts';
import { couldBeDiscordId, normalizeSearch } from '../users/index.ts';
import { listReviewTargets } from '../forms/index.ts';
import type { Database } from '../../db/schema.ts';
import type { MemberTotalColumn } from './responses.tables.ts';

/** Reads of the staff review (decision 0008): list, counters, detail. Decisions are in review.service.ts. */

type Trx = Transaction<Database>;
type Executor = DB | Trx;
type ResponsesEb = ExpressionBuilder<Database & { r: Database['form_responses'] }, 'r'>;

/** A LIKE pattern matching `text` anywhere, with %, _ and \ taken literally (used with ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The members a search matches travel to the page and count queries as one list parameter (a
 * PostgreSQL array, a JSON array on SQLite) up to this many; past it the match stays inside each
 * query (see matchedUserIds).
 */
export const USER_LIST_MAX = { sqlite: 50_000, postgres: 200 } as const;
/** Up to this many ids go into a plain IN list on SQLite (the planner sees them); more through json_each. */
const SQLITE_INLINE_IDS = 500;

/** What a search text matches: users (a list of ids, or 'inline': matched inside each query) and forms (ids). */
export interface SearchMatch {
  userIds: number[] | 'inline';
  formIds: number[];
  /** The search text (control characters removed). */
  q: string;
  dialect: Dialect;
}

/** The list's filters with the search resolved (forms are few; users are looked up once, not per response). */
export interface ListFilter {
  query: Pick<ResponseListQuery, 'tab' | 'status' | 'formId' | 'q' | 'sort'> & Partial<Pick<ResponseListQuery, 'voted' | 'awaiting' | 'overdue'>>;
  match: SearchMatch | null;
  /** `overdue=true` (D42): per form with a review target, responses submitted before this instant are overdue. */
  overdueBefore?: Array<{ formId: number; before: string }>;
  /** Who asks: "needs my vote" (`voted`) is about them. */
  viewerId?: number;
}

/** Case-insensitive substring on both databases (SQLite's LIKE folds ASCII case; PostgreSQL needs ILIKE). */
function likeText(dialect: Dialect, column: string, pattern: string) {
  return sql<SqlBool>`${sql.ref(column)} ${sql.raw(dialect === 'postgres' ? 'ilike' : 'like')} ${pattern} escape '\\'`;
}

/** An FTS5 phrase: the whole text as one string, its double quotes doubled. */
const ftsPhrase = (value: string) => `"${value.replaceAll('"', '""')}"`;

/**
 * The members a search matches, as a subquery of their ids: display name or username
 * (case-insensitive), Discord ID (substring; only for a term of digits, as every Discord ID is),
 * through the trigram indexes of migration 0007 (decision 0008): PostgreSQL's pg_trgm index on the
 * stored lower-cased search text (0011), SQLite's FTS5 trigram table (its rowid is the member's id).
 */
function matchedUsers(dialect: Dialect, q: string): RawBuilder<{ id: number }> {
  const lower = containsPattern(q);
  const digits = couldBeDiscordId(q);
  if (dialect === 'postgres') {
    // search_text is "name ^A username ^A e-mail", lower-cased (0011): the LIKE runs on its index;
    // the first occurrence before the e-mail part drops e-mail-only hits without lower-casing
    // anything per row (the term has no control characters, so it cannot span two parts).
    const names = sql`users.search_text like ${lower} escape '\\'
      and strpos(users.search_text, ${q.toLowerCase()}) < length(users.search_text) - length(coalesce(users.email, ''))`;
    return sql`select users.id from users where ${digits ? sql`(${names}) or users.discord_id like ${lower} escape '\\'` : names}`;
  }
  if ([...q].length < 3) {
    // Shorter than a trigram: no index can help; a scan of two short columns.
    const text = q.toLowerCase();
    return sql`select users.id from users where instr(lower(coalesce(users.display_name, '')), ${text}) > 0 or instr(lower(users.username), ${text}) > 0
      ${digits ? sql`or instr(users.discord_id, ${q}) > 0` : sql``}`;
  }
  const names = sql<{ id: number }>`select rowid as id from users_search where users_search match ${`{display_name username} : ${ftsPhrase(q)}`}`;
  return digits ? sql`${names} union select rowid from users_search where users_search match ${`discord_id : ${ftsPhrase(q)}`}` : names;
}

/**
 * The ids of the members a search matches, or 'inline' when there are more than USER_LIST_MAX.
 * SQLite runs the text match once per request and passes even thousands of ids on (its FTS5 match
 * is the expensive part). PostgreSQL keeps a broad match inside each query as a semi-join, the page
 * and the count run at once: shipping thousands of ids cost more than matching twice (planning
 * `= any` over an 11 000-element array alone took 4 ms a query, measured); a narrow match (one
 * member, none) still travels as ids, which gives the planner exact numbers.
 */
async function matchedUserIds(db: Executor, dialect: Dialect, q: string): Promise<number[] | 'inline'> {
  const max = USER_LIST_MAX[dialect];
  const { rows } = await sql<{ id: number }>`${matchedUsers(dialect, q)} limit ${max + 1}`.execute(db);
  return rows.length > max ? 'inline' : rows.map((u) => u.id);
}

/** The instant before which a form's open responses are overdue, for each form with a review target (D42). */
async function overdueCutoffs(db: Executor, nowMs = Date.now()): Promise<Array<{ formId: number; before: string }>> {
  const targets = await listReviewTargets(db);
  return targets.map((t) => ({ formId: t.id, before: new Date(nowMs - t.hours * 3_600_000).toISOString() }));
}

export async function resolveFilter(db: Executor, dialect: Dialect, query: ListFilter['query'], viewerId?: number): Promise<ListFilter> {
  const overdueBefore = query.overdue === 'true' ? await overdueCutoffs(db) : undefined;
  const resolved = await resolveSearch(db, dialect, query, viewerId);
  return overdueBefore ? { ...resolved, overdueBefore } : resolved;
}

async function resolveSearch(db: Executor, dialect: Dialect, query: ListFilter['query'], viewerId?: number): Promise<ListFilter> {
  const q = normalizeSearch(query.q);
  if (!q) return { query, match: null, viewerId };
  const pattern = containsPattern(q);
  const [users, forms] = await Promise.all([
    matchedUserIds(db, dialect, q),
    db
      .selectFrom('forms')
      .select('forms.id')
      .where(likeText(dialect, 'forms.title', pattern))
      .execute(),
  ]);
  return {
    query,
    viewerId,
    match: {
      userIds: users,
      formIds: forms.map((f) => f.id),
      q,
      dialect,
    },
  };
}

const nothing = (_eb: ResponsesEb): Expression<SqlBool> => sql<SqlBool>`1 = 0`;

function userBranch(eb: ResponsesEb, match: SearchMatch, walk = false): Expression<SqlBool> {
  if (match.userIds === 'inline') return inMatchedUsers('r.user_id', match);
  return match.userIds.length ? idsIn('r.user_id', match.dialect, match.userIds, walk) : nothing(eb);
}
/** A member id column among the members the search matches, matched inside the query. */
const inMatchedUsers = (column: 'r.user_id' | 'c.user_id', match: SearchMatch) => sql<SqlBool>`${sql.ref(column)} in (${matchedUsers(match.dialect, match.q)})`;
/**
 * A member id column in a list of ids as one parameter: planning cost does not grow with the list.
 * `walk` (SQLite): a unary + keeps SQLite off the member indexes, so it walks the list's own order
 * and tests each row against the ids (see listPageAndTotal).
 */
function idsIn(column: 'r.user_id' | 'c.user_id', dialect: Dialect, ids: number[], walk = false): Expression<SqlBool> {
  if (dialect === 'postgres') return sql<SqlBool>`${sql.ref(column)} = any(${ids}::int[])`;
  const ref = walk ? sql`+${sql.ref(column)}` : sql.ref(column);
  if (ids.length <= SQLITE_INLINE_IDS) return sql<SqlBool>`${ref} in (${sql.join(ids)})`;
  return sql<SqlBool>`${ref} in (select value from json_each(${JSON.stringify(ids)}))`;
}
function formBranch(eb: ResponsesEb, match: SearchMatch): Expression<SqlBool> {
  return match.formIds.length ? eb('r.form_id', 'in', match.formIds) : nothing(eb);
}

/**
 * D30's "needs my vote" (`voted=false`): open for votes on a voting form, not the viewer's own, no
 * vote of theirs yet; `voted=true`: the ones they voted on.
 */
function votedBy(eb: ResponsesEb, viewerId: number, voted: boolean): Expression<SqlBool> {
  const mine = eb.exists(eb.selectFrom('response_votes as v').select('v.id').whereRef('v.response_id', '=', 'r.id').where('v.voter_id', '=', viewerId));
  if (voted) return mine;
  return eb.and([
    eb('r.status', 'in', [...votingStatuses]),
    eb('r.user_id', '<>', viewerId),
    eb('r.form_id', 'in', eb.selectFrom('forms').select('forms.id').where('forms.votes_required', '>', 0)),
    eb.not(mine),
  ]);
}

/**
 * The WHERE of the list (and the CSV export) over form_responses `r`. `part` picks one side of
 * the search (its user matches or its form matches) so each side can run on its own index.
 */
export function listFilter(filter: ListFilter, part: 'both' | 'users' | 'forms' = 'both', walk = false) {
  const { query, match } = filter;
  return (eb: ResponsesEb): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    if (query.tab === 'applications') parts.push(eb('r.form_type', '=', 'application'));
    if (query.tab === 'surveys') parts.push(eb('r.form_type', '=', 'survey'));
    if (query.status === 'pending_review') parts.push(eb('r.status', 'in', [...pendingReviewStatuses]));
    else if (query.status) parts.push(eb('r.status', '=', query.status));
    if (query.formId !== undefined) parts.push(eb('r.form_id', '=', query.formId));
    if (query.awaiting === 'staff') parts.push(eb('r.last_message_from', '=', 'applicant'));
    if (query.voted !== undefined && filter.viewerId !== undefined) parts.push(votedBy(eb, filter.viewerId, query.voted === 'true'));
    if (query.overdue === 'true') parts.push(overdueWhere(eb, filter.overdueBefore ?? []));
    if (match) {
      if (part === 'users') parts.push(userBranch(eb, match, walk));
      else if (part === 'forms') parts.push(formBranch(eb, match));
      else parts.push(eb.or([userBranch(eb, match), formBranch(eb, match)]));
    }
    return eb.and(parts);
  };
}

/**
 * D42: open and submitted before its form's cutoff. One (form_id, status, submitted_at) index range
 * per form with a target and open status (0005's form_responses_form_status_list_idx).
 */
function overdueWhere(eb: ResponsesEb, cutoffs: Array<{ formId: number; before: string }>): Expression<SqlBool> {
  if (cutoffs.length === 0) return nothing(eb);
  return eb.and([
    eb('r.status', 'in', [...openStatuses]),
    eb.or(cutoffs.map((c) => eb.and([eb('r.form_id', '=', c.formId), eb('r.submitted_at', '<', c.before)]))),
  ]);
}

/** Which sides of the search can match at all. */
function searchSides(match: SearchMatch | null): Array<'users' | 'forms'> | null {
  if (!match) return null;
  const sides: Array<'users' | 'forms'> = [];
  if (match.userIds === 'inline' || match.userIds.length) sides.push('users');
  if (match.formIds.length) sides.push('forms');
  return sides;
}

export interface CounterRow {
  form_type: string;
  status: string;
  n: number | string;
}

/**
 * The counters table kept by triggers (migration 0005_review): 12 rows on SQLite, up to 16 shards
 * of each on PostgreSQL (0018); countsFrom sums whatever rows a pair has.
 */
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

/** 'Pending Review' on the list: submitted and under review (D2). */
const pendingReviewStatuses = ['submitted', 'under_review'] as const;

/** The form types and statuses a tab and a status filter stand for; null is every one. */
function filterPairs(query: Pick<ResponseListQuery, 'tab' | 'status'>) {
  const types = query.tab === 'applications' ? (['application'] as const) : query.tab === 'surveys' ? (['survey'] as const) : null;
  const statuses = query.status === 'pending_review' ? pendingReviewStatuses : query.status ? [query.status] : null;
  return { types, statuses };
}

/** Rows matching tab + status alone, from the counters (no scan). */
export function filteredTotalFromCounters(rows: CounterRow[], query: Pick<ResponseListQuery, 'tab' | 'status'>): number {
  const { types, statuses } = filterPairs(query);
  const among = (values: readonly string[] | null, value: string) => values === null || values.includes(value);
  return rows.filter((r) => among(types, r.form_type) && among(statuses, r.status)).reduce((acc, row) => acc + Number(row.n), 0);
}

const listColumns = [
  'r.id',
  'r.form_id',
  'r.form_type',
  'r.status',
  'r.submitted_at',
  'r.created_at',
  'r.message_count',
  'r.last_message_from',
  'f.title as form_title',
  'f.votes_required',
  'f.review_target_hours',
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
 * One page: the ids come from a covering (filter…, submitted_at, id) index alone, then only those
 * rows are joined (a deep OFFSET walks index entries, never table rows). A search matching both
 * users and forms runs each side on its own index and merges them (an OR would scan everything).
 */
export async function listPage(db: Executor, filter: ListFilter, page: Page, walk = false): Promise<ListRow[]> {
  const direction = filter.query.sort === 'oldest' ? 'asc' : 'desc';
  const sides = searchSides(filter.match);
  if (sides && sides.length === 0) return [];
  const side = (part: 'both' | 'users' | 'forms') =>
    db
      .selectFrom('form_responses as r')
      .select(['r.id', 'r.submitted_at'])
      .where(listFilter(filter, part, walk));
  const source = sides && sides.length === 2 ? side('users').union(side('forms')) : side(sides?.[0] ?? 'both');
  const ids = await db
    .selectFrom(source.as('m'))
    .select('m.id')
    .orderBy('m.submitted_at', direction)
    .orderBy('m.id', direction)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
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

interface Page {
  page: number;
  pageSize: number;
}

/**
 * One page and the total. PostgreSQL runs both at once. SQLite answers one statement at a time, so
 * the total comes first and tells the page how to find its rows: a member search's page walks the
 * list in its own order, testing each row against the matched ids, when that visits fewer rows
 * than there are members to look up (page 1 of `charlie`, 6 667 members: ~190 rows walked instead
 * of their 26 659 responses gathered and sorted, 4.7 → 0.9 ms); deep pages still look the members up.
 */
export async function listPageAndTotal(db: Executor, dialect: Dialect, filter: ListFilter, page: Page, counters: CounterRow[]) {
  if (dialect === 'postgres') {
    const [rows, total] = await Promise.all([listPage(db, filter, page), countFiltered(db, filter, counters)]);
    return { rows, total };
  }
  const total = await countFiltered(db, filter, counters);
  return { rows: await listPage(db, filter, page, walkIsShorter(filter, page, total, counters)), total };
}

function walkIsShorter({ query, match }: ListFilter, page: Page, total: number, counters: CounterRow[]): boolean {
  if (!match || !Array.isArray(match.userIds) || match.formIds.length > 0 || total === 0) return false;
  // Only tab and status narrow the walk beyond the ids; other filters would make the estimate wrong.
  if (query.formId !== undefined || query.voted !== undefined || query.awaiting !== undefined || query.overdue !== undefined) return false;
  const walked = (page.page * page.pageSize * filteredTotalFromCounters(counters, query)) / total;
  return walked < match.userIds.length;
}

async function countWhere(db: Executor, filter: ListFilter, part: 'both' | 'users' | 'forms', extra?: 'users'): Promise<number> {
  const row = await db
    .selectFrom('form_responses as r')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(listFilter(filter, part))
    .$if(extra === 'users', (qb) => qb.where(listFilter(filter, 'users')))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Rows matching the filters; tab/status alone come from the counters, a two-sided search by inclusion–exclusion. */
export async function countFiltered(db: Executor, filter: ListFilter, counters: CounterRow[]): Promise<number> {
  const { query } = filter;
  const sides = searchSides(filter.match);
  if (query.formId === undefined && !sides && query.voted === undefined && query.awaiting === undefined && query.overdue === undefined)
    return filteredTotalFromCounters(counters, query);
  if (!sides) return countWhere(db, filter, 'both');
  if (sides.length === 0) return 0;
  if (sides.length === 1) return sides[0] === 'users' ? countUsersSide(db, filter) : countWhere(db, filter, 'forms');
  const [users, forms, both] = await Promise.all([countUsersSide(db, filter), countWhere(db, filter, 'forms'), countWhere(db, filter, 'forms', 'users')]);
  return users + forms - both;
}

/**
 * Responses of the matched members. On PostgreSQL without a form filter: a sum over their rows of
 * member_response_totals (0019), one small row each, instead of visiting every matched response
 * (a search matching thousands of members counted 15 000–27 000 per request, decisions 0017, 0029).
 * SQLite counts them from the (user_id, status, …) index, which is faster there.
 */
async function countUsersSide(db: Executor, filter: ListFilter): Promise<number> {
  const { query, match } = filter;
  if (query.formId !== undefined || !match || match.dialect !== 'postgres') return countWhere(db, filter, 'users');
  if (match.userIds !== 'inline' && match.userIds.length === 0) return 0;
  const row = await db
    .selectFrom('member_response_totals as c')
    .select(
      sql<number | string | null>`sum(${sql.join(
        memberTotalColumns(query).map((c) => sql.ref(`c.${c}`)),
        sql` + `,
      )})`.as('n'),
    )
    .where(match.userIds === 'inline' ? inMatchedUsers('c.user_id', match) : idsIn('c.user_id', match.dialect, match.userIds))
    .executeTakeFirstOrThrow();
  return Number(row.n ?? 0);
}

/** The member_response_totals columns a tab and status filter add up. */
export function memberTotalColumns(query: Pick<ResponseListQuery, 'tab' | 'status'>): MemberTotalColumn[] {
  const { types, statuses } = filterPairs(query);
  return (types ?? formTypes).flatMap((type) => (statuses ?? responseStatuses).map((status) => `${type}_${status}` as const));
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
      'r.steam_id',
      'f.title as form_title',
      'f.requires_interview',
      'f.votes_required',
      'f.voting_binding',
      'f.require_steam',
      'f.min_gmod_hours',
      'f.min_guild_days',
      'f.required_role_ids',
      'f.blocked_role_ids',
      'f.cooldown_days',
      'u.display_name',
      'u.username',
      'u.discord_id',
      'u.guild_joined_at',
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
