import { Migrator } from 'kysely';
import type { DB } from './database.ts';
import { migrations } from './migrations/index.ts';

/**
 * Applies every pending migration. `schema` (PostgreSQL) pins Kysely's bookkeeping tables to that
 * schema: without it Kysely looks them up by name across all schemas, and parallel test schemas
 * would see each other's tables.
 */
export async function migrateToLatest(db: DB, options: { schema?: string } = {}): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Parallel work landed some migrations after higher-numbered ones; a development database that
    // applied them in landing order must still migrate (each migration is independent of the others).
    allowUnorderedMigrations: true,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
