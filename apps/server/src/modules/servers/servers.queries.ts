import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Server } from '@crp/shared';
import { now, toBool, type DB } from '../../db/database.ts';
import type { ServersTable } from './servers.tables.ts';
import { playerHistory, type PlayerHistory } from './samples.queries.ts';

export type ServerRow = Selectable<ServersTable>;
export type ServerUpdate = Updateable<ServersTable>;

const BATTLEMETRICS_WEB = 'https://www.battlemetrics.com/servers';

/** The API shape of a stored server; the name falls back to the listed one, then the address. */
export function toServer(row: ServerRow, history?: PlayerHistory): Server {
  const online = toBool(row.is_online);
  const address = row.host && row.port ? `${row.host}:${row.port}` : null;
  return {
    id: row.id,
    name: row.custom_name ?? row.listed_name ?? address ?? `Server ${row.id}`,
    description: row.description,
    gameType: row.game_type,
    ipAddress: row.host,
    port: row.port,
    connectUrl: address ? `steam://connect/${address}` : null,
    battlemetricsUrl: row.battlemetrics_id ? `${BATTLEMETRICS_WEB}/${row.game_type}/${row.battlemetrics_id}` : null,
    isOnline: online,
    status: online ? 'online' : 'offline',
    playerCount: row.player_count,
    maxPlayers: row.max_players,
    map: row.map,
    lastUptime: row.last_uptime === null ? null : Math.round(row.last_uptime * 10) / 10,
    lastUpdated: row.last_updated,
    error: row.error,
    statusColor: online ? 'green' : 'red',
    workshopCollectionId: row.workshop_collection_id,
    playerHistory: history?.byServer.get(row.id) ?? [],
    historyStart: history?.start ?? new Date(0).toISOString(),
  };
}

/** Every server with its last 24 h of history: two indexed queries, no outside call. */
export async function listServers(db: DB): Promise<Server[]> {
  const rows = await db.selectFrom('servers').selectAll().orderBy('id').execute();
  const history = await playerHistory(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toServer(row, history));
}

export async function getServer(db: DB, id: number): Promise<Server | undefined> {
  const row = await findServerRow(db, id);
  if (!row) return undefined;
  return toServer(row, await playerHistory(db, [id]));
}

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
