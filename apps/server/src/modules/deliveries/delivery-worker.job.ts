import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { claimDueDeliveries, finishDelivery, nextDueAt, releaseClaims, releaseEarlierRunClaims, updateTarget } from './delivery-claim.queries.ts';
import { onDeliveriesEnqueued } from './delivery-signal.rules.ts';
import { sendDelivery } from './delivery-send.service.ts';
import { finishAndErase, startRetentionSweep } from './delivery-retention.service.ts';
import type { Outcome } from './delivery-outcome.rules.ts';
import type { DeliveryRow } from './deliveries.tables.ts';

export interface DeliveryWorkerOptions {
  /** Names this worker in locked_by (unique per process by default). */
  workerId?: string;
  /**
   * The running server this worker belongs to ('host:port'), written in front of its id. A process
   * that holds the port is the only one of that instance alive, so at start it takes back at once
   * the claims an earlier, killed process of the same instance left (instead of waiting out their lease).
   */
  instance?: string;
  /** How long a claim holds; a claimed row is taken again after it. Three times the longest send (10 s): a claim is one round of sends. */
  leaseMs?: number;
  /** Longest sleep between looks at the table (other instances' rows, due retries). */
  pollMs?: number;
  batchSize?: number;
  /** Sends at once within a batch. */
  concurrency?: number;
  /** Back-off: full jitter over base · 2^(attempt-1), capped. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Retryable failures become failed once the delivery is this old (and has had a few tries since a manual retry). */
  giveUpAfterMs?: number;
  random?: () => number;
}

export const deliveryDefaults = {
  leaseMs: 30_000,
  pollMs: 3_000,
  // One claim is one round of parallel sends, so the lease only has to outlast one send.
  batchSize: 4,
  concurrency: 4,
  baseDelayMs: 10_000,
  maxDelayMs: 60 * 60 * 1000,
  giveUpAfterMs: 24 * 60 * 60 * 1000,
} as const;

/** Tries a delivery gets after a manual retry before the age rule may fail it again. */
const MIN_TRIES_AFTER_MANUAL_RETRY = 5;

/** Full jitter (AWS architecture blog): a random wait between 1 s and base · 2^(attempt-1), capped. */
export function backoffMs(attempt: number, options: { baseDelayMs: number; maxDelayMs: number; random: () => number }): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.max(1000, Math.floor(options.random() * ceiling));
}

export interface DeliveryWorker {
  readonly id: string;
  start(): void;
  /** Stops looking for work, gives back claims not started, waits for sends under way. */
  stop(): Promise<void>;
  /** Claims and sends one batch now; resolves with the number of rows handled. */
  runOnce(): Promise<number>;
  wake(): void;
}

/**
 * The delivery worker (D24): claims due rows with a lease, sends them, records each outcome.
 * Woken in-process right after an enqueue (and once more shortly after, since the enqueueing
 * transaction commits a moment later), otherwise it polls every few seconds and sleeps no longer
 * than until the next retry is due.
 */
