/** The outbox's public face (D24): enqueue inside a status change, list and retry, the worker, the form-settings checks. */
export { enqueueStaffMessageDelivery, enqueueStaffPostDelivery, enqueueStatusDeliveries, type DeliveryFacts } from './deliveries.enqueue.ts';
export type { AnswerLine, StaffPostPayload } from './deliveries.payloads.ts';
export { staffPostMessage } from './channels/staff-post-message.ts';
export { findStaffPost, staffPostChannel } from './channels/staff-posts.queries.ts';
export { listDeliveriesForResponse, outboxSummary } from './deliveries.queries.ts';
export { createDeliveryWorker } from './delivery-worker.ts';
export { eraseMemberDeliveries, eraseEndedDelivery, sweepDeliveries, payloadErased } from './delivery-retention.ts';
