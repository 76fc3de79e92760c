import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { DB, Dialect } from '../../db/database.ts';
import { flushErasedPages } from '../../db/wal.ts';
import { redactAuditSummaries } from '../audit/index.ts';
import { deletedUserIds, isDeletedUser } from '../users/index.ts';
import { finishDelivery } from './delivery-claim.queries.ts';
import { containsText, redact, REDACTED_NAME } from '../../lib/redact.ts';

/**
 * What the outbox keeps, and for how long (D37):
 * - a delivery of a deleted member keeps its payload, chain key and idempotency key while it is
 *   pending (the worker needs them to send it); the moment it is delivered or given up, they go;
 * - a delivered delivery drops its payload after DELIVERY_RETENTION_DAYS;
 * - the delivery log keeps kind, event, state, attempts and times.
 * An erased payload is this empty object; nothing reads a finished delivery's payload, and a
 * manual retry refuses an erased one.
 */
export const ERASED_PAYLOAD = '{}';
export { REDACTED_NAME };

/** Payload fields that carry who a member is (the webhook body, direct messages, role changes, later Steam). */
const identityKey = /^(discordId|username|displayName|applicantName|globalName|email|avatar|steamId\d*|personaName|profileUrl|reviewer)$/i;

/** The identity values a payload carries (at any depth), to wipe them from the row's other columns too. */
export function identifiersInPayload(payload: string): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, key: string | null) => {
    if (typeof value === 'string') {
      if (key && identityKey.test(key) && value.trim().length >= 2) found.add(value.trim());
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  try {
    walk(JSON.parse(payload), null);
  } catch {
    // Not JSON: nothing to learn from it; the payload is erased anyway.
  }
  return [...found];
}

const redactMaybe = (text: string | null, identifiers: readonly string[]) => (text === null ? null : redact(text, identifiers));

/** Replaces identifiers inside every string of a JSON payload (someone else's delivery that names the member). */
export function redactPayload(payload: string, identifiers: readonly string[]): string {
  try {
    const walk = (value: unknown): unknown => {
      if (typeof value === 'string') return redact(value, identifiers);
      if (Array.isArray(value)) return value.map(walk);
      if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
      return value;
    };
    return JSON.stringify(walk(JSON.parse(payload)));
  } catch {
    return ERASED_PAYLOAD;
  }
}

interface ErasableRow {
  id: number;
  status: string;
  target: string;
  chain_key: string;
  payload: string;
  idempotency_key: string;
  last_error: string | null;
}

/** The finished row without a trace of the member: payload gone, keys that named them replaced by the row's id. */
function erasedValues(row: ErasableRow, identifiers: readonly string[]) {
  const all = [...new Set([...identifiers, ...identifiersInPayload(row.payload)])];
  const named = (text: string) => all.some((id) => text.includes(id));
  return {
    payload: ERASED_PAYLOAD,
    // A finished row orders nothing any more (the claim looks at pending rows only).
    chain_key: `erased:${row.id}`,
    idempotency_key: named(row.idempotency_key) ? `erased:${row.id}` : row.idempotency_key,
    target: redact(row.target, all),
    last_error: redactMaybe(row.last_error, all),
  };
}

const isErased = (row: Pick<ErasableRow, 'payload' | 'chain_key'>) => row.payload === ERASED_PAYLOAD && row.chain_key.startsWith('erased:');


/**
 * At an account's deletion: every delivery of the member's responses loses what names them now
 * where it is not needed to send (the target staff see, the last error); finished ones lose their
 * payload and keys at once. Deliveries of others that name the member (as reviewer) have the name
 * replaced in their payload. Returns the ids of the member's deliveries (their audit rows are redacted too).
 */
export async function eraseMemberDeliveries(db: DB, dialect: Dialect, userId: number, identifiers: readonly string[]): Promise<number[]> {
  const own = await db
    .selectFrom('deliveries')
    .select(['id', 'status', 'target', 'chain_key', 'payload', 'idempotency_key', 'last_error'])
    .where('member_id', '=', userId)
    .execute();
  const ownIds = new Set(own.map((r) => r.id));
  // Long enough not to match everyday words in other members' deliveries.
  const searchable = identifiers.filter((i) => i.length >= 3);
  const others = searchable.length
    ? await db
        .selectFrom('deliveries')
        .select(['id', 'status', 'target', 'chain_key', 'payload', 'idempotency_key', 'last_error'])
        .where((eb) =>
          eb.or(searchable.flatMap((id) => ['payload', 'target', 'chain_key', 'last_error', 'idempotency_key'].map((c) => containsText(dialect, c, id)))),
        )
        .execute()
    : [];
  await db.transaction().execute(async (trx) => {
    for (const row of own) {
      const values =
        row.status === 'pending'
          ? { target: redact(row.target, identifiers), last_error: redactMaybe(row.last_error, identifiers) }
          : erasedValues(row, identifiers);
      await trx.updateTable('deliveries').set(values).where('id', '=', row.id).execute();
    }
    for (const row of others) {
      if (ownIds.has(row.id)) continue;
      await trx
        .updateTable('deliveries')
        .set({
          payload: redactPayload(row.payload, searchable),
          target: redact(row.target, searchable),
          last_error: redactMaybe(row.last_error, searchable),
          ...(row.status === 'pending' ? {} : { chain_key: redact(row.chain_key, searchable), idempotency_key: redact(row.idempotency_key, searchable) }),
        })
        .where('id', '=', row.id)
        .execute();
    }
  });
  return [...ownIds];
}

/**
 * Called by the worker when a delivery ends (delivered or given up): when it belongs to a member
 * who has deleted their account, it keeps nothing of them from now on. Returns the identifiers it
 * wiped (for the audit rows that quote the delivery), or null when there was nothing to do.
 */
export async function eraseEndedDelivery(db: DB, id: number): Promise<string[] | null> {
  const row = await db
    .selectFrom('deliveries')
    .select(['id', 'status', 'target', 'chain_key', 'payload', 'idempotency_key', 'last_error', 'member_id'])
    .where('id', '=', id)
    .where('status', '<>', 'pending')
    .executeTakeFirst();
  if (!row || row.member_id === null || isErased(row)) return null;
  if (!(await isDeletedUser(db, row.member_id))) return null;
  const identifiers = identifiersInPayload(row.payload);
  await db.updateTable('deliveries').set(erasedValues(row, identifiers)).where('id', '=', id).where('status', '<>', 'pending').execute();
  return identifiers;
}

/**
 * The worker's record of a delivery's end (delivered, or failed for good), in one transaction with
 * its erasure when the member has deleted their account: no moment exists where the delivery reads
 * finished and still holds them. Returns false when this worker no longer held the lease.
 */
export async function finishAndErase(ctx: AppContext, id: number, workerId: string, finish: EndedFinish, at: number): Promise<boolean> {
  const { finished, identifiers } = await ctx.db.transaction().execute(async (trx) => {
    const done = await finishDelivery(trx, id, workerId, finish, at);
    return { finished: done, identifiers: done ? await eraseEndedDelivery(trx, id) : null };
  });
  if (identifiers === null) return finished;
  // Audit rows quoting this delivery were redacted at the deletion; this catches one written since.
  if (identifiers.length) await redactAuditSummaries(ctx.db, ctx.dialect, { identifiers, targets: [{ type: 'delivery', ids: [id] }] });
  await flushErasedPages(ctx.db, ctx.dialect).catch(() => false); // the hourly sweep flushes again
  return finished;
}

type EndedFinish = { status: 'delivered' } | { status: 'failed'; error: string };

/**
 * The periodic sweep (a safety net for the moment-of-end erasure, which a crash can skip):
 * finished deliveries of deleted members are erased, delivered ones older than the retention
 * period drop their payload. Returns what it changed, with the identifiers wiped per delivery id.
 */
export async function sweepDeliveries(
  db: DB,
  dialect: Dialect,
  retentionDays: number,
  at = Date.now(),
): Promise<{ erased: Map<number, string[]>; expired: number }> {
  const erased = new Map<number, string[]>();
  const leftovers = await db
    .selectFrom('deliveries')
    .select('id')
    .where('status', '<>', 'pending')
    .where('member_id', 'in', deletedUserIds(db))
    .where((eb) => eb.or([eb('payload', '<>', ERASED_PAYLOAD), eb('chain_key', 'not like', 'erased:%')]))
    .limit(1000)
    .execute();
  for (const { id } of leftovers) {
    const identifiers = await eraseEndedDelivery(db, id);
    if (identifiers) erased.set(id, identifiers);
  }
  const cutoff = new Date(at - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  // In chunks, so SQLite's write lock is held for moments, found through deliveries_payload_kept_idx
  // (0016_privacy; SQLite is told to use it: without statistics it would walk every delivered row).
  const indexed = dialect === 'sqlite' ? sql`indexed by deliveries_payload_kept_idx` : sql``;
  let expired = 0;
  for (;;) {
    const chunk = sql<{ id: number }>`(select id from deliveries ${indexed}
      where status = 'delivered' and payload <> '{}' and delivered_at < ${cutoff} order by delivered_at limit ${EXPIRE_CHUNK})`;
    const result = await db
      .updateTable('deliveries')
      .set({ payload: ERASED_PAYLOAD })
      .where('id', 'in', chunk as never)
      .executeTakeFirst();
    const n = Number(result.numUpdatedRows);
    expired += n;
    if (n < EXPIRE_CHUNK) break;
  }
  return { erased, expired };
}

const EXPIRE_CHUNK = 500;

/** A delivery whose payload was erased cannot be sent again. */
export const payloadErased = (row: { payload: string }): boolean => row.payload === ERASED_PAYLOAD;

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Runs the sweep now and then hourly; returns the stop function. Failures are logged and tried again next time. */
export function startRetentionSweep(ctx: AppContext, log: FastifyBaseLogger, everyMs = SWEEP_EVERY_MS): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = (async () => {
      const { erased, expired } = await sweepDeliveries(ctx.db, ctx.dialect, ctx.env.DELIVERY_RETENTION_DAYS);
      for (const [id, identifiers] of erased) {
        if (identifiers.length) await redactAuditSummaries(ctx.db, ctx.dialect, { identifiers, targets: [{ type: 'delivery', ids: [id] }] });
      }
      if (erased.size || expired) {
        await flushErasedPages(ctx.db, ctx.dialect);
        log.info({ erased: erased.size, expired }, 'delivery retention: payloads dropped');
      }
    })().catch((err) => log.warn({ err }, 'delivery retention sweep failed'));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
