import { z } from 'zod';
import { steamAccountSchema } from './steam.ts';

export { paymentIntentShownLength, transactionReference, userDetailListLimit } from './admin-users-format.ts';

/** User management (admin-area §2.7, §3.7–3.9, D22, D25). */

export const adminUserSchema = z.object({
  id: z.number().int(),
  discordId: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  isActive: z.boolean(),
  isAdmin: z.boolean(),
  canManageApplications: z.boolean(),
  canReviewApplications: z.boolean(),
  canManageStore: z.boolean(),
  /** D33: the linked Steam account; the search matches its SteamID64. */
  steam: steamAccountSchema.nullable(),
  guildJoinedAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userStatsSchema = z.object({
  totalUsers: z.number().int(),
  withApplications: z.number().int(),
  /** null when the store could not be asked (not configured, down): the card shows '—'. */
  withOrders: z.number().int().nullable(),
  adminUsers: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const userSearchMaxLength = 100;

export const userListQuerySchema = z.object({
  q: z.string().max(userSearchMaxLength).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userListSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  stats: userStatsSchema,
});
export type UserList = z.infer<typeof userListSchema>;

export const userApplicationSchema = z.object({
  id: z.number().int(),
  formId: z.number().int(),
  title: z.string(),
  type: z.enum(['application', 'survey']),
  status: z.string(),
  submittedAt: z.string(),
});
export type UserApplication = z.infer<typeof userApplicationSchema>;

export const userApplicationsSchema = z.object({ applications: z.array(userApplicationSchema), total: z.number().int() });
export type UserApplications = z.infer<typeof userApplicationsSchema>;

export const userOrderSchema = z.object({
  id: z.string(),
  status: z.string(),
  total: z.number().nullable(),
  createdAt: z.string().nullable(),
  /** The store's admin page of this order (opens in a new tab). */
  url: z.string(),
});
export type UserOrder = z.infer<typeof userOrderSchema>;

export const userTransactionSchema = z.object({
  id: z.string(),
  stripePaymentIntentId: z.string().nullable(),
  transactionNumber: z.string().nullable(),
  status: z.string(),
  amount: z.number().nullable(),
  createdAt: z.string().nullable(),
  url: z.string(),
});
export type UserTransaction = z.infer<typeof userTransactionSchema>;

/** `unavailable`: the store was not configured, down, slow or answered nonsense; the list is then empty. */
export const userOrdersSchema = z.object({ orders: z.array(userOrderSchema), unavailable: z.boolean() });
export type UserOrders = z.infer<typeof userOrdersSchema>;
export const userTransactionsSchema = z.object({ transactions: z.array(userTransactionSchema), unavailable: z.boolean() });
export type UserTransactions = z.infer<typeof userTransactionsSchema>;

// Audit log (beyond the spec).
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
  createdAt: z.string(),
  actor: z.object({ id: z.number().int(), displayName: z.string(), discordId: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.object({
  actor: z.string().max(100).optional(),
  action: z.string().max(60).optional(),
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
  /** Keyset cursor: the last entry of the previous page. */
  before: z.string().max(80).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  actions: z.array(z.string()),
});
export type AuditLog = z.infer<typeof auditLogSchema>;
