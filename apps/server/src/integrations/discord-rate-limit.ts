import { UpstreamError } from './http.ts';

/**
 * Discord's rate limits, kept for the whole process (one limiter per Discord origin):
 * - the global limit: at most 50 requests per second, and a global 429 pauses everything;
 * - per route bucket: `X-RateLimit-Bucket` / `-Remaining` / `-Reset-After` say how many calls are
 *   left in the bucket of a route and its top-level resource (guild, channel, webhook);
 * - a 429 names how long to wait (`retry_after` in the body, `Retry-After` in the headers).
 * We never send a request Discord would refuse for its rate: we wait, or tell the caller how long
 * to wait when that is longer than it is willing to (the delivery worker then reschedules).
 */

export const DISCORD_GLOBAL_PER_SECOND = 50;

/** A call not made because Discord's limits say wait longer than the caller will (kind 'blocked', retryAfterMs set). */
export class DiscordRateLimitError extends UpstreamError {
  declare readonly retryAfterMs: number;
  constructor(retryAfterMs: number) {
    super('discord', 'blocked', `Waiting for Discord's rate limit: ${Math.ceil(retryAfterMs / 1000)} s.`, { retryAfterMs });
    this.name = 'DiscordRateLimitError';
  }
}

interface BucketState {
  remaining: number;
  resetAt: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The route of a request with its ids generalised, and its top-level resource ("major parameter"). */
export function routeOf(method: string, path: string): { route: string; major: string } {
  const major = /\/(guilds|channels|webhooks)\/(\d+)/.exec(path);
  const route = `${method.toUpperCase()} ${path.replace(/\?.*$/, '').replace(/\/\d{5,}/g, '/:id')}`;
  // A webhook's bucket is per webhook (id and token), which the id alone identifies well enough.
  return { route, major: major ? `${major[1]}/${major[2]}` : '' };
}

export class DiscordRateLimiter {
  private readonly sent: number[] = [];
  private globalPausedUntil = 0;
  private readonly bucketOfRoute = new Map<string, string>();
  private readonly buckets = new Map<string, BucketState>();

  constructor(
    private readonly perSecond = DISCORD_GLOBAL_PER_SECOND,
    private readonly clock: () => number = Date.now,
  ) {}

  private bucketKey(route: string, major: string): string {
    return `${this.bucketOfRoute.get(route) ?? route}|${major}`;
  }

  /** How long a request on this route would have to wait now (0 = may go). */
  waitFor(route: string, major: string): number {
    const now = this.clock();
    let wait = Math.max(0, this.globalPausedUntil - now);
    const bucket = this.buckets.get(this.bucketKey(route, major));
    if (bucket && bucket.remaining <= 0 && bucket.resetAt > now) wait = Math.max(wait, bucket.resetAt - now);
    while (this.sent.length > 0 && this.sent[0]! <= now - 1000) this.sent.shift();
    if (this.sent.length >= this.perSecond) wait = Math.max(wait, this.sent[0]! + 1000 - now);
    return wait;
  }

  /**
   * Waits until a request may go and counts it. When the wait would be longer than `maxWaitMs`,
   * throws DiscordRateLimitError instead, so the caller can do something better than hold on.
   */
  async acquire(route: string, major: string, maxWaitMs = 5_000): Promise<void> {
    for (;;) {
      const wait = this.waitFor(route, major);
      if (wait === 0) break;
      if (wait > maxWaitMs) throw new DiscordRateLimitError(wait);
      await sleep(wait);
    }
    const now = this.clock();
    this.sent.push(now);
    const bucket = this.buckets.get(this.bucketKey(route, major));
    // Counted before the answer comes, so concurrent requests do not all take the last call.
    if (bucket && bucket.resetAt > now) bucket.remaining -= 1;
  }

  /** Learns from an answer's headers (and a 429's body). Returns the wait a 429 asks for, in ms. */
  update(route: string, major: string, status: number, headers: Headers, body: unknown): number | undefined {
    const now = this.clock();
    const hash = headers.get('x-ratelimit-bucket');
    if (hash) this.bucketOfRoute.set(route, hash);
    const remaining = Number(headers.get('x-ratelimit-remaining'));
    const resetAfter = Number(headers.get('x-ratelimit-reset-after'));
    if (headers.has('x-ratelimit-remaining') && Number.isFinite(remaining) && Number.isFinite(resetAfter)) {
      this.buckets.set(this.bucketKey(route, major), { remaining, resetAt: now + resetAfter * 1000 });
    }
    if (status !== 429) return undefined;
    const fromBody = typeof body === 'object' && body !== null ? Number((body as { retry_after?: unknown }).retry_after) : NaN;
    const fromHeader = Number(headers.get('retry-after'));
    const seconds = Number.isFinite(fromBody) && fromBody >= 0 ? fromBody : Number.isFinite(fromHeader) && fromHeader >= 0 ? fromHeader : 1;
    const waitMs = Math.ceil(seconds * 1000);
    const global =
      (typeof body === 'object' && body !== null && (body as { global?: unknown }).global === true) || headers.get('x-ratelimit-global') === 'true';
    if (global || headers.get('x-ratelimit-scope') === 'global') this.globalPausedUntil = Math.max(this.globalPausedUntil, now + waitMs);
    else this.buckets.set(this.bucketKey(route, major), { remaining: 0, resetAt: now + waitMs });
    return waitMs;
  }
}

const limiters = new Map<string, DiscordRateLimiter>();

/** The process-wide limiter for one Discord origin (tests run several fakes side by side). */
export function discordLimiterFor(origin: string): DiscordRateLimiter {
  let limiter = limiters.get(origin);
  if (!limiter) {
    limiter = new DiscordRateLimiter();
    limiters.set(origin, limiter);
  }
  return limiter;
}
