import { sql } from 'kysely';
import type { DB, Dialect } from '../../db/database.ts';
import type { DeliveryRow } from './deliveries.tables.ts';

/**
 * Claims up to `limit` due deliveries for `workerId` until now + leaseMs, in one short statement
 * (its own transaction). The claim is the "sending" record: attempts is counted and the lease set
 * before anything is sent, so a worker that dies mid-send leaves a row another worker takes again
 * once the lease has run out.
 * - PostgreSQL: FOR UPDATE SKIP LOCKED, so workers of several instances never take the same row.
 * - SQLite: one writer at a time; the UPDATE … RETURNING is atomic on its own.
 * A row waits while an earlier row of its chain is still pending (same member and role, same
 * response's message or webhook), so changes never overtake each other.
 */
export async function claimDueDeliveries(
  db: DB,
  dialect: Dialect,
  workerId: string,
  options: { leaseMs: number; limit: number; at?: number },
): Promise<DeliveryRow[]> {
  const at = options.at ?? Date.now();
  const nowIso = new Date(at).toISOString();
  const until = new Date(at + options.leaseMs).toISOString();
  const lock = dialect === 'postgres' ? sql`for update of d skip locked` : sql``;
  const result = await sql<DeliveryRow>`
    update deliveries set locked_by = ${workerId}, locked_until = ${until}, attempts = attempts + 1
    where id in (
      select d.id from deliveries d
      where d.status = 'pending'
        and d.next_attempt_at <= ${nowIso}
        and (d.locked_until is null or d.locked_until <= ${nowIso})
        and not exists (
          select 1 from deliveries e where e.chain_key = d.chain_key and e.status = 'pending' and e.id < d.id
        )
      order by d.next_attempt_at, d.id
      limit ${options.limit}
      ${lock}
    )
    returning *`.execute(db);
  return [...result.rows].sort((a, b) => a.id - b.id);
}

/** When the next pending delivery falls due (for the worker's sleep), or null when none waits. */
export async function nextDueAt(db: DB): Promise<number | null> {
  const row = await db
    .selectFrom('deliveries')
    .select((eb) => eb.fn.min('next_attempt_at').as('next'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row?.next ? Date.parse(String(row.next)) : null;
}

type Finish = { status: 'delivered' } | { status: 'failed'; error: string } | { status: 'pending'; error: string; nextAttemptAt: string };

/**
 * Records an attempt's end, only while this worker still holds the lease (a worker that lost it
 * to another must not overwrite that one's result). Returns false when the lease was lost.
 */
export async function finishDelivery(db: DB, id: number, workerId: string, finish: Finish, at = Date.now()): Promise<boolean> {
  const nowIso = new Date(at).toISOString();
  const values =
    finish.status === 'delivered'
      ? { status: 'delivered', delivered_at: nowIso, last_error: null }
      : finish.status === 'failed'
        ? { status: 'failed', last_error: finish.error }
        : { status: 'pending', last_error: finish.error, next_attempt_at: finish.nextAttemptAt };
  const result = await db
    .updateTable('deliveries')
    .set({ ...values, locked_until: null, locked_by: null })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back claimed rows that were never started (shutdown): no attempt was made, none is counted. */
export async function releaseClaims(db: DB, ids: number[], workerId: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('deliveries')
    .set((eb) => ({ locked_until: null, locked_by: null, attempts: eb('attempts', '-', 1) }))
    .where('id', 'in', ids)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Frees the claims of an earlier process of the same instance (locked_by starting with `prefix`,
 * but not this worker's own). The attempt stays counted: the dead process may have sent it. A
 * resend is deduplicated downstream (Discord nonce, webhook-id). Returns how many were freed.
 */
export async function releaseEarlierRunClaims(db: DB, prefix: string, workerId: string): Promise<number> {
  const result = await db
    .updateTable('deliveries')
    .set({ locked_until: null, locked_by: null })
    .where('status', '=', 'pending')
    .where((eb) => eb(eb.fn('substr', ['locked_by', eb.lit(1), eb.lit(prefix.length)]), '=', prefix))
    .where('locked_by', '<>', workerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Also updates what staff see as the target (a webhook address corrected since the event). */
export async function updateTarget(db: DB, id: number, target: string): Promise<void> {
  await db.updateTable('deliveries').set({ target }).where('id', '=', id).where('target', '<>', target).execute();
}
