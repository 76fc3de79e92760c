import type { AppContext } from '../../context.ts';
import { assertPublicHttpUrl, BlockedAddressError } from '../../lib/outbound-address.ts';
import { ValidationError } from '../../lib/domain-errors.ts';

/**
 * The save-time check of a form's webhook addresses (D24): https only, and never a host that is or
 * resolves to a private, loopback, link-local, shared, multicast or reserved address, whatever the
 * notation. Checked again at connect time by the sender (DNS rebinding).
 * - OUTBOUND_ALLOW_PRIVATE (tests, local development): nothing to refuse; names are not resolved.
 * - Demo mode: names are not resolved either (nothing leaves the machine); IP literals and
 *   internal names are still refused.
 */
export async function assertWebhookAddresses(
  ctx: AppContext,
  addresses: Partial<Record<'webhookIncoming' | 'webhookResponse', string | null | undefined>>,
): Promise<void> {
  if (ctx.env.OUTBOUND_ALLOW_PRIVATE) return;
  const issues: { path: string; message: string }[] = [];
  for (const field of ['webhookIncoming', 'webhookResponse'] as const) {
    const url = addresses[field]?.trim();
    if (!url) continue;
    try {
      await assertPublicHttpUrl(url, {
        allowPrivate: false,
        // Demo mode asks no DNS server: a stand-in public answer lets only the name rules apply.
        ...(ctx.env.demoMode ? { resolve: async () => ['1.1.1.1'] } : {}),
      });
    } catch (err) {
      if (!(err instanceof BlockedAddressError)) throw err;
      issues.push({ path: `body.${field}`, message: err.message });
    }
  }
  if (issues.length > 0) {
    const label = (path: string) => (path.endsWith('Incoming') ? 'Incoming webhook' : 'Response webhook');
    throw new ValidationError(issues.map((i) => `${label(i.path)}: ${i.message}`).join(' '), issues);
  }
}
