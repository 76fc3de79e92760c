import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppContext } from '../context.ts';
import { createRedisClient } from '../lib/redis.ts';
import { SharedLocalStore } from './rate-limit-store.ts';
import { HttpError } from './errors.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

export interface RateLimits {
  signInPerMinute: number;
  writesPerMinute: number;
}
export const defaultRateLimits: RateLimits = { signInPerMinute: 30, writesPerMinute: 120 };

/** Security headers (CSP the built web app satisfies), cross-origin write refusal, rate limits. */
/** Returns the headers every answer carries, for answers written outside Fastify (the read model's fast path). */
export async function registerSecurity(app: FastifyInstance, ctx: AppContext, limits: RateLimits): Promise<Record<string, string>> {
  const headers = staticHelmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast and the editor inject small <style> blocks; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(ctx.env.NODE_ENV === 'production' ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: ctx.env.NODE_ENV === 'production',
    crossOriginEmbedderPolicy: false,
    // Agrees with frame-ancestors 'none'.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // The same headers on every answer: computed once here, not by helmet on each request
  // (@fastify/helmet builds its middleware per request: ~14 % of a cached read's CPU).
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    // Answers that depend on the session must never sit in a shared cache: every /api answer that
    // did not choose its own caching is private and not stored.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });

  // Only PUBLIC_URL counts as our origin: echoing the request's own Host would let a DNS-rebinding page act on a local site.
  const own = new URL(ctx.env.PUBLIC_URL);
  // A site on loopback is the same site under each loopback name (localhost, 127.0.0.1, [::1]) on its port;
  // a rebinding page's own host name never is.
  const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];
  const ownOrigins = new Set(
    loopbackNames.includes(own.hostname) ? loopbackNames.map((name) => `${own.protocol}//${name}${own.port ? `:${own.port}` : ''}`) : [own.origin],
  );
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') {
      throw new HttpError(403, 'Cross-site requests are not allowed.', 'cross_origin');
    }
    const origin = request.headers.origin;
    if (origin && !ownOrigins.has(origin)) {
      throw new HttpError(403, 'Cross-site requests are not allowed.', 'cross_origin');
    }
  });

  // groupId: one budget per user (or address) across every write, not one per route.
  const named = {
    signIn: { max: limits.signInPerMinute, timeWindow: '1 minute' },
    writes: { max: limits.writesPerMinute, timeWindow: '1 minute', groupId: 'writes' },
  };
  app.decorate('rateLimits', named);
  // Every write is rate limited, per user (or per address when signed out), unless its route sets its own limit.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => MUTATING.has(m))) return;
    const config = (route.config ?? {}) as { rateLimit?: unknown };
    if (config.rateLimit === undefined) route.config = { ...config, rateLimit: named.writes };
  });

  const redis = ctx.env.REDIS_URL ? createRedisClient(ctx.env.REDIS_URL) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  // The same connection counts the other shared budgets (reads that reach an upstream).
  app.decorate('sharedRedis', redis ?? null);
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => (request.user ? `u${request.user.id}` : request.ip),
    // With Redis every instance counts against the same budget; a Redis outage lets requests through (logged)
    // rather than refusing every write.
    ...(redis ? { redis, nameSpace: 'crp-rl:', skipOnError: true } : { store: SharedLocalStore }),
  });
  return headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis connection shared by the instances (REDIS_URL), or null for a single instance. */
    sharedRedis: Redis | null;
    rateLimits: {
      signIn: { max: number; timeWindow: string };
      writes: { max: number; timeWindow: string };
    };
  }
}

/** What helmet would set with these options, as a plain header map (it sets a fixed set for fixed options). */
export function staticHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, res as never, () => {});
  return headers;
}
