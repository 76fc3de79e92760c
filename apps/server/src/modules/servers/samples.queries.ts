import type { PlayerHistoryPoint } from '@crp/shared';
import { fromBool, type DB } from '../../db/database.ts';
import type { ServerUpdate } from './servers.queries.ts';

/** One sample per server every 5 minutes is plenty for a 24 h chart and keeps the table small. */
export const SAMPLE_EVERY_MS = 5 * 60 * 1000;
/** Samples older than this are pruned; uptime is measured over the same window. */
export const SAMPLE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** The chart is drawn from 30-minute buckets (48 points for 24 h). */
export const HISTORY_BUCKET_MS = 30 * 60 * 1000;

/** Player history per server since `since`, downsampled to the peak of each 30-minute bucket. */
export async function historySince(db: DB, since: Date, serverIds: number[]): Promise<Map<number, PlayerHistoryPoint[]>> {
  const result = new Map<number, PlayerHistoryPoint[]>();
  if (serverIds.length === 0) return result;
  const rows = await db
    .selectFrom('server_samples')
    .select(['server_id', 'sampled_at', 'players', 'is_online'])
    .where('sampled_at', '>=', since.toISOString())
    .where('server_id', 'in', serverIds)
    .orderBy('sampled_at')
    .execute();
  const start = since.getTime();
  const buckets = new Map<number, Map<number, PlayerHistoryPoint>>();
  for (const row of rows) {
    const index = Math.floor((Date.parse(row.sampled_at) - start) / HISTORY_BUCKET_MS);
    let perServer = buckets.get(row.server_id);
    if (!perServer) buckets.set(row.server_id, (perServer = new Map()));
    const point = perServer.get(index);
    const online = row.is_online === 1;
    if (!point) perServer.set(index, { at: new Date(start + index * HISTORY_BUCKET_MS).toISOString(), players: row.players, online });
    else {
      point.players = Math.max(point.players, row.players);
      point.online ||= online;
    }
  }
  for (const [id, perServer] of buckets) result.set(id, [...perServer.values()]);
  return result;
}

/** The newest sample instant of every server (the poller samples at most every SAMPLE_EVERY_MS). */
export async function latestSampleTimes(db: DB): Promise<Map<number, number>> {
  const rows = await db.selectFrom('server_samples').select(['server_id', (eb) => eb.fn.max('sampled_at').as('last')]).groupBy('server_id').execute();
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
