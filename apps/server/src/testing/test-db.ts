import { inject } from 'vitest';
import pg from 'pg';
import { createDatabase, type DatabaseHandle, type Dialect } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
    /** Names this run's schemas; global-setup.ts drops them when the run ends. */
    testRunId: string;
  }
}

/** The databases every server test runs on: SQLite always, PostgreSQL when one is reachable. */
export function testDialects(): Dialect[] {
  return inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase extends DatabaseHandle {
  /** Drops what the test created. */
  destroy(): Promise<void>;
}

/** A fresh, migrated database: in-memory SQLite, or a private schema on the PostgreSQL server. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const handle = createDatabase('file::memory:');
    await migrateToLatest(handle.db);
    return { ...handle, destroy: handle.close };
  }
  const url = inject('postgresUrl');
  if (!url) throw new Error('PostgreSQL is not available for tests');
  const schema = `t_${inject('testRunId')}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = createDatabase(url, { schema });
  await migrateToLatest(handle.db, { schema });
  return {
    ...handle,
    // The schema stays until the run ends (global-setup.ts): dropping it now would race the other
    // worker's migrations.
    destroy: handle.close,
  };
}