export function createDeliveryWorker(ctx: AppContext, log: FastifyBaseLogger, options: DeliveryWorkerOptions = {}): DeliveryWorker {
  const o = { ...deliveryDefaults, random: Math.random, ...options };
  const instancePrefix = options.instance ? `${options.instance}/` : null;
  const id = options.workerId ?? `${instancePrefix ?? `${hostname()}/`}${process.pid}:${randomBytes(3).toString('hex')}`;
  let running = false;
  let stopping = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let woken = false;
  const inFlight = new Set<Promise<void>>();
  let unsubscribe: (() => void) | null = null;
  let stopSweep: (() => Promise<void>) | null = null;
  const queued: DeliveryRow[] = [];

  function wake(): void {
    woken = true;
    wakeUp?.();
  }

  async function record(row: DeliveryRow, outcome: Outcome): Promise<void> {
    const at = Date.now();
    if (outcome.type === 'delivered') {
      await finishAndErase(ctx, row.id, id, { status: 'delivered' }, at);
      return;
    }
    if (outcome.type === 'failed') {
      log.warn({ deliveryId: row.id, kind: row.kind, error: outcome.error }, 'delivery failed');
      await finishAndErase(ctx, row.id, id, { status: 'failed', error: outcome.error }, at);
      return;
    }
    const tooOld = at - Date.parse(row.created_at) > o.giveUpAfterMs && row.attempts >= MIN_TRIES_AFTER_MANUAL_RETRY;
    if (tooOld) {
      const error = `Gave up after ${row.attempts} attempts: ${outcome.error}`;
      log.warn({ deliveryId: row.id, kind: row.kind, error }, 'delivery failed');
      await finishAndErase(ctx, row.id, id, { status: 'failed', error }, at);
      return;
    }
    const wait = outcome.afterMs ?? backoffMs(row.attempts, o);
    await finishDelivery(ctx.db, row.id, id, { status: 'pending', error: outcome.error, nextAttemptAt: new Date(at + wait).toISOString() }, at);
  }

  async function handle(row: DeliveryRow): Promise<void> {
    let outcome: Outcome;
    try {
      const result = await sendDelivery(ctx, row);
      outcome = result.outcome;
      if (result.target) await updateTarget(ctx.db, row.id, result.target);
    } catch (err) {
      // Our own fault (a bug, the database): try again later rather than lose the delivery.
      log.error({ err, deliveryId: row.id }, 'delivery attempt crashed');
      outcome = { type: 'retry', error: 'The attempt failed on our side; it will be tried again.' };
    }
    try {
      await record(row, outcome);
    } catch (err) {
      // The lease runs out and the row is taken again: sent at least once, never lost.
      log.error({ err, deliveryId: row.id }, 'could not record a delivery outcome');
    }
  }

  async function runOnce(): Promise<number> {
    const rows = await claimDueDeliveries(ctx.db, ctx.dialect, id, { leaseMs: o.leaseMs, limit: o.batchSize });
    if (rows.length === 0) return 0;
    queued.push(...rows);
    const lanes = Array.from({ length: Math.min(o.concurrency, rows.length) }, async () => {
      for (let row = stopping ? undefined : queued.shift(); row; row = stopping ? undefined : queued.shift()) {
        const job = handle(row);
        inFlight.add(job);
        await job.finally(() => inFlight.delete(job));
      }
    });
    await Promise.all(lanes);
    return rows.length;
  }

  async function takeBackEarlierClaims(): Promise<void> {
    try {
      const taken = await releaseEarlierRunClaims(ctx.db, instancePrefix!, id);
      if (taken > 0) log.info({ deliveries: taken }, 'took back deliveries claimed by an earlier run of this instance');
    } catch (err) {
      log.warn({ err }, 'could not take back earlier claims; they are taken again when their lease runs out');
    }
  }

  async function sleep(ms: number): Promise<void> {
    if (woken || !running) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    wakeUp = null;
  }

  async function run(): Promise<void> {
    let settle = 0;
    while (running) {
      const wasWoken = woken;
      woken = false;
      let handled = 0;
      try {
        handled = await runOnce();
      } catch (err) {
        log.warn({ err }, 'delivery worker could not claim work');
      }
      if (!running) break;
      if (handled >= o.batchSize) continue;
      // Right after a wake-up the enqueueing transaction may not have committed yet: look again soon.
      if (wasWoken && handled === 0) settle = 3;
      let wait: number = o.pollMs;
      if (settle > 0) {
        settle -= 1;
        wait = 150;
      } else {
        const next = await nextDueAt(ctx.db).catch(() => null);
        if (next !== null) wait = Math.min(wait, Math.max(50, next - Date.now()));
      }
      await sleep(wait);
    }
  }

  return {
    id,
    wake,
    runOnce,
    start() {
      if (running) return;
      running = true;
      stopping = false;
      unsubscribe = onDeliveriesEnqueued(wake);
      stopSweep = startRetentionSweep(ctx, log); // D37: erase ended deliveries of deleted members, expire payloads
      woken = true;
      loop = (instancePrefix ? takeBackEarlierClaims() : Promise.resolve()).then(run);
    },
    async stop() {
      running = false;
      stopping = true;
      unsubscribe?.();
      await stopSweep?.();
      wakeUp?.();
      // The loop ends once its sends under way are recorded; a claim it was making still lands in `queued`.
      await loop;
      await Promise.allSettled([...inFlight]);
      loop = null;
      const notStarted = queued.splice(0).map((r) => r.id);
      await releaseClaims(ctx.db, notStarted, id).catch((err) => log.warn({ err }, 'could not release delivery claims'));
    },
  };
}
