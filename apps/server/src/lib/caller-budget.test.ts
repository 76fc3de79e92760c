import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisClient } from './redis.ts';
import { createLocalBudget, createRedisBudget } from './caller-budget.ts';
import { REDIS_TEST_URL, redisReachable } from '../testing/redis.ts';

const takeMany = async (take: () => Promise<boolean>, n: number) => {
  const results: boolean[] = [];
  for (let i = 0; i < n; i += 1) results.push(await take());
  return results;
};

describe('caller budget, one process', () => {
  it('allows max per window per caller, then refuses until the window ends', async () => {
    let t = 0;
    const budget = createLocalBudget(3, 60_000, () => t);
    expect(await takeMany(() => budget.take('u1'), 4)).toEqual([true, true, true, false]);
    expect(await budget.take('u2')).toBe(true); // another caller has their own budget
    t = 60_000;
    expect(await budget.take('u1')).toBe(true);
  });
});

const redis = await redisReachable();
console.log(`[caller-budget] Redis at ${REDIS_TEST_URL}: ${redis ? 'yes (shared budget checked)' : 'not reachable (shared budget not checked)'}`);

describe.runIf(redis)('caller budget shared through Redis', () => {
  const a = createRedisClient(REDIS_TEST_URL);
  const b = createRedisClient(REDIS_TEST_URL);
  // The clients refuse commands until connected (no offline queue): wait, or the first takes fall back to local.
  beforeAll(() => Promise.all([a, b].map((c) => (c.status === 'ready' ? undefined : new Promise((resolve) => c.once('ready', resolve))))));
  afterAll(async () => {
    await Promise.all([a.quit(), b.quit()]);
  });

  it('two instances count one budget: the 11th read of a caller is refused whichever instance gets it', async () => {
    const name = `test-${randomUUID()}`;
    const onA = createRedisBudget(a, name, 10, 60_000);
    const onB = createRedisBudget(b, name, 10, 60_000);
    let turn = 0;
    const results = await takeMany(() => (turn++ % 2 === 0 ? onA : onB).take('203.0.113.9'), 10);
    expect(results).toEqual(Array(10).fill(true));
    expect(await onA.take('203.0.113.9')).toBe(false);
    expect(await onB.take('203.0.113.9')).toBe(false);
    expect(await onB.take('u7')).toBe(true);
    // The window's key expires with the window: nothing is left behind.
    expect(await a.pttl(`crp-budget:${name}:203.0.113.9`)).toBeGreaterThan(50_000);
  });

  it('a new window starts when the last one expires', async () => {
    const name = `test-${randomUUID()}`;
    const budget = createRedisBudget(a, name, 2, 200);
    expect(await takeMany(() => budget.take('u1'), 3)).toEqual([true, true, false]);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await budget.take('u1')).toBe(true);
  });
});

describe('caller budget while Redis cannot answer', () => {
  it('falls back to the local budget: still limited, never an error', async () => {
    const dead = createRedisClient('redis://127.0.0.1:1'); // nothing listens on port 1
    try {
      const budget = createRedisBudget(dead, 'down', 2, 60_000);
      expect(await takeMany(() => budget.take('u1'), 3)).toEqual([true, true, false]);
    } finally {
      dead.disconnect();
    }
  });
});
