import { sql, type Transaction } from 'kysely';
import { openStatuses } from '@crp/shared';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The rows staff insights are counted from (D42, decision 0033): the status history, votes and
 * notes of a range, and the open responses. Compact rows, read from the indexes of migration 0022;
 * the insights module (modules/insights) turns them into numbers. Instants are ISO text, so a range
 * is a pair of strings compared as text on both databases.
 */

type Executor = DB | Transaction<Database>;

/** [start, end) as ISO instants, and optionally one form. */
export interface InsightsWindow {
  start: string;
  end: string;
  formId?: number;
}

/** The moves a reviewer makes on a response (or the votes make): a claim or a decision. */
const staffMoves = ['under_review', 'pending_interview', 'accepted', 'rejected'] as const;
/** The moves that decide (D12): into an interview, accepted (an interview pass included), rejected. */
export const decisionMoves = ['pending_interview', 'accepted', 'rejected'] as const;

/**
 * A column of the response a history row belongs to, looked up by its key: one index probe per row.
 * PostgreSQL otherwise hash-joins the whole form_responses table for a few thousand rows (28 ms
 * instead of 8 at 200 000 responses, decision 0033).
 */
const ofResponse = (column: 'form_id' | 'submitted_at', row: 's.response_id' | 'h.response_id') =>
  sql<never>`(select ${sql.ref(`r.${column}`)} from form_responses r where r.id = ${sql.ref(row)})`;

/** Every submit in the window (a history row into `submitted`: only a submit moves there), with its response and form. */
export async function listSubmits(db: Executor, window: InsightsWindow) {
  const rows = await db
    .selectFrom('response_status_history as s')
    .select(['s.response_id', ofResponse('form_id', 's.response_id').as('form_id'), 's.changed_at as submitted_at'])
    .where('s.to_status', '=', 'submitted')
    .where('s.changed_at', '>=', window.start)
    .where('s.changed_at', '<', window.end)
    .$if(window.formId !== undefined, (qb) => qb.where(ofResponse('form_id', 's.response_id'), '=', window.formId as never))
    .execute();
  return rows as Array<{ response_id: number; form_id: number; submitted_at: string }>;
}
export type SubmitRow = Awaited<ReturnType<typeof listSubmits>>[number];

/**
 * The first staff action on each response that had one at or after `since`: the earliest claim or
 * decision (history), vote or note. A response submitted at or after `since` can only have been acted
 * on after it, so for those this is exact; three index-only scans grouped by response (0022's indexes),
 * instead of three lookups per submit.
 */
export async function findFirstActionsSince(db: Executor, since: string): Promise<Map<number, string>> {
  const [moves, votes, notes] = await Promise.all([
    db
      .selectFrom('response_status_history as m')
      .select(['m.response_id', (eb) => eb.fn.min('m.changed_at').as('at')])
      .where('m.to_status', 'in', [...staffMoves])
      .where('m.changed_at', '>=', since)
      .groupBy('m.response_id')
      .execute(),
    db
      .selectFrom('response_votes as v')
      .select(['v.response_id', (eb) => eb.fn.min('v.created_at').as('at')])
      .where('v.created_at', '>=', since)
      .groupBy('v.response_id')
      .execute(),
    db
      .selectFrom('response_notes as n')
      .select(['n.response_id', (eb) => eb.fn.min('n.created_at').as('at')])
      .where('n.created_at', '>=', since)
      .groupBy('n.response_id')
      .execute(),
  ]);
  const first = new Map<number, string>();
  for (const rows of [moves, votes, notes]) {
    for (const row of rows) {
      const at = row.at as string;
      const known = first.get(row.response_id);
      if (known === undefined || at < known) first.set(row.response_id, at);
    }
  }
  return first;
}

/** Every decision in the window: who (null: the votes, D30), into what, when, and when that response was submitted. */
export async function listDecisions(db: Executor, window: InsightsWindow) {
  const rows = await db
    .selectFrom('response_status_history as h')
    .select([
      ofResponse('form_id', 'h.response_id').as('form_id'),
      'h.changed_by',
      'h.to_status',
      'h.changed_at',
      ofResponse('submitted_at', 'h.response_id').as('submitted_at'),
    ])
    .where('h.to_status', 'in', [...decisionMoves])
    .where('h.changed_at', '>=', window.start)
    .where('h.changed_at', '<', window.end)
    .$if(window.formId !== undefined, (qb) => qb.where(ofResponse('form_id', 'h.response_id'), '=', window.formId as never))
    .execute();
  return rows as Array<{ form_id: number; changed_by: number | null; to_status: string; changed_at: string; submitted_at: string }>;
}
export type DecisionRow = Awaited<ReturnType<typeof listDecisions>>[number];

