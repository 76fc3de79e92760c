import { z } from 'zod';

/**
 * Deliveries (D24): the Discord role changes, direct messages and webhooks a submit or a decision
 * causes, as reviewers see them on the response and retry them by hand.
 */
export const deliveryKinds = ['discord_role', 'discord_dm', 'webhook'] as const;
export type DeliveryKind = (typeof deliveryKinds)[number];
export const deliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const deliveryItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(deliveryKinds),
  /** The status the response entered ('submitted', 'accepted', …). */
  event: z.string(),
  /** What it is sent to, ready to show: 'Add role 123…', 'Remove role 123…', 'Direct message to @name', or the webhook address (Discord tokens masked). */
  target: z.string(),
  status: z.enum(deliveryStatuses),
  attempts: z.number().int(),
  /** Why the last attempt failed, in words staff can act on (Discord's own reason where it gave one). */
  lastError: z.string().nullable(),
  /** When the next attempt is due (pending only), ISO UTC. */
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type DeliveryItem = z.infer<typeof deliveryItemSchema>;

export const deliveryKindLabels: Record<DeliveryKind, string> = {
  discord_role: 'Discord role',
  discord_dm: 'Direct message',
  webhook: 'Webhook',
};

// ---- Discord role pre-check (editor and system status) ----
export const roleCheckRequestSchema = z.object({
  roleIds: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{5,25}$/, 'Enter a Discord role ID (digits only)'),
    )
    .max(25),
});
export const roleCheckResultSchema = z.object({
  ok: z.boolean(),
  botInGuild: z.boolean(),
  canManageRoles: z.boolean(),
  /** One entry per problem; roleId null for problems of the bot itself. */
  problems: z.array(z.object({ roleId: z.string().nullable(), message: z.string() })),
  detail: z.string(),
});
export type RoleCheckResult = z.infer<typeof roleCheckResultSchema>;

// ---- Webhook settings of a form ----
export const webhookSecretPattern = /^whsec_[A-Za-z0-9+/]{32,}={0,2}$/;
export const webhookSecretResultSchema = z.object({ webhookSecret: z.string() });
export const webhookTestRequestSchema = z.object({ target: z.enum(['incoming', 'response']) });
export const webhookTestResultSchema = z.object({
  ok: z.boolean(),
  /** The receiver's HTTP status, null when it could not be reached. */
  status: z.number().int().nullable(),
  message: z.string(),
});
export type WebhookTestResult = z.infer<typeof webhookTestResultSchema>;
