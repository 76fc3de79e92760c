import { PostgresDialect, sql, type DatabaseIntrospector, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely';

/**
 * Kysely's PostgreSQL introspector lists every table of every schema on the server and calls
 * pg_get_serial_sequence for each of their columns. The migrator asks it whether its two
 * bookkeeping tables exist, so a table renamed or dropped in ANOTHER schema at that moment (another
 * test file's work, another application on the same server) failed our migration with "relation …
 * does not exist". This introspector answers for the schema the connection works in
 * (`current_schema()`, the first of its search_path), from pg_tables, which reads the catalogue only.
 */
class OwnSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    return (await sql<{ name: string }>`select current_schema() as name`.execute(this.db)).rows;
  }

  /** Names only (columns are not read): what the migrator needs. */
  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string }>`select tablename as name, schemaname as schema
      from pg_catalog.pg_tables where schemaname = current_schema() order by tablename`.execute(this.db);
    return rows.map((row) => ({ ...row, isView: false, columns: [] }));
  }

  async getMetadata() {
    return { tables: await this.getTables() };
  }
}

/** PostgreSQL as Kysely's dialect, with introspection kept to the connection's own schema. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
