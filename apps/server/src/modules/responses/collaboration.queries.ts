import type { Transaction } from 'kysely';
import type { DB, Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { refreshFirstAction } from './insights-summary.queries.ts';

/** Rows of deciding together (D29 notes, D30 votes, D31 messages); rules are in the services beside. */

type Trx = Transaction<Database>;
type Executor = DB | Trx;

/** What the rules of notes, votes and messages need of a response, locked on PostgreSQL when written. */
/** `dialect` matters only with `forUpdate` (PostgreSQL locks the row); null when no lock is wanted. */
/**
 * A response with its form's settings and its applicant, in one read: what deciding, voting and the
 * move's side effects (deliveries, the staff post) need, read once per move (applyStatusChange's `facts`).
 */
export async function findResponseForCollaboration(db: Executor, dialect: Dialect | null, responseId: number, forUpdate = false) {
  return db
    .selectFrom('form_responses as r')
    .innerJoin('forms as f', 'f.id', 'r.form_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.form_id',
      'r.form_type',
      'r.steam_id',
      'r.user_id',
      'r.status',
      'r.submitted_at',
      'r.reviewed_by',
      'r.assigned_to',
      'f.title as form_title',
      'f.staff_channel_id',
      'f.requires_interview',
      'f.votes_required',
      'f.voting_binding',
      'f.discord_roles',
      'f.webhook_incoming',
      'f.webhook_response',
      'u.discord_id',
      'u.username',
      'u.display_name',
    ])
    .where('r.id', '=', responseId)
    .$if(forUpdate && dialect === 'postgres', (qb) => qb.forUpdate('r'))
    .executeTakeFirst();
}
export type CollaborationRow = NonNullable<Awaited<ReturnType<typeof findResponseForCollaboration>>>;

// ---- Notes ----

export async function listNotes(db: Executor, responseId: number) {
  return db
    .selectFrom('response_notes as n')
    .leftJoin('users as a', 'a.id', 'n.author_id')
    .select(['n.id', 'n.body', 'n.author_id', 'n.created_at', 'n.edited_at', 'a.display_name', 'a.username', 'a.discord_id'])
    .where('n.response_id', '=', responseId)
    .orderBy('n.id')
    .execute();
}
export type NoteRow = Awaited<ReturnType<typeof listNotes>>[number];

export async function findNote(db: Executor, responseId: number, noteId: number) {
  return db.selectFrom('response_notes').selectAll().where('id', '=', noteId).where('response_id', '=', responseId).executeTakeFirst();
}

export async function insertNote(trx: Trx, note: { responseId: number; authorId: number; body: string; at: string }): Promise<number> {
  const row = await trx
    .insertInto('response_notes')
    .values({ response_id: note.responseId, author_id: note.authorId, body: note.body, created_at: note.at, edited_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await refreshFirstAction(trx, note.responseId);
  return row.id;
}

export async function updateNote(trx: Trx, noteId: number, body: string, at: string): Promise<void> {
  await trx.updateTable('response_notes').set({ body, edited_at: at }).where('id', '=', noteId).execute();
}

export async function deleteNote(trx: Trx, noteId: number): Promise<void> {
  const removed = await trx.deleteFrom('response_notes').where('id', '=', noteId).returning('response_id').executeTakeFirst();
  // A deleted note no longer counts as the response's first action (D42).
  if (removed) await refreshFirstAction(trx, removed.response_id);
}

// ---- Votes ----

export async function listVotes(db: Executor, responseId: number) {
  return db
    .selectFrom('response_votes as v')
    .innerJoin('users as u', 'u.id', 'v.voter_id')
    .select(['v.voter_id', 'v.vote', 'v.reason', 'v.created_at', 'u.display_name', 'u.username', 'u.discord_id'])
    .where('v.response_id', '=', responseId)
    .orderBy('v.created_at')
    .orderBy('v.id')
    .execute();
}

/** One vote per reviewer: a new one replaces theirs. */
export async function upsertVote(trx: Trx, vote: { responseId: number; voterId: number; vote: string; reason: string | null; at: string }): Promise<void> {
  await trx
    .insertInto('response_votes')
    .values({ response_id: vote.responseId, voter_id: vote.voterId, vote: vote.vote, reason: vote.reason, created_at: vote.at })
    .onConflict((oc) => oc.columns(['response_id', 'voter_id']).doUpdateSet({ vote: vote.vote, reason: vote.reason, created_at: vote.at }))
    .execute();
  // A replaced vote counts at its latest time (D42): the first action may move.
  await refreshFirstAction(trx, vote.responseId);
}

export async function deleteVote(trx: Trx, responseId: number, voterId: number): Promise<boolean> {
  const result = await trx.deleteFrom('response_votes').where('response_id', '=', responseId).where('voter_id', '=', voterId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return false;
  await refreshFirstAction(trx, responseId);
  return true;
}

export async function countVotes(db: Executor, responseId: number): Promise<{ approve: number; deny: number }> {
  const rows = await db
    .selectFrom('response_votes')
    .select(['vote', (eb) => eb.fn.countAll().as('n')])
    .where('response_id', '=', responseId)
    .groupBy('vote')
    .execute();
  const of = (v: string) => Number(rows.find((r) => r.vote === v)?.n ?? 0);
  return { approve: of('approve'), deny: of('deny') };
}

/** The tallies of one list page in one query (no query per row). */
export async function countVotesFor(db: Executor, responseIds: number[]): Promise<Map<number, { approve: number; deny: number }>> {
  const tallies = new Map<number, { approve: number; deny: number }>();
  if (responseIds.length === 0) return tallies;
  const rows = await db
    .selectFrom('response_votes')
    .select(['response_id', 'vote', (eb) => eb.fn.countAll().as('n')])
    .where('response_id', 'in', responseIds)
    .groupBy(['response_id', 'vote'])
    .execute();
  for (const row of rows) {
    const tally = tallies.get(row.response_id) ?? { approve: 0, deny: 0 };
    if (row.vote === 'approve') tally.approve = Number(row.n);
    if (row.vote === 'deny') tally.deny = Number(row.n);
    tallies.set(row.response_id, tally);
  }
  return tallies;
}

// ---- Messages ----

export async function listMessages(db: Executor, responseId: number) {
  return db
    .selectFrom('response_messages as m')
    .leftJoin('users as a', 'a.id', 'm.author_id')
    .select(['m.id', 'm.body', 'm.from_staff', 'm.created_at', 'a.display_name', 'a.username'])
    .where('m.response_id', '=', responseId)
    .orderBy('m.id')
    .execute();
}
export type MessageRow = Awaited<ReturnType<typeof listMessages>>[number];

/** The message and the response's conversation counters, in the caller's transaction. */
export async function insertMessage(
  trx: Trx,
  message: { responseId: number; authorId: number | null; fromStaff: boolean; body: string; at: string },
): Promise<number> {
  const row = await trx
    .insertInto('response_messages')
    .values({ response_id: message.responseId, author_id: message.authorId, from_staff: message.fromStaff ? 1 : 0, body: message.body, created_at: message.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('form_responses')
    .set((eb) => ({ message_count: eb('message_count', '+', 1), last_message_from: message.fromStaff ? 'staff' : 'applicant' }))
    .where('id', '=', message.responseId)
    .execute();
  return row.id;
}
