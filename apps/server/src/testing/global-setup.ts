import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** Finds a PostgreSQL server for the tests (TEST_DATABASE_URL, else the local one) and says which databases run. */
export default async function setup(project: TestProject): Promise<void> {
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
  const where = url.replace(/\/\/[^@/]*@/, '//');
  console.log(
    reachable
      ? `\n[server tests] databases: SQLite and PostgreSQL (${where})\n`
      : `\n[server tests] databases: SQLite only (no PostgreSQL reachable at ${where}; set TEST_DATABASE_URL)\n`,
  );
}
