import type { Transaction } from 'kysely';
import type { DeliveryItem } from '@crp/shared';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { toDeliveryItem } from './deliveries.mappers.ts';
import type { DeliveryRow } from './deliveries.tables.ts';

type Trx = Transaction<Database>;

/** The deliveries of one response in the order they were caused (D24), for the review screen. */
export async function listDeliveriesForResponse(db: DB | Trx, responseId: number): Promise<DeliveryItem[]> {
  const rows = await db.selectFrom('deliveries').selectAll().where('response_id', '=', responseId).orderBy('id').execute();
  return rows.map(toDeliveryItem);
}

export async function findDelivery(db: DB | Trx, id: number): Promise<DeliveryRow | undefined> {
  return db.selectFrom('deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The outbox at a glance (system status, D26): what waits, since when, and what failed. */
export async function outboxSummary(db: DB): Promise<{ pending: number; failed: number; oldestPendingAt: string | null }> {
  const [pending, failed] = await Promise.all([
    db
      .selectFrom('deliveries')
      .where('status', '=', 'pending')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('created_at').as('oldest')])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('deliveries')
      .where('status', '=', 'failed')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { pending: Number(pending.n), failed: Number(failed.n), oldestPendingAt: pending.oldest ?? null };
}
