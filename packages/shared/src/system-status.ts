import { z } from 'zod';
import { statusComponents } from './system-status-labels.ts';

/** System status (admin-area §2.8, §3.10, §4.4, D26). */
export * from './system-status-labels.ts';

export const statusOnlineSchema = z.object({
  status: z.literal('online'),
  latencyMs: z.number().int(),
  checkedAt: z.string(),
  detail: z.string().nullable(),
});
export const statusFailedSchema = z.object({
  status: z.enum(['offline', 'error']),
  message: z.string(),
  checkedAt: z.string(),
  latencyMs: z.number().int().nullable(),
});
export type StatusOnline = z.infer<typeof statusOnlineSchema>;
export type StatusFailed = z.infer<typeof statusFailedSchema>;
export type StatusResult = StatusOnline | StatusFailed;

export const statusBucketSchema = z.object({
  /** Start of the hour (ISO). */
  start: z.string(),
  checks: z.number().int(),
  online: z.number().int(),
});
export const statusHistorySchema = z.object({
  hours: z.number().int(),
  components: z.array(z.object({ component: z.enum(statusComponents), buckets: z.array(statusBucketSchema) })),
});
export type StatusHistory = z.infer<typeof statusHistorySchema>;
export type StatusBucket = z.infer<typeof statusBucketSchema>;

export const backgroundStatusSchema = z.object({
  poller: z.object({
    /** When the server status poller last finished a cycle (the newest sample), or null. */
    lastCycleAt: z.string().nullable(),
    intervalMs: z.number().int(),
    servers: z.number().int(),
  }),
  deliveries: z.object({
    pending: z.number().int(),
    failed: z.number().int(),
    oldestPendingAt: z.string().nullable(),
  }),
});
export type BackgroundStatus = z.infer<typeof backgroundStatusSchema>;
