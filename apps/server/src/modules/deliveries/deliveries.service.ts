import { deliveryKindLabels, deliveryMessages, type DeliveryItem } from '@crp/shared';
import { now, type DB } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../lib/domain-errors.ts';
import { recordAudit } from '../audit/index.ts';
import { toDeliveryItem } from './deliveries.mappers.ts';
import { signalDeliveriesEnqueued } from './delivery-signal.rules.ts';

/**
 * Makes a failed (or waiting) delivery due now (D24 'Retry now'), with the audit row of who did
 * it, in one transaction. A role change that a later change of the same member and role has
 * replaced is not sent again (it would undo the later one). attempts counts again from zero, so
 * the delivery gets a few tries of its own even when it is older than the give-up age.
 */
export async function retryDelivery(db: DB, id: number, actorId: number): Promise<DeliveryItem> {
  const item = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('deliveries').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError(deliveryMessages.notFound);
    if (row.status === 'delivered') throw new ConflictError(deliveryMessages.alreadyDelivered, 'already_delivered');
    if (row.kind === 'discord_role') {
      const later = await trx.selectFrom('deliveries').select('id').where('chain_key', '=', row.chain_key).where('id', '>', row.id).executeTakeFirst();
      if (later) throw new ConflictError(deliveryMessages.superseded, 'superseded');
    }
    const at = now();
    const updated = await trx
      .updateTable('deliveries')
      .set(
        row.status === 'failed' || row.locked_until === null || row.locked_until <= at
          ? { status: 'pending', next_attempt_at: at, attempts: 0 }
          : { next_attempt_at: at },
      )
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId,
      action: 'delivery.retry',
      targetType: 'delivery',
      targetId: id,
      summary: `Retried ${deliveryKindLabels[row.kind as DeliveryItem['kind']] ?? row.kind} "${row.target}" of response #${row.response_id ?? '?'}${row.last_error ? ` (was: ${row.last_error})` : ''}`,
    });
    return toDeliveryItem(updated);
  });
  signalDeliveriesEnqueued();
  return item;
}
