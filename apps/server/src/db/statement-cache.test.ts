import SQLite from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './database.ts';

describe('SQLite statements prepared once', () => {
  it('hands out the prepared statement again for the same SQL, a new one while it is still iterating, and drops the least recently used', () => {
    const sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const cache = withStatementCache(sqlite, 2);

    const first = cache.prepare('select n from t order by n');
    expect(first.all()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(cache.prepare('select n from t order by n')).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);

    // A streamed read still running: a second user of the same SQL gets its own statement.
    const iterating = first.iterate();
    iterating.next();
    const second = cache.prepare('select n from t order by n');
    expect(second).not.toBe(first);
    expect(second.all()).toHaveLength(3);
    iterating.return?.();
    expect(cache.prepare('select n from t order by n')).toBe(first);

    // Size 2: a third SQL text pushes out the least recently used one.
    cache.prepare('select count(*) as c from t');
    cache.prepare('select max(n) as m from t');
    prepare.mockClear();
    cache.prepare('select n from t order by n');
    expect(prepare).toHaveBeenCalledTimes(1);
    cache.close();
    expect(sqlite.open).toBe(false);
  });
});
