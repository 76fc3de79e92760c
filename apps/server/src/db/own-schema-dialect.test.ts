import pg from 'pg';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const url = inject('postgresUrl');
/** A schema of this run (global-setup.ts drops them all when the run ends). */
const schemaName = (tag: string) => `t_${inject('testRunId')}_${process.pid}_${tag}_${Math.random().toString(36).slice(2, 8)}`;

describe.skipIf(!url)('PostgreSQL introspection stays in its own schema', () => {
  it('migrates while another schema renames a table over and over, and lists only its own tables', async () => {
    const admin = new pg.Client({ connectionString: url! });
    await admin.connect();
    const busy = schemaName('busy');
    await admin.query(`create schema ${busy}; create table ${busy}.churn (id serial primary key, note text)`);
    // Another schema's work: a rename back and forth, as a test simulating a missing table does.
    let renaming = true;
    const renames = (async () => {
      const other = new pg.Client({ connectionString: url! });
      await other.connect();
      let flip = false;
      while (renaming) {
        await other.query(`alter table ${busy}.${flip ? 'churn_away' : 'churn'} rename to ${flip ? 'churn' : 'churn_away'}`);
        flip = !flip;
      }
      await other.end();
    })();
    try {
      for (let i = 0; i < 3; i++) {
        const schema = schemaName('fresh');
        await admin.query(`create schema ${schema}`);
        const handle = createDatabase(url!, { schema });
        try {
          expect((await migrateToLatest(handle.db, { schema })).length).toBeGreaterThan(10);
          const tables = await handle.db.introspection.getTables();
          expect(tables.every((table) => table.schema === schema)).toBe(true);
          expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['users', 'form_responses', 'kysely_migration']));
          expect((await sql<{ n: number }>`select count(*)::int as n from users`.execute(handle.db)).rows[0]!.n).toBe(0);
        } finally {
          await handle.close();
        }
      }
    } finally {
      renaming = false;
      await renames;
      await admin.end();
    }
  }, 60_000);
});
