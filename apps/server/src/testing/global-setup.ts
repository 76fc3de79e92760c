import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Finds a PostgreSQL server for the tests (TEST_DATABASE_URL, else the local one) and says which
 * databases run. Each test file's private schema carries this run's id and is dropped at the end of
 * the run, not by the file: Kysely's migrator lists the tables of every schema (with
 * pg_get_serial_sequence on each), and a schema dropped by a file in the other worker meanwhile fails
 * that listing with "schema … does not exist".
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  let reachable = false;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    reachable = true;
  } catch {
    reachable = false;
  } finally {
    await client.end().catch(() => {});
  }
  project.provide('postgresUrl', reachable ? url : null);
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  project.provide('testRunId', runId);
  const where = url.replace(/\/\/[^@/]*@/, '//');
  console.log(
    reachable
      ? `\n[server tests] databases: SQLite and PostgreSQL (${where})\n`
      : `\n[server tests] databases: SQLite only (no PostgreSQL reachable at ${where}; set TEST_DATABASE_URL)\n`,
  );
  return async () => {
    if (reachable) await dropRunSchemas(url, runId);
  };
}

/** Drops the schemas this run's files made, a few per statement (one statement for all would need a lock per table of every schema). */
async function dropRunSchemas(url: string, runId: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`select nspname as name from pg_namespace where nspname like $1`, [`t\\_${runId}\\_%`]);
    for (let i = 0; i < rows.length; i += 8) {
      await client.query(
        `drop schema if exists ${rows
          .slice(i, i + 8)
          .map((r) => `"${r.name}"`)
          .join(', ')} cascade`,
      );
    }
  } finally {
    await client.end();
  }
}
