import type { Kysely } from 'kysely';
import { withId } from './util.ts';

/**
 * Game servers' keys (D41): stored only as a keyed hash, with the first characters to tell them
 * apart. A revoked key keeps its row (revoked_at) so the audit log's target still exists.
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('game_keys'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('last_used_path', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('game_keys').execute();
}
