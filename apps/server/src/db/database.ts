import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { namePreparedStatements } from '../lib/compiled-queries.ts';
import { groupCommitKysely } from './group-commit.ts';
import { OwnSchemaPostgresDialect } from './own-schema-dialect.ts';

export type Dialect = 'sqlite' | 'postgres';
export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL only: run every query inside this schema (tests isolate each file this way). */
  schema?: string;
}

/** Opens SQLite (WAL) for `file:` URLs, PostgreSQL for `postgres://` URLs. */
export function createDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  if (url.startsWith('file:')) {
    const path = url.slice('file:'.length);
    if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
    const sqlite = new SQLite(path);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    // D37: erased or replaced personal data is zeroed in the pages it leaves, not just unlinked (FAST: no extra I/O).
    sqlite.pragma('secure_delete = FAST');
    const db = groupCommitKysely<Database>({ database: withStatementCache(sqlite) });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // Hot queries (lib/compiled-queries.ts) run as named statements: prepared once per connection.
  pool.on('connect', (client) => namePreparedStatements(client as unknown as Parameters<typeof namePreparedStatements>[0]));
  const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/** Prepared statements kept per SQL text; the least recently used beyond this are dropped. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely asks better-sqlite3 to prepare every query it runs; preparing cost about a fifth of a
 * submit's CPU (issue 13: statements are prepared once, not per request). This keeps them by SQL
 * text. A statement still iterating (a streamed read) is never handed out twice: a new one is made.
 * Nothing here sets a statement mode (pluck, raw), so a reused statement behaves like a fresh one.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(source: string): SQLite.Statement {
      const cached = statements.get(source);
      if (cached && !cached.busy) {
        statements.delete(source); // re-inserted last: the Map's order is least recently used first
        statements.set(source, cached);
        return cached;
      }
      const statement = sqlite.prepare(source);
      if (!cached) {
        statements.set(source, statement);
        if (statements.size > size) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

/** Rows store instants as ISO-8601 UTC text on both databases, so they sort and compare alike. */
export const now = (): string => new Date().toISOString();
export const toBool = (value: number | boolean | null | undefined): boolean => value === 1 || value === true;
export const fromBool = (value: boolean): number => (value ? 1 : 0);
