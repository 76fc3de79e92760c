import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { withId } from './util.ts';

// Frozen: never import app code here. Instants are ISO-8601 UTC text, booleans 0/1, payloads JSON text.

/** A fresh Standard Webhooks secret: 'whsec_' + base64 of 32 random bytes (same shape the app makes). */
const freshSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The transactional outbox of side effects (D24): Discord role changes, direct messages and
 * webhooks, written in the same transaction as the status change that causes them and sent by
 * the delivery worker. A row is claimed with a lease (locked_until/locked_by); chain_key orders
 * the rows that must not overtake each other (the same member and role, the same response's
 * messages and webhooks).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('deliveries'))
    .addColumn('response_id', 'integer', (c) => c.references('form_responses.id').onDelete('cascade'))
    .addColumn('form_id', 'integer', (c) => c.references('forms.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull()) // 'discord_role' | 'discord_dm' | 'webhook'
    .addColumn('event', 'text', (c) => c.notNull()) // the status the response entered
    .addColumn('target', 'text', (c) => c.notNull()) // what staff see: role, member or (masked) address
    .addColumn('chain_key', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending')) // 'pending' | 'delivered' | 'failed'
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The worker's claim: due pending rows by time; the ordering check per chain; the review screen per response.
  await db.schema.createIndex('deliveries_due_idx').on('deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('deliveries_chain_idx').on('deliveries').columns(['chain_key', 'status', 'id']).execute();
  await db.schema.createIndex('deliveries_response_idx').on('deliveries').columns(['response_id', 'id']).execute();
  await db.schema.createIndex('deliveries_form_idx').on('deliveries').column('form_id').execute();

  // Each form signs its webhooks with its own secret (D24); existing forms get a fresh one each.
  await db.schema.alterTable('forms').addColumn('webhook_secret', 'text').execute();
  const forms = await db.selectFrom('forms').select('id').execute();
  for (const form of forms) {
    await db.updateTable('forms').set({ webhook_secret: freshSecret() }).where('id', '=', form.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('forms').dropColumn('webhook_secret').execute();
  await db.schema.dropTable('deliveries').execute();
}
