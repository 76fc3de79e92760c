import { sql, type Transaction } from 'kysely';
import type { DB, Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The per-response insights row (migration 0026, decision 0041): the submit, the first staff action
 * and the decision of each response, with the whole seconds between them, so an insights range reads
 * one compact index range instead of the history, votes and notes with a look-up per row. Written
 * only here, inside the transaction of the write that changes it: the submit and every later move
 * (applyStatusChange), a vote cast, replaced or taken back, a note added or deleted. A response's
 * deletion (its form's, ON DELETE CASCADE) takes its row along.
 */

type Trx = Transaction<Database>;
type Executor = DB | Trx;

/** The moves that are a staff action on a response: a claim or a decision (by a person or the votes). */
export const staffMoves = ['under_review', 'pending_interview', 'accepted', 'rejected'] as const;

/** Whole seconds from one ISO instant to another, rounded half up, never below 0 (D42's times). */
export function secondsBetween(from: string, to: string): number {
  return Math.round(Math.max(0, (Date.parse(to) - Date.parse(from)) / 1000));
}

/** A submit: the response's row, nothing acted on yet. */
export async function insertInsightRow(trx: Trx, row: { responseId: number; formId: number; submittedAt: string }): Promise<void> {
  await trx.insertInto('response_insights').values({ response_id: row.responseId, form_id: row.formId, submitted_at: row.submittedAt }).execute();
}

/**
 * A move after the submit: a claim or a decision is a staff action (the first one counts), a move
 * into accepted or rejected is the decision. Withdrawals change nothing here.
 */
export async function recordMove(trx: Trx, move: { responseId: number; toStatus: string; actorId: number | null; at: string }): Promise<void> {
  if (!(staffMoves as readonly string[]).includes(move.toStatus)) return;
  const row = await trx.selectFrom('response_insights').select(['submitted_at', 'first_action_at']).where('response_id', '=', move.responseId).executeTakeFirst();
  if (!row) return;
  const first = row.first_action_at === null || move.at < row.first_action_at;
  const decided = move.toStatus === 'accepted' || move.toStatus === 'rejected';
  if (!first && !decided) return;
  await trx
    .updateTable('response_insights')
    .set({
      ...(first ? { first_action_at: move.at, first_action_s: secondsBetween(row.submitted_at, move.at) } : {}),
      ...(decided ? { decided_at: move.at, decided_by: move.actorId, outcome: move.toStatus, decision_s: secondsBetween(row.submitted_at, move.at) } : {}),
    })
    .where('response_id', '=', move.responseId)
    .execute();
}

/**
 * The first action read again from its sources (a vote cast, replaced or taken back, a note added or
 * deleted may move it): the earliest claim or decision, vote as it stands, or note.
 */
export async function refreshFirstAction(trx: Trx, responseId: number): Promise<void> {
  const found = await trx
    .selectFrom('response_insights as i')
    .select([
      'i.submitted_at',
      'i.first_action_at',
      (eb) =>
        eb
          .selectFrom('response_status_history as h')
          .select((e) => e.fn.min('h.changed_at').as('at'))
          .whereRef('h.response_id', '=', 'i.response_id')
          .where('h.to_status', 'in', [...staffMoves])
          .as('move'),
      (eb) =>
        eb
          .selectFrom('response_votes as v')
          .select((e) => e.fn.min('v.created_at').as('at'))
          .whereRef('v.response_id', '=', 'i.response_id')
          .as('vote'),
      (eb) =>
        eb
          .selectFrom('response_notes as n')
          .select((e) => e.fn.min('n.created_at').as('at'))
          .whereRef('n.response_id', '=', 'i.response_id')
          .as('note'),
    ])
    .where('i.response_id', '=', responseId)
    .executeTakeFirst();
  if (!found) return;
  const candidates = [found.move, found.vote, found.note].filter((at): at is string => typeof at === 'string');
  const first = candidates.length === 0 ? null : candidates.reduce((a, b) => (b < a ? b : a));
  if (first === found.first_action_at) return;
  await trx
    .updateTable('response_insights')
    .set({ first_action_at: first, first_action_s: first === null ? null : secondsBetween(found.submitted_at, first) })
    .where('response_id', '=', responseId)
    .execute();
}

/** Whole seconds between two ISO text columns in SQL, as secondsBetween counts them. */
function sqlSeconds(dialect: Dialect, from: string, to: string): string {
  const ms =
    dialect === 'postgres'
      ? `round(extract(epoch from (${to}::timestamptz - ${from}::timestamptz)) * 1000)::bigint`
      : `cast(round((unixepoch(${to}, 'subsec') - unixepoch(${from}, 'subsec')) * 1000) as integer)`;
  return `case when ${ms} <= 0 then 0 else (${ms} + 500) / 1000 end`;
}

/**
 * Every row made again from the status history, votes and notes (what migration 0026 did once):
 * for data written around the write path (the benches' generated sites, tests that move history to
 * fixed instants) and to check the kept rows against their sources.
 */
export async function rebuildInsightRows(db: DB, dialect: Dialect): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('response_insights').execute();
    for (const statement of [
      `insert into response_insights (response_id, form_id, submitted_at)
       select r.id, r.form_id, r.submitted_at from form_responses r`,
      `update response_insights set first_action_at = (
         select min(a.at) from (
           select h.changed_at as at from response_status_history h
             where h.response_id = response_insights.response_id and h.to_status in ('under_review', 'pending_interview', 'accepted', 'rejected')
           union all select v.created_at from response_votes v where v.response_id = response_insights.response_id
           union all select n.created_at from response_notes n where n.response_id = response_insights.response_id
         ) a)`,
      `update response_insights set
         decided_at = (select max(h.changed_at) from response_status_history h where h.response_id = response_insights.response_id and h.to_status in ('accepted', 'rejected'))`,
      `update response_insights set
         outcome = (select h.to_status from response_status_history h where h.response_id = response_insights.response_id and h.to_status in ('accepted', 'rejected') and h.changed_at = response_insights.decided_at order by h.id desc limit 1),
         decided_by = (select h.changed_by from response_status_history h where h.response_id = response_insights.response_id and h.to_status in ('accepted', 'rejected') and h.changed_at = response_insights.decided_at order by h.id desc limit 1)
       where decided_at is not null`,
      `update response_insights set
         first_action_s = case when first_action_at is null then null else ${sqlSeconds(dialect, 'submitted_at', 'first_action_at')} end,
         decision_s = case when decided_at is null then null else ${sqlSeconds(dialect, 'submitted_at', 'decided_at')} end`,
    ]) {
      await sql.raw(statement).execute(trx);
    }
  });
}

/** Every kept row, in key order (tests compare them with a rebuild). */
export async function listInsightRows(db: Executor) {
  return db.selectFrom('response_insights').selectAll().orderBy('response_id').execute();
}
