import type { Server } from '@crp/shared';
import { toBool } from '../../db/database.ts';
import type { PlayerHistory } from './samples.queries.ts';
import type { ServerRow } from './servers.queries.ts';

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
