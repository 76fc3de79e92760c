/** The timed job: polls every server each interval under a lease (one instance polls). One server's probe is server-probe.ts. */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { SERVERS_TOPIC } from '../../lib/change-bus.ts';
import { acquireLease, releaseLease } from './lease.queries.ts';
import { latestSampleTimes, pruneSamples, SAMPLE_RETENTION_MS } from './samples.queries.ts';
import { isSimulatedServer, queryTarget } from './server-address.rules.ts';
import { pollServer, type PollDeps } from './server-probe.service.ts';
import { allServerRows, type ServerRow } from './servers.queries.ts';

export const POLLER_LEASE = 'server-status-poller';
/** A server whose polls keep failing is retried less often, up to this gap. */
export const MAX_SERVER_BACKOFF_MS = 5 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

export interface PollerOptions {
  intervalMs?: number;
  /** Servers polled at once: A2S waits up to its timeout, so a few dead servers must not stall the rest. */
  concurrency?: number;
  holder?: string;
  now?: () => number;
}

export interface CycleSummary {
  /** false when another instance holds the lease and this one stood by. */
  leader: boolean;
  polled: number;
  failed: number;
  backedOff: number;
  durationMs: number;
}

/**
 * The status poller (D18): every interval it refreshes every server and stores the result, so the
 * list call never waits on an outside service. With several instances on one database a lease row
 * makes exactly one of them poll; the others stand by and take over when the lease expires.
 */
export function createServerPoller(ctx: AppContext, log: FastifyBaseLogger, options: PollerOptions = {}) {
  const intervalMs = options.intervalMs ?? ctx.env.POLL_INTERVAL_MS;
  const concurrency = options.concurrency ?? 8;
  const holder = options.holder ?? randomUUID();
  const now = options.now ?? Date.now;
  const failures = new Map<number, { count: number; until: number }>();
  const lastListingAt = new Map<number, number>();
  let sampleTimes: Map<number, number> | null = null;
  let lastPrune = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  const deps = (): PollDeps => ({
    db: ctx.db,
    a2s: ctx.clients.a2s,
    battlemetrics: ctx.clients.battlemetrics,
    now,
    lastSampleAt: (id) => sampleTimes?.get(id),
    noteSample: (id, at) => sampleTimes?.set(id, at),
    lastListingAt,
    target: (host, port) => queryTarget(ctx, host, port),
    skipListing: (row) => isSimulatedServer(ctx, row),
  });

  // A server another caller refreshed successfully (error cleared) is polled again at once.
  const isBackedOff = (row: ServerRow, at: number) => row.error !== null && (failures.get(row.id)?.until ?? 0) > at;

  async function pollOne(row: ServerRow): Promise<boolean> {
    try {
      const result = await pollServer(deps(), row);
      if (result.ok) failures.delete(row.id);
      else {
        const count = (failures.get(row.id)?.count ?? 0) + 1;
        failures.set(row.id, { count, until: now() + Math.min(intervalMs * 2 ** (count - 1), MAX_SERVER_BACKOFF_MS) - intervalMs / 2 });
      }
      return result.ok;
    } catch (err) {
      log.warn({ err, serverId: row.id }, 'server poll could not be stored');
      return false;
    }
  }

  async function runOnce(): Promise<CycleSummary> {
    const started = now();
    const leader = await acquireLease(ctx.db, POLLER_LEASE, holder, intervalMs * 3, started);
    if (!leader) {
      sampleTimes = null; // another instance wrote samples meanwhile; re-read when we lead again
      return { leader, polled: 0, failed: 0, backedOff: 0, durationMs: now() - started };
    }
    sampleTimes ??= await latestSampleTimes(ctx.db);
    const rows = await allServerRows(ctx.db);
    const due = rows.filter((row) => !isBackedOff(row, started));
    let failed = 0;
    let next = 0;
    const worker = async () => {
      while (next < due.length) {
        const row = due[next++]!;
        if (!(await pollOne(row))) failed += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, worker));
    // The public servers list (read model) reloads on every instance.
    if (due.length) ctx.changes?.publish(SERVERS_TOPIC);
    if (started - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = started;
      const pruned = await pruneSamples(ctx.db, new Date(started - SAMPLE_RETENTION_MS));
      if (pruned) log.debug({ pruned }, 'old server samples pruned');
    }
    return { leader, polled: due.length, failed, backedOff: rows.length - due.length, durationMs: now() - started };
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .then((s) => s.failed && log.debug(s, 'server poll cycle had failures'))
        .catch((err) => log.warn({ err }, 'server poll cycle failed'))
        .finally(() => {
          running = null;
          schedule(intervalMs);
        });
    }, delay);
    timer.unref();
  }

  return {
    holder,
    runOnce,
    /** Starts polling (first cycle right away); cycles never overlap. */
    start() {
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await releaseLease(ctx.db, POLLER_LEASE, holder).catch(() => {});
    },
  };
}

export type ServerPoller = ReturnType<typeof createServerPoller>;
