import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../testing/test-db.ts';
import { compiledQuery, namePreparedStatements } from './compiled-queries.ts';

describe.each(testDialects())('hot queries compiled once on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await database.db
      .insertInto('page_contents')
      .values([
        { page_key: 'rules', title: 'Rules', subtitle: null, content: '<p>a</p>', updated_at: '2026-01-01T00:00:00.000Z', updated_by: null },
        { page_key: 'faq', title: 'FAQ', subtitle: 'x', content: '<p>b</p>', updated_at: '2026-01-01T00:00:00.000Z', updated_by: null },
      ])
      .execute();
  });
  afterAll(async () => {
    await database.destroy();
  });

  const byKey = compiledQuery('test_page_by_key', (db, key: string, title: string) =>
    db.selectFrom('page_contents').select(['page_key', 'title']).where('page_key', '=', key).where('title', '<>', title).where('subtitle', 'is', null),
  );

  it("runs with each call's own parameters, and constants kept from the build", async () => {
    expect(await byKey(database.db, 'rules', 'nope')).toEqual([{ page_key: 'rules', title: 'Rules' }]);
    expect(await byKey(database.db, 'faq', 'nope')).toEqual([]); // subtitle is not null
    expect(await byKey(database.db, 'rules', 'Rules')).toEqual([]);
    expect(await byKey(database.db, 'missing', 'nope')).toEqual([]);
  });

  it.runIf(dialect === 'postgres')('goes out as a named statement on PostgreSQL, prepared once per connection', async () => {
    await database.db.connection().execute(async (conn) => {
      await byKey(conn, 'rules', 'a');
      await byKey(conn, 'faq', 'b');
      const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements where name like 'crp_test_page_by_key%'`.execute(conn);
      expect(rows).toHaveLength(1);
    });
  });
});

describe.runIf(testDialects().includes('postgres'))('named statements after a table changes shape', () => {
  it('are prepared again (a migration adding a column must not break a running instance)', async () => {
    const database = await createTestDatabase('postgres');
    try {
      const all = compiledQuery('test_all_pages', (db, key: string) => db.selectFrom('page_contents').selectAll().where('page_key', '=', key));
      await database.db.connection().execute(async (conn) => {
        expect(await all(conn, 'none')).toEqual([]);
        await sql`alter table page_contents add column extra text`.execute(conn);
        expect(await all(conn, 'none')).toEqual([]);
        expect(await all(conn, 'none')).toEqual([]);
      });
    } finally {
      await database.destroy();
    }
  });
});

describe('namePreparedStatements', () => {
  it('names only compiled SQL and passes anything else through', async () => {
    const calls: unknown[][] = [];
    const client = { query: (...args: unknown[]) => calls.push(args) };
    namePreparedStatements(client);
    client.query('select 1', []);
    expect(calls[0]).toEqual(['select 1', []]);
  });
});
