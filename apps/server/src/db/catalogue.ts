import { sql } from 'kysely';
import type { DB, Dialect } from './database.ts';

export interface CatalogueColumn {
  name: string;
  /** The declared type, lower-cased ('text', 'integer', 'character varying', …). */
  type: string;
  nullable: boolean;
  /** A generated column (PostgreSQL stored, SQLite virtual or stored): never written directly. */
  generated: boolean;
}

/**
 * The tables the database catalogue lists (not a hand-written list): on PostgreSQL the current
 * schema's base tables, on SQLite every table including FTS shadow tables, without sqlite_*.
 */
export async function listTables(db: DB, dialect: Dialect): Promise<string[]> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
    return rows.map((r) => r.name);
  }
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
  return rows.map((r) => r.name);
}

export async function tableExists(db: DB, dialect: Dialect, table: string): Promise<boolean> {
  return (await listTables(db, dialect)).includes(table);
}

export async function listColumns(db: DB, dialect: Dialect, table: string): Promise<CatalogueColumn[]> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ name: string; type: string; nullable: string; generated: string }>`
      select column_name as name, data_type as type, is_nullable as nullable, is_generated as generated
      from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
    return rows.map((r) => ({ name: r.name, type: r.type.toLowerCase(), nullable: r.nullable === 'YES', generated: r.generated !== 'NEVER' }));
  }
  const { rows } = await sql<{ name: string; type: string; notnull: number; pk: number; hidden: number }>`
    select name, type, "notnull", pk, hidden from pragma_table_xinfo(${table})`.execute(db);
  // hidden: 1 = a virtual table's hidden column, 2/3 = generated (virtual/stored).
  return rows
    .filter((r) => r.hidden !== 1)
    .map((r) => ({ name: r.name, type: r.type.toLowerCase(), nullable: r.notnull === 0 && r.pk === 0, generated: r.hidden >= 2 }));
}

/** Columns that can hold text: declared text-like, or (SQLite) undeclared, which stores anything. */
export const holdsText = (column: CatalogueColumn): boolean => column.type === '' || /char|text|clob|json|string/.test(column.type);
