import type { deliveryKinds } from './review.ts';

/** What staff call each kind of delivery (D24): no schemas, so the review screen shows them without loading zod. */
export const deliveryKindLabels: Record<(typeof deliveryKinds)[number], string> = {
  discord_role: 'Discord role',
  discord_dm: 'Direct message',
  webhook: 'Webhook',
  discord_post: 'Staff channel post',
};
