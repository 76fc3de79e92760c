import type { Generated } from 'kysely';

// Tables owned by the servers feature (migration 0002_servers).
export interface ServersTable {
  id: Generated<number>;
  custom_name: string | null;
  listed_name: string | null;
  description: string | null;
  game_type: Generated<string>;
  host: string | null;
  port: number | null;
  query_port: number | null;
  battlemetrics_id: string | null;
  workshop_collection_id: string | null;
  is_online: Generated<number>;
  player_count: Generated<number>;
  max_players: Generated<number>;
  map: string | null;
  last_uptime: number | null;
  last_updated: string | null;
  last_polled_at: string | null;
  error: string | null;
  created_at: string;
}

export interface ServerSamplesTable {
  server_id: number;
  sampled_at: string;
  players: number;
  is_online: number;
}

export interface WorkshopCollectionsTable {
  collection_id: string;
  mods: string;
  fetched_at: string;
}

export interface WorkerLeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

export interface ServerTables {
  servers: ServersTable;
  server_samples: ServerSamplesTable;
  workshop_collections: WorkshopCollectionsTable;
  worker_leases: WorkerLeasesTable;
}
