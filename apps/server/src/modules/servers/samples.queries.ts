import { sql } from 'kysely';
import { PLAYER_HISTORY_BUCKET_MS, PLAYER_HISTORY_BUCKETS } from '@crp/shared';
import { fromBool, type DB } from '../../db/database.ts';
import type { ServerUpdate } from './servers.queries.ts';

/** One sample per server every 5 minutes is plenty for a 24 h chart and keeps the table small. */
export const SAMPLE_EVERY_MS = 5 * 60 * 1000;
/** Samples older than this are pruned; uptime is measured over the same window. */
export const SAMPLE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export interface PlayerHistory {
  start: string;
  byServer: Map<number, Array<number | null>>;
}

// The half-hour bucket of an ISO instant as text ('YYYY-MM-DDTHH:00' or ':30'), the same SQL on both databases.
const halfHour = sql<string>`substr(sampled_at, 1, 14) || case when substr(sampled_at, 15, 1) < '3' then '00' else '30' end`;

/**
 * The last 24 h per server as 48 clock-aligned half-hour buckets holding the peak player count.
 * Grouped in SQL, so the list call reads 48 rows per server, not every sample.
 */
export async function playerHistory(db: DB, serverIds: number[], now = Date.now()): Promise<PlayerHistory> {
  const current = Math.floor(now / PLAYER_HISTORY_BUCKET_MS) * PLAYER_HISTORY_BUCKET_MS;
  const startMs = current - (PLAYER_HISTORY_BUCKETS - 1) * PLAYER_HISTORY_BUCKET_MS;
  const start = new Date(startMs).toISOString();
  const byServer = new Map<number, Array<number | null>>();
  if (serverIds.length === 0) return { start, byServer };
  const rows = await db
    .selectFrom('server_samples')
    .select(['server_id', halfHour.as('bucket'), (eb) => eb.fn.max('players').as('peak')])
    .where('sampled_at', '>=', start)
    .where('server_id', 'in', serverIds)
    .groupBy(['server_id', halfHour])
    .execute();
  for (const row of rows) {
    const index = Math.round((Date.parse(`${row.bucket}:00.000Z`) - startMs) / PLAYER_HISTORY_BUCKET_MS);
    if (index < 0 || index >= PLAYER_HISTORY_BUCKETS) continue;
    let series = byServer.get(row.server_id);
    if (!series) byServer.set(row.server_id, (series = new Array<number | null>(PLAYER_HISTORY_BUCKETS).fill(null)));
    series[index] = Number(row.peak);
  }
  return { start, byServer };
}

/** The newest sample instant of every server (the poller samples at most every SAMPLE_EVERY_MS). */
export async function latestSampleTimes(db: DB): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('server_samples')
    .select(['server_id', (eb) => eb.fn.max('sampled_at').as('last')])
    .groupBy('server_id')
    .execute();
  return new Map(rows.map((r) => [r.server_id, Date.parse(String(r.last))]));
}

export interface PollRecord {
  serverId: number;
  update: ServerUpdate;
  /** Written when the last sample is old enough; the uptime figure is recomputed with it. */
  sample?: { at: string; players: number; online: boolean };
}

/** Stores one poll: the server's new state, and possibly a sample and the new uptime, as one transaction. */
export async function recordPoll(db: DB, record: PollRecord): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const update: ServerUpdate = { ...record.update };
    if (record.sample) {
      await trx
        .insertInto('server_samples')
        .values({ server_id: record.serverId, sampled_at: record.sample.at, players: record.sample.players, is_online: fromBool(record.sample.online) })
        .onConflict((oc) => oc.columns(['server_id', 'sampled_at']).doNothing())
        .execute();
      const since = new Date(Date.parse(record.sample.at) - SAMPLE_RETENTION_MS).toISOString();
      const stats = await trx
        .selectFrom('server_samples')
        .select([(eb) => eb.fn.countAll<number>().as('total'), (eb) => eb.fn.sum<number>('is_online').as('up')])
        .where('server_id', '=', record.serverId)
        .where('sampled_at', '>=', since)
        .executeTakeFirst();
      const total = Number(stats?.total ?? 0);
      if (total > 0) update.last_uptime = (Number(stats?.up ?? 0) / total) * 100;
    }
    await trx.updateTable('servers').set(update).where('id', '=', record.serverId).execute();
  });
}

/** Deletes samples older than the retention window; returns how many went. */
export async function pruneSamples(db: DB, before: Date): Promise<number> {
  const result = await db.deleteFrom('server_samples').where('sampled_at', '<', before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** When the server's newest sample was taken (ms), for sampling at most every SAMPLE_EVERY_MS. */
export async function latestSampleAt(db: DB, serverId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('server_samples')
    .select('sampled_at')
    .where('server_id', '=', serverId)
    .orderBy('sampled_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Date.parse(row.sampled_at) : undefined;
}
