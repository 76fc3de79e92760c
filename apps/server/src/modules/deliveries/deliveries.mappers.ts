import type { DeliveryItem, DeliveryKind, DeliveryStatus } from '@crp/shared';
import type { DeliveryRow } from './deliveries.tables.ts';

export function toDeliveryItem(row: DeliveryRow): DeliveryItem {
  const status = row.status as DeliveryStatus;
  return {
    id: row.id,
    kind: row.kind as DeliveryKind,
    event: row.event,
    target: row.target,
    status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: status === 'pending' ? row.next_attempt_at : null,
    deliveredAt: row.delivered_at,
  };
}