/** Withdrawals in the window (the few rows of the range joined to their response when one form is asked for). */
export async function countWithdrawals(db: Executor, window: InsightsWindow): Promise<number> {
  const row = await db
    .selectFrom('response_status_history as h')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('h.to_status', '=', 'withdrawn')
    .where('h.changed_at', '>=', window.start)
    .where('h.changed_at', '<', window.end)
    .$if(window.formId !== undefined, (qb) => qb.where((eb) => eb.exists(eb.selectFrom('form_responses as r').select('r.id').whereRef('r.id', '=', 'h.response_id').where('r.form_id', '=', window.formId!))))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Votes cast (as they stand: a replaced vote counts at its latest instant) and notes written in the window, per reviewer. */
export async function countVotesAndNotesByStaff(db: Executor, window: InsightsWindow): Promise<{ votes: Map<number, number>; notes: Map<number, number> }> {
  const [votes, notes] = await Promise.all([
    db
      .selectFrom('response_votes as v')
      .select(['v.voter_id as who', (eb) => eb.fn.countAll().as('n')])
      .where('v.created_at', '>=', window.start)
      .where('v.created_at', '<', window.end)
      .$if(window.formId !== undefined, (qb) =>
        qb.where((eb) => eb.exists(eb.selectFrom('form_responses as r').select('r.id').whereRef('r.id', '=', 'v.response_id').where('r.form_id', '=', window.formId!))),
      )
      .groupBy('v.voter_id')
      .execute(),
    db
      .selectFrom('response_notes as n')
      .select(['n.author_id as who', (eb) => eb.fn.countAll().as('n')])
      .where('n.created_at', '>=', window.start)
      .where('n.created_at', '<', window.end)
      .where('n.author_id', 'is not', null)
      .$if(window.formId !== undefined, (qb) =>
        qb.where((eb) => eb.exists(eb.selectFrom('form_responses as r').select('r.id').whereRef('r.id', '=', 'n.response_id').where('r.form_id', '=', window.formId!))),
      )
      .groupBy('n.author_id')
      .execute(),
  ]);
  const toMap = (rows: Array<{ who: number | null; n: unknown }>) => new Map(rows.flatMap((r) => (r.who === null ? [] : [[r.who, Number(r.n)] as const])));
  return { votes: toMap(votes), notes: toMap(notes) };
}

/**
 * The open applications now, of every application form or of one (surveys are never decided, so
 * they wait for no one: the caller does not ask for a survey's): how many, the
 * oldest, and the submit instants at the given ranks counted from the oldest (0-based), for the
 * percentiles of their age. The ranks are read with OFFSET over the (form_type, status,
 * submitted_at) or (form_id, status, submitted_at) index, not by loading every open response.
 */
export async function readBacklog(db: Executor, formId: number | undefined, ranks: (open: number) => number[]) {
  // One form (the caller knows it is an application): its (form_id, status, …) index; else by type.
  const open = () =>
    db
      .selectFrom('form_responses as r')
      .where('r.status', 'in', [...openStatuses])
      .$if(formId === undefined, (qb) => qb.where('r.form_type', '=', 'application'))
      .$if(formId !== undefined, (qb) => qb.where('r.form_id', '=', formId!));
  const head = await open()
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('r.submitted_at').as('oldest')])
    .executeTakeFirstOrThrow();
  const count = Number(head.n);
  const at = await Promise.all(
    ranks(count).map(async (rank) => {
      // Sorted by an expression, not the column: PostgreSQL would otherwise walk the whole
      // (form_type, submitted_at) index in order and skip the closed rows (65 ms per rank); the open
      // rows come from their status index and are sorted instead (a few thousand at most).
      const row = await open()
        .select('r.submitted_at')
        .orderBy(sql`${sql.ref('r.submitted_at')} || ''`)
        .offset(rank)
        .limit(1)
        .executeTakeFirst();
      return row?.submitted_at ?? null;
    }),
  );
  return { open: count, oldest: (head.oldest as string | null) ?? null, at };
}
