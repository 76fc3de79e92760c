// Frozen helpers for migrations: never change what they produce once a migration uses them.
import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

export const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** An auto-increment integer primary key on both databases. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

export const emptyJsonArray = sql`'[]'`;
