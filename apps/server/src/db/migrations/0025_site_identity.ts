import type { Kysely } from 'kysely';

/**
 * Site identity and custom pages (D38, D39): each settings section as one JSON row (a fresh install
 * has none: the built-in texts apply), logos content-addressed by their SHA-256 (base64 text, so both
 * databases store them alike and every instance serves the same bytes), and the page rows of
 * page_contents gain what custom pages need (visibility, placement, position).
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('section', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .execute();
  await db.schema
    .createTable('site_logos')
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('page_contents')
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('public'))
    .execute();
  await db.schema
    .alterTable('page_contents')
    .addColumn('placement', 'text', (c) => c.notNull().defaultTo('none'))
    .execute();
  await db.schema
    .alterTable('page_contents')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('page_contents').dropColumn('position').execute();
  await db.schema.alterTable('page_contents').dropColumn('placement').execute();
  await db.schema.alterTable('page_contents').dropColumn('visibility').execute();
  await db.schema.dropTable('site_logos').execute();
  await db.schema.dropTable('site_settings').execute();
}
