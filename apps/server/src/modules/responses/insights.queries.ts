import { sql, type Transaction } from 'kysely';
import { openStatuses } from '@crp/shared';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The rows staff insights are counted from (D42, decisions 0033 and 0041): the per-response
 * insights rows (submits, first actions, decisions), the history's interview moves and withdrawals,
 * votes and notes of a range, and the open responses. Compact rows, read from their indexes
 * (migrations 0022 and 0026); the insights module (modules/insights) turns them into numbers.
 * Instants are ISO text, so a range is a pair of strings compared as text on both databases.
 */

type Executor = DB | Transaction<Database>;

/** [start, end) as ISO instants, and optionally one form. */
export interface InsightsWindow {
  start: string;
  end: string;
  formId?: number;
}

/**
 * Every submit in the window (all forms or one), with the seconds to its first staff action (null:
 * none yet), from the per-response insights rows (decision 0041): one index range, no look-ups.
 */
export async function listSubmits(db: Executor, window: InsightsWindow) {
  return db
    .selectFrom('response_insights as i')
    .select(['i.submitted_at', 'i.form_id', 'i.first_action_s'])
    .where('i.submitted_at', '>=', window.start)
    .where('i.submitted_at', '<', window.end)
    .$if(window.formId !== undefined, (qb) => qb.where('i.form_id', '=', window.formId!))
    .execute();
}
export type SubmitRow = Awaited<ReturnType<typeof listSubmits>>[number];

/**
 * Every decision in the window (a move into accepted or rejected, an interview's pass or fail
 * included): when, on which form, by whom (null: the votes, D30), and the seconds since the submit.
 */
export async function listDecisions(db: Executor, window: InsightsWindow) {
  const rows = await db
    .selectFrom('response_insights as i')
    .select(['i.decided_at', 'i.form_id', 'i.decided_by', 'i.outcome', 'i.decision_s'])
    .where('i.decided_at', '>=', window.start)
    .where('i.decided_at', '<', window.end)
    .$if(window.formId !== undefined, (qb) => qb.where('i.form_id', '=', window.formId!))
    .execute();
  return rows as Array<{ decided_at: string; form_id: number; decided_by: number | null; outcome: 'accepted' | 'rejected'; decision_s: number }>;
}
export type DecisionRow = Awaited<ReturnType<typeof listDecisions>>[number];

/** Moves into an interview in the window, per person who made them (a reviewer's decision too; the votes' count for nobody). */
export async function countInterviewMovesByStaff(db: Executor, window: InsightsWindow): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('response_status_history as h')
    .select(['h.changed_by as who', (eb) => eb.fn.countAll().as('n')])
    .where('h.to_status', '=', 'pending_interview')
    .where('h.changed_at', '>=', window.start)
    .where('h.changed_at', '<', window.end)
    .where('h.changed_by', 'is not', null)
    .$if(window.formId !== undefined, (qb) => qb.where((eb) => eb.exists(eb.selectFrom('form_responses as r').select('r.id').whereRef('r.id', '=', 'h.response_id').where('r.form_id', '=', window.formId!))))
    .groupBy('h.changed_by')
    .execute();
  return new Map(rows.flatMap((r) => (r.who === null ? [] : [[r.who, Number(r.n)] as const])));
}

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
