import { createHash } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { DiscordApiError, permanentDiscordCodes } from '../../integrations/discord-bot.ts';
import { DiscordRateLimitError } from '../../integrations/discord-rate-limit.ts';
import type { DeliveryRow } from './deliveries.tables.ts';
import type { DirectMessagePayload, RolePayload, StaffMessagePayload, StaffPostPayload, WebhookPayload } from './deliveries-payloads.rules.ts';
import { staffPostMessage, staffThreadName } from './channels/staff-post-message.mappers.ts';
import { findStaffPost, insertStaffPost, setStaffPostThread } from './channels/staff-posts.queries.ts';
import { directMessageText, staffMessageText } from './channels/direct-message.mappers.ts';
import { memberLocale, siteDefaultLocale } from '../locale/index.ts';
import { delivered, failed, retry, type Outcome } from './delivery-outcome.rules.ts';
import { findWebhookSettings } from '../forms/index.ts';
import { sendWebhook } from './channels/webhook-send.service.ts';
import { payloadErased } from './delivery-retention.service.ts';
import { describeWebhookTarget } from './channels/webhook-target.rules.ts';

/** D37: a finished delivery's payload is gone (retention, or its member deleted the account); a retry cannot rebuild it. */
const erasedText = 'This delivery no longer holds its content (kept only while it was waiting), so it cannot be sent again.';
const notConfigured = 'The Discord bot is not configured (DISCORD_BOT_TOKEN and DISCORD_GUILD_ID): nothing was sent.';

/** A Discord failure as an outcome: Discord's codes that no retry fixes fail at once with their reason. */
export function discordOutcome(err: unknown): Outcome {
  if (err instanceof DiscordRateLimitError) return retry(err.message, err.retryAfterMs);
  if (!(err instanceof DiscordApiError)) throw err;
  const status = err.status ?? 0;
  if (status === 429) return retry(err.message, err.retryAfterMs);
  if (err.code !== null && permanentDiscordCodes[err.code]) return failed(err.message);
  if (err.kind === 'blocked') return failed(err.message);
  // 401/403 (token or permissions) and other 4xx cannot succeed by resending the same request.
  if (status >= 400 && status < 500 && status !== 408) return failed(err.message);
  return retry(err.message);
}

/** Discord's nonce is at most 25 characters: a hash of the idempotency key. */
export const messageNonce = (key: string): string => createHash('sha256').update(key).digest('base64url').slice(0, 25);

export interface SendResult {
  outcome: Outcome;
  /** A new text for deliveries.target (the webhook address now used). */
  target?: string;
}

/** One attempt of one delivery. Never throws for a failure of the other side; only our own bugs throw. */
export async function sendDelivery(ctx: AppContext, row: DeliveryRow): Promise<SendResult> {
  const bot = ctx.clients.discord.bot;
  if (payloadErased(row)) return { outcome: failed(erasedText) };
  switch (row.kind) {
    case 'discord_role': {
      const payload = JSON.parse(row.payload) as RolePayload;
      if (!bot.configured) return { outcome: failed(notConfigured) };
      try {
        const options = { reason: payload.reason };
        if (payload.op === 'add') await bot.addMemberRole(payload.discordId, payload.roleId, options);
        else await bot.removeMemberRole(payload.discordId, payload.roleId, options);
        return { outcome: delivered() };
      } catch (err) {
        return { outcome: discordOutcome(err) };
      }
    }
    case 'discord_dm': {
      const payload = JSON.parse(row.payload) as DirectMessagePayload | StaffMessagePayload;
      if (!bot.configured) return { outcome: failed(notConfigured) };
      // D40: in the member's language as it is when the DM goes out.
      const locale = await memberLocale(ctx, payload.discordId);
      const text =
        'type' in payload && payload.type === 'staff_message'
          ? staffMessageText(payload, ctx.env.PUBLIC_URL, locale)
          : directMessageText(payload as DirectMessagePayload, ctx.env.PUBLIC_URL, locale);
      try {
        const channel = await bot.openDmChannel(payload.discordId);
        await bot.sendMessage(channel, text, messageNonce(row.idempotency_key));
        return { outcome: delivered() };
      } catch (err) {
        return { outcome: discordOutcome(err) };
      }
    }
    case 'webhook': {
      const payload = JSON.parse(row.payload) as WebhookPayload;
      // The form's address and secret as they are now: a corrected address is used on retry.
      const form = row.form_id ? await findWebhookSettings(ctx.db, row.form_id) : undefined;
      const url = (payload.slot === 'incoming' ? form?.webhook_incoming : form?.webhook_response)?.trim();
      if (!url) return { outcome: failed('The form no longer has this webhook address.') };
      const target = describeWebhookTarget(url);
      if (ctx.env.demoMode && !isLoopback(url)) return { outcome: failed('Demo mode sends nothing off this machine.'), target };
      const attempt = await sendWebhook(ctx, url, form?.webhook_secret ?? null, row.idempotency_key, payload);
      return { outcome: attempt.outcome, target };
    }
    case 'discord_post': {
      if (!bot.configured) return { outcome: failed(notConfigured) };
      return sendStaffPost(ctx, row, JSON.parse(row.payload) as StaffPostPayload);
    }
    default:
      return { outcome: failed(`Unknown delivery kind ${row.kind}.`) };
  }
}

function isLoopback(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === '127.0.0.1' || host === '[::1]' || host === 'localhost';
  } catch {
    return false;
  }
}

/**
 * The staff-channel post (D32). `create`: the message (its nonce makes a resend answer the first
 * one), recorded at once so a crash before the thread does not post twice, then the thread.
 * `edit`: rewrites the recorded message; a post that was never made has nothing to edit.
 */
async function sendStaffPost(ctx: AppContext, row: DeliveryRow, post: StaffPostPayload): Promise<SendResult> {
  const bot = ctx.clients.discord.bot;
  const message = staffPostMessage(post, ctx.env.PUBLIC_URL, siteDefaultLocale(ctx));
  try {
    let existing = await findStaffPost(ctx.db, post.responseId);
    if (post.type === 'edit') {
      if (!existing) return { outcome: failed('The staff-channel post was never made, so there is nothing to update.') };
      await bot.editMessage(existing.channel_id, existing.message_id, message);
      return { outcome: delivered() };
    }
    if (!existing) {
      const sent = await bot.postMessage(post.channelId, message, messageNonce(row.idempotency_key));
      await insertStaffPost(ctx.db, { responseId: post.responseId, channelId: post.channelId, messageId: sent.id });
      existing = await findStaffPost(ctx.db, post.responseId);
    }
    if (existing && !existing.thread_id) {
      try {
        const thread = await bot.startThread(existing.channel_id, existing.message_id, staffThreadName(post));
        await setStaffPostThread(ctx.db, post.responseId, thread.id);
      } catch (err) {
        // 160004: the message has a thread already (an earlier attempt made it before we recorded it).
        if (!(err instanceof DiscordApiError && err.code === 160004)) throw err;
      }
    }
    return { outcome: delivered() };
  } catch (err) {
    return { outcome: discordOutcome(err) };
  }
}
