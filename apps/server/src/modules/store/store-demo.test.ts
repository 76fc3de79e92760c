import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { startFakeStore, type FakeStore } from '../../testing/fake-store.ts';
import { testDialects } from '../../testing/test-db.ts';

/** D27: demo mode with no STORE_URL never looks up the built-in default store address. */
describe.each(testDialects())('the store in demo mode on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect); // demo mode (no Discord application), STORE_URL not set
  });
  afterAll(() => t.close());

  it('shows the empty states without any lookup or outside call', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      for (const path of ['/api/store/featured', '/api/store/products']) {
        const res = await t.app.inject({ method: 'GET', url: path });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual([]);
      }
      const { cookie } = await signedInUser(t.ctx, 'member');
      const stats = await t.app.inject({ method: 'GET', url: '/api/store/user-stats', headers: { cookie } });
      expect(stats.json()).toEqual({ success: false, recentOrders: [] });
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  describe('with STORE_URL set explicitly', () => {
    let store: FakeStore;
    let configured: TestApp;
    beforeAll(async () => {
      store = await startFakeStore();
      configured = await buildTestApp(dialect, store.env());
    });
    afterAll(async () => {
      await configured.close();
      await store.close();
    });

    it('asks that store, demo mode or not', async () => {
      const res = await configured.app.inject({ method: 'GET', url: '/api/store/featured' });
      expect(res.statusCode).toBe(200);
      expect(res.json().length).toBeGreaterThan(0);
    });
  });
});
