import { sql } from 'kysely';
import { outsideBatch } from './group-commit.ts';
import type { DB, Dialect } from './database.ts';

/**
 * SQLite (WAL): copies the WAL back into the database file and empties it, so earlier versions of
 * pages that held since-erased data (D37) leave the disk now rather than at some later checkpoint.
 * With secure_delete (database.ts) the database file itself keeps no erased bytes. Best effort: it
 * waits for readers at most the busy timeout and reports false when it could not finish.
 * PostgreSQL: nothing (VACUUM, run by autovacuum, reclaims dead rows).
 */
export async function flushErasedPages(db: DB, dialect: Dialect): Promise<boolean> {
  if (dialect !== 'sqlite') return true;
  // Not inside a batch of group commit (db/group-commit.ts): a checkpoint cannot run in a transaction.
  const checkpoint = sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`;
  const rows = (await outsideBatch(db, checkpoint.compile(db))) ?? (await checkpoint.execute(db)).rows;
  return (rows[0]?.busy ?? 0) === 0;
}
