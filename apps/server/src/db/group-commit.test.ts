import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './database.ts';
import { durable } from './group-commit.ts';
import { flushErasedPages } from './wal.ts';

describe('group commit on SQLite', () => {
  let dir: string;
  let handle: DatabaseHandle;
  /** A second connection to the same file: it sees only what is committed. */
  let reader: SQLite.Database;
  const committed = () => (reader.prepare('select name from t order by name').all() as Array<{ name: string }>).map((r) => r.name);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'crp-gc-'));
    handle = createDatabase(`file:${join(dir, 'gc.db')}`);
    await sql`create table t (name text primary key)`.execute(handle.db);
    reader = new SQLite(join(dir, 'gc.db'), { readonly: true });
  });
  afterAll(async () => {
    reader.close();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('commits the transactions of one moment together; one that fails is undone alone; nothing is durable before the commit', async () => {
    expect(durable(handle.db)).toBeNull();
    const insert = (name: string) => handle.db.transaction().execute((trx) => sql`insert into t (name) values (${name})`.execute(trx));
    const results = await Promise.allSettled([
      insert('a'),
      insert('b'),
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into t (name) values ('c')`.execute(trx);
        throw new Error('refused');
      }),
      insert('a'), // the primary key refuses it: undone alone
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
    // Done as far as their callers know, not yet on disk: an answer waits for this.
    expect(committed()).toEqual([]);
    const committing = durable(handle.db);
    expect(committing).not.toBeNull();
    await committing;
    expect(committed()).toEqual(['a', 'b']);
    expect(durable(handle.db)).toBeNull();
  });

  it('checkpoints outside the batch, after committing it', async () => {
    await handle.db.transaction().execute((trx) => sql`insert into t (name) values ('d')`.execute(trx));
    expect(await flushErasedPages(handle.db, 'sqlite')).toBe(true);
    expect(committed()).toEqual(['a', 'b', 'd']);
    expect(durable(handle.db)).toBeNull();
  });

  it('commits what is open when the database closes', async () => {
    const path = join(dir, 'close.db');
    const other = createDatabase(`file:${path}`);
    await sql`create table t (name text)`.execute(other.db);
    await other.db.transaction().execute((trx) => sql`insert into t (name) values ('kept')`.execute(trx));
    await other.close();
    const check = new SQLite(path, { readonly: true });
    expect(check.prepare('select name from t').all()).toEqual([{ name: 'kept' }]);
    check.close();
  });
});
