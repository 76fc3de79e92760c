import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';

/** The PostgreSQL the database benches use: BENCH_POSTGRES_URL, else TEST_DATABASE_URL, else the machine's local one. */
export const BENCH_POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Runs `run` on a fresh, migrated SQLite file, then on a fresh, migrated PostgreSQL schema (skipped,
 * and said so, when PostgreSQL does not answer). BENCH_DB=sqlite|postgres picks one; BENCH_KEEP=1
 * leaves the file or the schema behind, and prints where, for EXPLAIN sessions.
 */
export async function onEachDatabase(name: string, run: (handle: DatabaseHandle, label: 'SQLite' | 'PostgreSQL') => Promise<void>): Promise<void> {
  const only = process.env.BENCH_DB;
  const keep = Boolean(process.env.BENCH_KEEP);
  if (!only || only === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), `crp-bench-${name}-`));
    const file = join(dir, 'bench.db');
    const handle = createDatabase(`file:${file}`);
    try {
      await migrateToLatest(handle.db);
      await run(handle, 'SQLite');
    } finally {
      await handle.close();
      if (keep) console.log(`kept ${file}`);
      else rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!only || only === 'postgres') {
    const admin = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
    try {
      await admin.connect();
    } catch {
      console.log(`PostgreSQL at ${BENCH_POSTGRES_URL} not reachable: skipped`);
      return;
    }
    const schema = `bench_${name.replace(/\W/g, '_')}_${process.pid}`;
    await admin.query(`create schema ${schema}`);
    const handle = createDatabase(BENCH_POSTGRES_URL, { schema });
    try {
      await migrateToLatest(handle.db, { schema });
      await run(handle, 'PostgreSQL');
    } finally {
      await handle.close();
      if (keep) console.log(`kept schema ${schema}`);
      else await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  }
}
