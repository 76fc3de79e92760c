import type { User } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { concernsMembers } from '../../lib/change-bus.ts';

/**
 * Checked sessions kept in memory for a few seconds (issue 25), so a signed-in read does not hash
 * and query on every request. Bounded (least recently used out first) and short-lived: an entry lives
 * at most SESSION_CACHE_MS (default 3 s; 0, off, under NODE_ENV=test unless set) and never past the
 * session's own expiry. Every change notice other than the status poller's ('write' after any
 * successful write on any instance, '*', 'sessions') drops the whole cache at once, so a logout,
 * account deletion, role refresh or permission change is seen by the next request on every instance
 * that heard the notice. A lookup that started before a drop is not stored (generation check).
 */
export interface CachedSession {
  user: User;
  tokenHash: string;
}

interface Entry extends CachedSession {
  until: number;
}

export interface SessionCache {
  get(token: string): CachedSession | null;
  /** The generation to hand back to `set`: a drop in between makes the set a no-op. */
  generation(): number;
  set(token: string, session: CachedSession, generation: number, sessionEndsAt: number): void;
  size(): number;
}

export const SESSION_CACHE_MAX = 10_000;

const caches = new WeakMap<AppContext, SessionCache | null>();

/** How long a checked session (and a member's own answers, lib/personal-reads.ts) may be kept: 0 is off. */
export const sessionCacheMs = (env: AppContext['env']): number => env.SESSION_CACHE_MS ?? (env.NODE_ENV === 'test' ? 0 : 3000);

/** The cache of this context (one per app instance), or null when off or without a change bus. */
export function sessionCacheOf(ctx: AppContext): SessionCache | null {
  let cache = caches.get(ctx);
  if (cache === undefined) {
    const ttl = sessionCacheMs(ctx.env);
    cache = ttl > 0 && ctx.changes ? createSessionCache(ctx, ttl) : null;
    caches.set(ctx, cache);
  }
  return cache;
}

function createSessionCache(ctx: AppContext, ttlMs: number, max = SESSION_CACHE_MAX): SessionCache {
  // Keyed by the raw cookie token: a hit costs no HMAC. Map order is recency order.
  const entries = new Map<string, Entry>();
  let gen = 0;
  const drop = () => {
    gen++;
    entries.clear();
  };
  ctx.changes!.subscribe((topic) => {
    if (concernsMembers(topic)) drop();
  });
  return {
    get(token) {
      const entry = entries.get(token);
      if (!entry) return null;
      if (Date.now() >= entry.until) {
        entries.delete(token);
        return null;
      }
      entries.delete(token);
      entries.set(token, entry);
      return entry;
    },
    generation: () => gen,
    set(token, session, generation, sessionEndsAt) {
      if (generation !== gen) return;
      const until = Math.min(Date.now() + ttlMs, sessionEndsAt);
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(token, { ...session, until });
    },
    size: () => entries.size,
  };
}
