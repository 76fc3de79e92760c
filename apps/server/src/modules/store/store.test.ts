import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStoreClient } from '../../integrations/store.ts';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { fakeDiscordUsers } from '../../testing/fake-discord.ts';
import { startFakeServer } from '../../testing/fake-http.ts';
import { FAKE_STORE_API_KEY, startFakeStore, type FakeStore } from '../../testing/fake-store.ts';
import { testDialects } from '../../testing/test-db.ts';

describe.each(testDialects())('store proxy on %s', (dialect) => {
  let store: FakeStore;
  let t: TestApp;
  // Every test gets a fresh app: the proxy's cache lives in the app.
  const start = async (env: Record<string, string> = store.env()) => {
    t = await buildTestApp(dialect, env);
    return t;
  };

  beforeAll(async () => {
    store = await startFakeStore();
  });
  afterEach(async () => {
    vi.useRealTimers();
    store.mode = 'ok';
    store.requests.length = 0;
    await t?.close();
  });
  afterAll(async () => {
    await store.close();
  });

  it('serves the featured list normalized to the Product shape, malformed items dropped, HTML sanitized', async () => {
    await start();
    const res = await t.app.inject({ method: 'GET', url: '/api/store/featured' });
    expect(res.statusCode).toBe(200);
    expect(store.requests.map((r) => r.url.pathname)).toEqual(['/api/store/featured']);
    const products = res.json();
    expect(products.map((p: { id: string }) => p.id)).toEqual(['101', '102', '103']);
    expect(products[0]).toEqual({
      id: '101',
      slug: 'vip-rank',
      name: 'VIP Rank',
      description: '<p>Thirty days of VIP.</p>',
      shortDescription: '<p>Priority queue and a <strong>gold</strong> name tag.</p>',
      price: 9.99,
      images: ['https://images.fake-store.test/vip.png'],
      firstImage: 'https://images.fake-store.test/vip.png',
    });
    expect(products[1]).toMatchObject({ id: '102', slug: null, price: 15.5, images: [], firstImage: null, shortDescription: null });
    expect(products[2].images).toEqual(['https://images.fake-store.test/money.png']);
    expect(products[2].description).toBe('<p>Start with <em>$50,000</em>.</p>');
  });

  it('serves the full product list and reads short_description', async () => {
    await start();
    const res = await t.app.inject({ method: 'GET', url: '/api/store/products' });
    expect(res.statusCode).toBe(200);
    const products = res.json();
    expect(products.map((p: { name: string }) => p.name)).toEqual(['VIP Rank', 'Custom Prop Pack', 'Money Boost', 'Faction Starter Kit']);
    expect(products[3]).toMatchObject({ slug: 'faction-starter-kit', price: 25, shortDescription: 'Everything a new faction needs.' });
  });

  it('caches a list for a minute: the store is asked once', async () => {
    await start();
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/api/store/featured' })).statusCode).toBe(200);
    expect(store.requests).toHaveLength(1);
    const again = await t.app.inject({ method: 'GET', url: '/api/store/featured' });
    expect(again.headers['cache-control']).toBe('public, max-age=60');
  });

  it('answers 502 with the store status when the store fails', async () => {
    await start();
    store.mode = 'error';
    const featured = await t.app.inject({ method: 'GET', url: '/api/store/featured' });
    expect(featured.statusCode).toBe(502);
    expect(featured.json()).toMatchObject({ error: 'Failed to fetch featured products: 503', message: 'Failed to fetch featured products: 503' });
    const products = await t.app.inject({ method: 'GET', url: '/api/store/products' });
    expect(products.statusCode).toBe(502);
    expect(products.json().message).toBe('Failed to fetch products: 503');
  });

  it('answers 502 "timeout" when the store does not answer in time', async () => {
    await start();
    t.ctx.clients.store = createStoreClient({ baseUrl: store.url, timeoutMs: 200 });
    store.mode = 'timeout';
    const started = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/store/products' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Failed to fetch products: timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers 502 "invalid response" for a body that is not JSON or not a list', async () => {
    await start();
    store.mode = 'malformed';
    const res = await t.app.inject({ method: 'GET', url: '/api/store/featured' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Failed to fetch featured products: invalid response');
  });

  it('answers 502 "unreachable" when nothing listens at STORE_URL', async () => {
    const closed = await startFakeServer(() => {});
    await closed.close();
    await start({ STORE_URL: closed.url });
    const res = await t.app.inject({ method: 'GET', url: '/api/store/products' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Failed to fetch products: unreachable');
  });

  it('keeps serving the last list while the store is down (stale-while-error)', async () => {
    await start();
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/store/featured' })).statusCode).toBe(200);
    store.mode = 'error';
    vi.setSystemTime(Date.now() + 61_000);
    const res = await t.app.inject({ method: 'GET', url: '/api/store/featured' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(3);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(store.requests).toHaveLength(2);
  });

  describe('user stats', () => {
    it('needs a signed-in user', async () => {
      await start();
      const res = await t.app.inject({ method: 'GET', url: '/api/store/user-stats' });
      expect(res.statusCode).toBe(401);
      expect(store.requests).toHaveLength(0);
    });

    it("asks the store for the member's orders with the API key and normalizes them", async () => {
      await start();
      const { cookie } = await signedInUser(t.ctx, 'member', fakeDiscordUsers.member.id);
      const res = await t.app.inject({ method: 'GET', url: '/api/store/user-stats', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        recentOrders: [
          { id: '5001', createdAt: '2025-03-01T12:00:00.000Z', status: 'completed' },
          { id: '5002', createdAt: '2025-03-05T12:00:00.000Z', status: 'processing' },
          { id: '5003', createdAt: '2025-03-09T12:00:00.000Z', status: 'on_hold' },
        ],
      });
      const call = store.requests[0]!;
      expect(call.url.pathname).toBe('/api/store/user-stats');
      expect(call.url.searchParams.get('discordId')).toBe(fakeDiscordUsers.member.id);
      expect(call.headers.authorization).toBe(`Bearer ${FAKE_STORE_API_KEY}`);
    });

    it('answers success false with no orders when the store is down or refuses', async () => {
      await start();
      const { cookie } = await signedInUser(t.ctx, 'member', fakeDiscordUsers.member.id);
      store.mode = 'error';
      const down = await t.app.inject({ method: 'GET', url: '/api/store/user-stats', headers: { cookie } });
      expect(down.statusCode).toBe(200);
      expect(down.json()).toEqual({ success: false, recentOrders: [] });
      store.mode = 'malformed';
      const garbled = await t.app.inject({ method: 'GET', url: '/api/store/user-stats', headers: { cookie } });
      expect(garbled.json()).toEqual({ success: false, recentOrders: [] });
    });

    it('sends no Authorization header without STORE_API_KEY (the store then refuses: success false)', async () => {
      await start({ STORE_URL: store.url });
      const { cookie } = await signedInUser(t.ctx, 'member', fakeDiscordUsers.member.id);
      const res = await t.app.inject({ method: 'GET', url: '/api/store/user-stats', headers: { cookie } });
      expect(res.json()).toEqual({ success: false, recentOrders: [] });
      expect(store.requests[0]!.headers.authorization).toBeUndefined();
    });
  });
});
