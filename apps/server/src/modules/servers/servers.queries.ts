import type { Insertable, Selectable, Updateable } from 'kysely';
import { now, type DB } from '../../db/database.ts';
import type { ServersTable } from './servers.tables.ts';

export type ServerRow = Selectable<ServersTable>;
export type ServerUpdate = Updateable<ServersTable>;

export function findServerRow(db: DB, id: number): Promise<ServerRow | undefined> {
  return db.selectFrom('servers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function allServerRows(db: DB): Promise<ServerRow[]> {
  return db.selectFrom('servers').selectAll().orderBy('id').execute();
}

/** An existing server with the same listing or the same address (one row per real server). */
export async function findDuplicate(db: DB, battlemetricsId: string | null, host: string | null, port: number | null): Promise<ServerRow | undefined> {
  if (!battlemetricsId && !(host && port)) return undefined;
  return db
    .selectFrom('servers')
    .selectAll()
    .where((eb) => {
      const ors = [];
      if (battlemetricsId) ors.push(eb('battlemetrics_id', '=', battlemetricsId));
      if (host && port) ors.push(eb.and([eb('host', '=', host), eb('port', '=', port)]));
      return eb.or(ors);
    })
    .executeTakeFirst();
}

export async function insertServer(db: DB, values: Omit<Insertable<ServersTable>, 'created_at'>): Promise<ServerRow> {
  return db
    .insertInto('servers')
    .values({ ...values, created_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteServer(db: DB, id: number): Promise<boolean> {
  // Samples go with the server (ON DELETE CASCADE); collections stay cached for other servers.
  const result = await db.deleteFrom('servers').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The status poller at a glance (system status, D26): its last cycle and how many servers it polls. */
export async function pollerSummary(db: DB): Promise<{ lastCycleAt: string | null; servers: number }> {
  const row = await db
    .selectFrom('servers')
    .select((eb) => [eb.fn.max('last_polled_at').as('last'), eb.fn.countAll<number | string>().as('n')])
    .executeTakeFirstOrThrow();
  return { lastCycleAt: row.last ?? null, servers: Number(row.n) };
}
