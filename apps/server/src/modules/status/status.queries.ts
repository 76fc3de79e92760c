import { sql } from 'kysely';
import { statusComponents, type BackgroundStatus, type StatusBucket, type StatusComponent } from '@crp/shared';
import type { DB } from '../../db/database.ts';
import { outboxSummary } from '../deliveries/index.ts';
import { pollerSummary } from '../servers/index.ts';

export const HISTORY_HOURS = 24;
const HOUR_MS = 3_600_000;

export async function recordCheck(
  db: DB,
  check: { component: StatusComponent; status: string; latencyMs: number | null; message: string | null; checkedAt: string },
): Promise<void> {
  await db
    .insertInto('status_checks')
    .values({ component: check.component, status: check.status, latency_ms: check.latencyMs, message: check.message, checked_at: check.checkedAt })
    .execute();
}

/** Results older than the history window go. */
export async function pruneChecks(db: DB, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('status_checks')
    .where('checked_at', '<', new Date(now - HISTORY_HOURS * HOUR_MS).toISOString())
    .execute();
}

/** Per component, one bucket per hour of the last 24 h (oldest first): how many checks, how many online. */
export async function checkHistory(db: DB, now = Date.now()) {
  const currentHour = Math.floor(now / HOUR_MS) * HOUR_MS;
  const firstHour = currentHour - (HISTORY_HOURS - 1) * HOUR_MS;
  const rows = await db
    .selectFrom('status_checks')
    .select((eb) => [
      'component',
      sql<string>`substr(checked_at, 1, 13)`.as('hour'),
      eb.fn.countAll<number | string>().as('checks'),
      sql<number | string>`sum(case when status = 'online' then 1 else 0 end)`.as('online'),
    ])
    .where('checked_at', '>=', new Date(firstHour).toISOString())
    .groupBy(['component', sql`substr(checked_at, 1, 13)`])
    .execute();
  const byKey = new Map(rows.map((r) => [`${r.component}|${r.hour}`, r]));
  return statusComponents.map((component) => ({
    component,
    buckets: Array.from({ length: HISTORY_HOURS }, (_, i): StatusBucket => {
      const start = new Date(firstHour + i * HOUR_MS).toISOString();
      const row = byKey.get(`${component}|${start.slice(0, 13)}`);
      return { start, checks: Number(row?.checks ?? 0), online: Number(row?.online ?? 0) };
    }),
  }));
}

/** The background workers: the server status poller and the delivery outbox, read through their modules. */
export async function backgroundStatus(db: DB, pollIntervalMs: number): Promise<BackgroundStatus> {
  const [poller, deliveries] = await Promise.all([pollerSummary(db), outboxSummary(db)]);
  return { poller: { lastCycleAt: poller.lastCycleAt, intervalMs: pollIntervalMs, servers: poller.servers }, deliveries };
}
