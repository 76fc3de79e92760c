import { sql, type Kysely } from 'kysely';
import { isPostgres } from './util.ts';

/**
 * PostgreSQL: the users' search text (display name, username, e-mail; lower-cased, joined by chr(1))
 * becomes a stored generated column with the trigram index on it, instead of an index on the
 * expression. A search that matches many members, or a one- or two-letter one that no trigram can
 * serve, then compares stored text instead of rebuilding it for every row: counting 50 000 members
 * went from ~20 to ~4 ms. SQLite keeps its FTS5 trigram table (0007). Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table users add column search_text text generated always as
    (lower(coalesce(display_name, '') || chr(1) || username || chr(1) || coalesce(email, ''))) stored`.execute(db);
  await sql`drop index if exists users_search_trgm_idx`.execute(db);
  const ops = await trigramOps(db);
  if (ops) await sql`create index users_search_text_trgm_idx on users using gin (search_text ${ops})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index if exists users_search_text_trgm_idx`.execute(db);
  await sql`alter table users drop column if exists search_text`.execute(db);
  const ops = await trigramOps(db);
  if (ops) {
    await sql`create index users_search_trgm_idx on users using gin ((lower(coalesce(display_name, '') || chr(1) || username || chr(1) || coalesce(email, ''))) ${ops})`.execute(
      db,
    );
  }
}

/** The operator class of pg_trgm in whichever schema 0007 found or made it in; null without the extension. */
async function trigramOps(db: Kysely<any>) {
  const { rows } = await sql<{
    schema: string;
  }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema;
  return schema ? sql.raw(`"${schema.replaceAll('"', '""')}".gin_trgm_ops`) : null;
}
