import type { Kysely } from 'kysely';
import { withId } from './util.ts';

// Frozen: never import app code here. Instants are ISO-8601 UTC text, booleans 0/1.
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('servers'))
    .addColumn('custom_name', 'text') // the name the admin typed; wins over the listed one
    .addColumn('listed_name', 'text') // the name the tracker or the game server reports
    .addColumn('description', 'text')
    .addColumn('game_type', 'text', (c) => c.notNull().defaultTo('gmod'))
    .addColumn('host', 'text')
    .addColumn('port', 'integer')
    .addColumn('query_port', 'integer')
    .addColumn('battlemetrics_id', 'text')
    .addColumn('workshop_collection_id', 'text')
    .addColumn('is_online', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('player_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_players', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('map', 'text')
    .addColumn('last_uptime', 'double precision')
    .addColumn('last_updated', 'text')
    .addColumn('last_polled_at', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // One row per listing and per address (NULLs do not collide on either database).
  await db.schema.createIndex('servers_battlemetrics_id_uq').on('servers').column('battlemetrics_id').unique().execute();
  await db.schema.createIndex('servers_host_port_uq').on('servers').columns(['host', 'port']).unique().execute();

  // Player-count samples for the 24 h chart and the uptime figure; pruned by age.
  await db.schema
    .createTable('server_samples')
    .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id').onDelete('cascade'))
    .addColumn('sampled_at', 'text', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addColumn('is_online', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('server_samples_pk', ['server_id', 'sampled_at'])
    .execute();
  await db.schema.createIndex('server_samples_sampled_at_idx').on('server_samples').column('sampled_at').execute();

  // Workshop collections as last read from Steam, shared by servers using the same collection.
  await db.schema
    .createTable('workshop_collections')
    .addColumn('collection_id', 'text', (c) => c.primaryKey())
    .addColumn('mods', 'text', (c) => c.notNull()) // JSON array of mods
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .execute();

  // Leases of singleton background workers: with several app instances on one database only the holder works.
  await db.schema
    .createTable('worker_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('worker_leases').execute();
  await db.schema.dropTable('workshop_collections').execute();
  await db.schema.dropTable('server_samples').execute();
  await db.schema.dropTable('servers').execute();
}
