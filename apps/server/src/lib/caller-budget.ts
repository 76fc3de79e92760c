import type { Redis } from 'ioredis';

/**
 * A per-caller budget of costly actions per time window (fixed window): `take` counts one and
 * says whether the caller still had budget. Used where a request reaches an outside service on
 * the caller's behalf (the Workshop mods), apart from the write limit of @fastify/rate-limit.
 */
export interface CallerBudget {
  take(caller: string): Promise<boolean>;
}

const MAX_LOCAL_KEYS = 10_000;

/** One process's budget, kept in memory; the oldest windows are dropped beyond MAX_LOCAL_KEYS. */
export function createLocalBudget(max: number, windowMs: number, clock: () => number = () => Date.now()): CallerBudget {
  const windows = new Map<string, { start: number; used: number }>();
  return {
    async take(caller) {
      const t = clock();
      let entry = windows.get(caller);
      if (!entry || t - entry.start >= windowMs) {
        windows.delete(caller); // re-inserted last: the Map's order is oldest window first
        entry = { start: t, used: 0 };
        windows.set(caller, entry);
        if (windows.size > MAX_LOCAL_KEYS) windows.delete(windows.keys().next().value as string);
      }
      if (entry.used >= max) return false;
      entry.used += 1;
      return true;
    },
  };
}

// INCR and the window's expiry in one step, so a crash between them cannot leave a key that never expires.
const INCR_IN_WINDOW = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * The same budget shared by every instance through Redis (REDIS_URL). While Redis cannot answer,
 * each instance falls back to its own local budget: still limited, only not shared.
 */
export function createRedisBudget(redis: Redis, name: string, max: number, windowMs: number): CallerBudget {
  const local = createLocalBudget(max, windowMs);
  return {
    async take(caller) {
      try {
        const n = Number(await redis.eval(INCR_IN_WINDOW, 1, `crp-budget:${name}:${caller}`, windowMs));
        return n <= max;
      } catch {
        return local.take(caller);
      }
    },
  };
}
