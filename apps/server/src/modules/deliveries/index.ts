/** The outbox's public face (D24): enqueue inside a status change, list and retry, the worker, the form-settings checks. */
export { enqueueStaffMessageDelivery, enqueueStatusDeliveries, type DeliveryFacts, type StatusChange } from './deliveries.enqueue.ts';
export type { AnswerLine } from './deliveries.payloads.ts';
export { listDeliveriesForResponse } from './deliveries.queries.ts';
export { createDeliveryWorker } from './delivery-worker.ts';
export { eraseMemberDeliveries, eraseEndedDelivery, sweepDeliveries, payloadErased } from './delivery-retention.ts';
