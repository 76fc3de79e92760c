import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError } from './errors.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RateLimits {
  signInPerMinute: number;
  writesPerMinute: number;
}
export const defaultRateLimits: RateLimits = { signInPerMinute: 30, writesPerMinute: 120 };

/** Security headers (CSP the built web app satisfies), cross-origin write refusal, rate limits. */
export async function registerSecurity(app: FastifyInstance, ctx: AppContext, limits: RateLimits): Promise<void> {
  await app.register(helmet, {
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
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  const ownOrigin = new URL(ctx.env.PUBLIC_URL).origin;
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') {
      throw new HttpError(403, 'Cross-site requests are not allowed.', 'cross_origin');
    }
    const origin = request.headers.origin;
    if (origin && origin !== ownOrigin && origin !== `${request.protocol}://${request.host}`) {
      throw new HttpError(403, 'Cross-site requests are not allowed.', 'cross_origin');
    }
  });

  const named = {
    signIn: { max: limits.signInPerMinute, timeWindow: '1 minute' },
    writes: { max: limits.writesPerMinute, timeWindow: '1 minute' },
  };
  app.decorate('rateLimits', named);
  // Every write is rate limited, per user (or per address when signed out), unless its route sets its own limit.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => MUTATING.has(m))) return;
    const config = (route.config ?? {}) as { rateLimit?: unknown };
    if (config.rateLimit === undefined) route.config = { ...config, rateLimit: named.writes };
  });

  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => (request.user ? `u${request.user.id}` : request.ip),
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: {
      signIn: { max: number; timeWindow: string };
      writes: { max: number; timeWindow: string };
    };
  }
}
