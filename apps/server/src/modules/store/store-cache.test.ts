import { describe, expect, it } from 'vitest';
import { cachedLoader } from './store-cache.service.ts';

function setup() {
  let time = 0;
  let calls = 0;
  let fail = false;
  const cache = cachedLoader(
    async () => {
      calls += 1;
      if (fail) throw new Error(`down ${calls}`);
      return `v${calls}`;
    },
    { freshMs: 60_000, staleMs: 3_600_000, failureMs: 5_000 },
    () => time,
  );
  return {
    cache,
    calls: () => calls,
    advance: (ms: number) => (time += ms),
    setFail: (v: boolean) => (fail = v),
  };
}

describe('cachedLoader', () => {
  it('asks the loader once per fresh period and shares one request between concurrent callers', async () => {
    const s = setup();
    const [a, b] = await Promise.all([s.cache.get(), s.cache.get()]);
    expect([a.value, b.value, s.calls()]).toEqual(['v1', 'v1', 1]);
    s.advance(59_999);
    expect((await s.cache.get()).value).toBe('v1');
    s.advance(2);
    expect(await s.cache.get()).toEqual({ value: 'v2', stale: false });
  });

  it('serves the last answer, marked stale, while the loader fails, and not after staleMs', async () => {
    const s = setup();
    await s.cache.get();
    s.setFail(true);
    s.advance(61_000);
    expect(await s.cache.get()).toEqual({ value: 'v1', stale: true });
    s.advance(3_600_000);
    await expect(s.cache.get()).rejects.toThrow(/down/);
  });

  it('remembers a failure briefly instead of asking a dead store on every call, then retries', async () => {
    const s = setup();
    s.setFail(true);
    await expect(s.cache.get()).rejects.toThrow('down 1');
    await expect(s.cache.get()).rejects.toThrow('down 1');
    expect(s.calls()).toBe(1);
    s.setFail(false);
    s.advance(5_001);
    expect((await s.cache.get()).value).toBe('v2');
  });
});
