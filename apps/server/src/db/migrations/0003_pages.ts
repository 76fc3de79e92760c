import type { Kysely } from 'kysely';
import { withId } from './util.ts';

/** Editable content pages: one row per page key, written only by admins, read by everyone. */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('page_contents'))
    .addColumn('page_key', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('page_contents').execute();
}
