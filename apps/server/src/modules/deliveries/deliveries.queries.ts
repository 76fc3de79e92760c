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
