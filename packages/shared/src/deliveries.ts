import { z } from 'zod';
import { adminFormDetailSchema } from './application-forms.ts';
import { deliveryKinds, deliveryStates, responseDeliverySchema, type ResponseDelivery } from './review.ts';

export { deliveryKindLabels } from './delivery-labels.ts';

/**
 * Deliveries (D24): the Discord role changes, direct messages and webhooks a submit or a decision
 * causes, as reviewers see them on the response and retry them by hand.
 */
// The item shape lives with the response detail (review.ts); these names are the deliveries' view of it.
export type DeliveryKind = (typeof deliveryKinds)[number];
export type DeliveryStatus = (typeof deliveryStates)[number];
/** One delivery as staff see it: target is ready to show ('Add role 123…', 'Remove role 123…', 'Direct message to @name', or the webhook address with Discord tokens masked); lastError in words staff can act on; nextAttemptAt only while pending. */
export const deliveryItemSchema = responseDeliverySchema;
export type DeliveryItem = ResponseDelivery;

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

export const deliveryMessages = {
  notFound: 'Delivery not found',
  alreadyDelivered: 'This delivery has already been delivered.',
  superseded: 'A later role change for this member replaces this one; retrying it would undo that change.',
  roleCheckFailed: 'Some Discord roles cannot be handed out by the bot.',
} as const;

/** The answer of a form save (POST/PUT /api/admin/applications): the detail plus what the bot could not do with its roles (never blocks saving). */
export const formSaveResultSchema = adminFormDetailSchema.extend({
  roleWarnings: z.array(z.object({ roleId: z.string().nullable(), message: z.string() })),
});
export type FormSaveResult = z.infer<typeof formSaveResultSchema>;

// ---- Staff channel check (D32: the editor's 'Check channel') ----
export const channelCheckRequestSchema = z.object({
  channelId: z
    .string()
    .trim()
    .regex(/^\d{5,25}$/, 'Enter a Discord channel ID (digits only)'),
});
export const channelCheckResultSchema = z.object({
  ok: z.boolean(),
  /** What the bot lacks there, in words an admin can act on; empty when ok. */
  problems: z.array(z.string()),
  detail: z.string(),
});
export type ChannelCheckResult = z.infer<typeof channelCheckResultSchema>;
