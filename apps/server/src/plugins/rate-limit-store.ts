interface Counter {
  current: number;
  iterationStartMs: number;
}

const MAX_KEYS = 20_000;

/**
 * In-memory store for @fastify/rate-limit whose per-route children share one map, so a groupId
 * budget really is one budget across routes (the built-in LocalStore gives every route its own map).
 * Fixed window, like the built-in store; the oldest keys are dropped beyond MAX_KEYS.
 */
export class SharedLocalStore {
  private readonly counters = new Map<string, Counter>();

  incr(key: string, cb: (err: Error | null, result?: { current: number; ttl: number }) => void, timeWindow = 60_000): void {
    const nowMs = Date.now();
    let counter = this.counters.get(key);
    if (!counter || counter.iterationStartMs + timeWindow <= nowMs) {
      this.counters.delete(key); // re-inserted last: the Map's order is oldest window first
      counter = { current: 0, iterationStartMs: nowMs };
      this.counters.set(key, counter);
      if (this.counters.size > MAX_KEYS) this.counters.delete(this.counters.keys().next().value as string);
    }
    counter.current += 1;
    cb(null, { current: counter.current, ttl: timeWindow - (nowMs - counter.iterationStartMs) });
  }

  child(): SharedLocalStore {
    return this;
  }
}
