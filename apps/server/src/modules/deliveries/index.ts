/** The outbox's public face (D24): enqueue inside a status change, list and retry, the worker, the form-settings checks. */
export { enqueueStaffMessageDelivery, enqueueStaffPostDelivery, enqueueStatusDeliveries, type DeliveryFacts } from './deliveries-enqueue.queries.ts';
export type { AnswerLine, StaffPostPayload } from './deliveries-payloads.rules.ts';
export { staffPostMessage } from './channels/staff-post-message.mappers.ts';
export { DECIDED_BY_VOTES } from './deliveries-payloads.rules.ts';
export { findStaffPost, staffPostChannel } from './channels/staff-posts.queries.ts';
export { listDeliveriesForResponse, outboxSummary } from './deliveries.queries.ts';
export { createDeliveryWorker } from './delivery-worker.job.ts';
export { eraseMemberDeliveries, eraseEndedDelivery, sweepDeliveries, payloadErased } from './delivery-retention.service.ts';
