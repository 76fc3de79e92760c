import { createHmac } from 'node:crypto';
import type { AppContext } from '../../../context.ts';
import { discordLimiterFor, DiscordRateLimitError, routeOf } from '../../../integrations/discord-rate-limit.ts';
import { permanentDiscordCodes } from '../../../integrations/discord-bot.ts';
import type { WebhookPayload } from '../deliveries-payloads.rules.ts';
import { discordWebhookMessage } from './discord-embed.mappers.ts';
import { delivered, failed, retry, type Outcome } from '../delivery-outcome.rules.ts';
import { postJson, WebhookTransportError, type PostResult } from './webhook-http.service.ts';
import { webhookSigningKey } from '../../forms/index.ts';

const discordHosts = new Set(['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com', 'ptb.discordapp.com', 'canary.discordapp.com']);

/** D24: /api/webhooks/{id}/{token} on Discord's hosts, or on DISCORD_URL's own origin, is a Discord webhook. */
export function isDiscordWebhookUrl(url: string, discordUrl: string): boolean {
  try {
    const parsed = new URL(url);
    if (!/^\/api(\/v\d+)?\/webhooks\/\d+\/[^/]+\/?$/.test(parsed.pathname)) return false;
    return (parsed.protocol === 'https:' && discordHosts.has(parsed.hostname)) || parsed.origin === new URL(discordUrl).origin;
  } catch {
    return false;
  }
}

/** Standard Webhooks headers: the signature covers "{id}.{timestamp}.{body}" with the form's key. */
export function standardWebhookHeaders(id: string, body: string, secret: string, at = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(at / 1000));
  const signature = createHmac('sha256', webhookSigningKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}

export interface WebhookAttempt {
  outcome: Outcome;
  /** The receiver's status, null when it could not be reached. */
  status: number | null;
}

/** Statuses a receiver may answer that a later try can get past. */
const retryableStatuses = new Set([408, 425, 429]);

function retryAfterMs(result: PostResult): number | undefined {
  const header = Number(result.headers['retry-after']);
  return Number.isFinite(header) && header >= 0 ? Math.ceil(header * 1000) : undefined;
}

/** One attempt to deliver a form webhook (also the editor's 'Send test'). */
export async function sendWebhook(ctx: AppContext, url: string, secret: string | null, id: string, payload: WebhookPayload): Promise<WebhookAttempt> {
  const allowPrivate = ctx.env.OUTBOUND_ALLOW_PRIVATE;
  try {
    if (isDiscordWebhookUrl(url, ctx.env.DISCORD_URL)) return await sendToDiscord(ctx, url, payload, allowPrivate);
    if (!secret) return { outcome: failed('The form has no webhook secret: rotate it in Webhook Settings.'), status: null };
    const body = JSON.stringify(payload.body);
    const result = await postJson(url, body, standardWebhookHeaders(id, body, secret), { allowPrivate });
    return { outcome: classify(result), status: result.status };
  } catch (err) {
    if (err instanceof WebhookTransportError) return { outcome: err.kind === 'blocked' ? failed(err.message) : retry(err.message), status: null };
    if (err instanceof DiscordRateLimitError) return { outcome: retry(err.message, err.retryAfterMs), status: null };
    throw err;
  }
}

function classify(result: PostResult): Outcome {
  const { status } = result;
  if (status >= 200 && status < 300) return delivered();
  if (status >= 300 && status < 400) {
    const location = typeof result.headers.location === 'string' ? ` to ${result.headers.location}` : '';
    return failed(`The receiver answered ${status} (a redirect${location}); redirects are not followed: enter the final address.`);
  }
  if (retryableStatuses.has(status)) return retry(`The receiver answered ${status}.`, retryAfterMs(result));
  if (status === 404 || status === 410) return failed(`The receiver answered ${status}: the address does not exist (any more).`);
  if (status >= 400 && status < 500) return failed(`The receiver refused the message (${status}).`);
  return retry(`The receiver answered ${status}.`, retryAfterMs(result));
}

async function sendToDiscord(ctx: AppContext, url: string, payload: WebhookPayload, allowPrivate: boolean): Promise<WebhookAttempt> {
  const target = new URL(url);
  target.searchParams.set('wait', 'true');
  const limiter = discordLimiterFor(target.origin);
  const { route, major } = routeOf('POST', target.pathname);
  await limiter.acquire(route, major);
  const result = await postJson(target.toString(), JSON.stringify(discordWebhookMessage(payload, ctx.env.PUBLIC_URL)), {}, { allowPrivate });
  let json: unknown = null;
  try {
    json = JSON.parse(result.body);
  } catch {
    json = null;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(result.headers)) if (typeof value === 'string') headers.set(name, value);
  const wait = limiter.update(route, major, result.status, headers, json);
  if (result.status === 429) return { outcome: retry(`Discord asked to slow down (429): retry in ${Math.ceil((wait ?? 1000) / 1000)} s.`, wait), status: 429 };
  const code = typeof json === 'object' && json !== null && typeof (json as { code?: unknown }).code === 'number' ? (json as { code: number }).code : null;
  if (code !== null && permanentDiscordCodes[code]) return { outcome: failed(permanentDiscordCodes[code]), status: result.status };
  return { outcome: classify(result), status: result.status };
}
