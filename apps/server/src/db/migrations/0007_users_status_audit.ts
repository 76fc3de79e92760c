import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from './util.ts';

/**
 * The audit log of staff actions, the stored results of the system status checks, and what the
 * admin users list needs to stay fast with 50 000 members (decision 0011): a trigram index over
 * the searchable columns. SQLite: an FTS5 table with the trigram tokenizer, kept in step with
 * `users` by triggers (rowid = users.id). PostgreSQL: pg_trgm GIN indexes on the same lower-cased
 * expression the search query uses; when the extension cannot be created (no privilege), the
 * search still works, by a scan.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create index audit_log_created_idx on audit_log (created_at desc, id desc)`.execute(db);
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'created_at']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'created_at']).execute();

  await withId(db, db.schema.createTable('status_checks'))
    .addColumn('component', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('latency_ms', 'integer')
    .addColumn('message', 'text')
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('status_checks_component_idx').on('status_checks').columns(['component', 'checked_at']).execute();
  await db.schema.createIndex('status_checks_checked_at_idx').on('status_checks').column('checked_at').execute();

  // Users list: newest first with a stable tie-break; the admin count from a partial index.
  await db.schema.createIndex('users_created_id_idx').on('users').columns(['created_at', 'id']).execute();
  await sql`create index users_admin_idx on users (id) where is_admin = 1`.execute(db);

  if (isPostgres(db)) await postgresSearch(db);
  else await sqliteSearch(db);
}

async function sqliteSearch(db: Kysely<any>): Promise<void> {
  await sql`create virtual table users_search using fts5(display_name, username, email, discord_id, tokenize = 'trigram')`.execute(db);
  await sql`insert into users_search (rowid, display_name, username, email, discord_id)
    select id, coalesce(display_name, ''), username, coalesce(email, ''), discord_id from users`.execute(db);
  await sql`create trigger users_search_insert after insert on users begin
    insert into users_search (rowid, display_name, username, email, discord_id)
    values (new.id, coalesce(new.display_name, ''), new.username, coalesce(new.email, ''), new.discord_id);
  end`.execute(db);
  await sql`create trigger users_search_update after update of display_name, username, email, discord_id on users begin
    update users_search set display_name = coalesce(new.display_name, ''), username = new.username,
      email = coalesce(new.email, ''), discord_id = new.discord_id where rowid = old.id;
  end`.execute(db);
  await sql`create trigger users_search_delete after delete on users begin
    delete from users_search where rowid = old.id;
  end`.execute(db);
}

/** The extension lives in one schema for the whole database (usually public); find or create it. */
async function postgresSearch(db: Kysely<any>): Promise<void> {
  const found = async () =>
    (
      await sql<{
        schema: string;
      }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  let schema = await found();
  if (!schema) {
    await sql`savepoint users_trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm schema public`.execute(db);
      await sql`release savepoint users_trgm`.execute(db);
    } catch {
      // No privilege, or another migration created it at the same moment.
      await sql`rollback to savepoint users_trgm`.execute(db);
    }
    schema = await found();
  }
  if (!schema) return;
  const ops = sql.raw(`${quoteIdent(schema)}.gin_trgm_ops`);
  // Keep this expression identical to the one in modules/users/users.queries.ts.
  await sql`create index users_search_trgm_idx on users using gin ((lower(coalesce(display_name, '') || chr(1) || username || chr(1) || coalesce(email, ''))) ${ops})`.execute(
    db,
  );
  await sql`create index users_discord_id_trgm_idx on users using gin (discord_id ${ops})`.execute(db);
}

const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists users_discord_id_trgm_idx`.execute(db);
    await sql`drop index if exists users_search_trgm_idx`.execute(db);
  } else {
    await sql`drop trigger if exists users_search_delete`.execute(db);
    await sql`drop trigger if exists users_search_update`.execute(db);
    await sql`drop trigger if exists users_search_insert`.execute(db);
    await sql`drop table if exists users_search`.execute(db);
  }
  await db.schema.dropIndex('users_admin_idx').execute();
  await db.schema.dropIndex('users_created_id_idx').execute();
  await db.schema.dropTable('status_checks').execute();
  await db.schema.dropTable('audit_log').execute();
}
