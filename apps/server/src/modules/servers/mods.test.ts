import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { startFakeSteam, type FakeSteam } from '../../testing/fake-steam.ts';
import { testDialects } from '../../testing/test-db.ts';
import { seedDemoServers } from '../../demo/servers.ts';
import { plainDescription } from './workshop.mappers.ts';

describe.each(testDialects())('Workshop mods of a server on %s', (dialect) => {
  let t: TestApp;
  let steam: FakeSteam;
  let admin: string;
  let jump = 0;

  let nextPort = 27000; // unique per test server (random ports collided now and then)
  const serverWith = async (collection: string | null) =>
    (
      await t.ctx.db
        .insertInto('servers')
        .values({
          host: '203.0.113.50',
          port: nextPort++,
          workshop_collection_id: collection,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  /** A read; with `refresh` it is an admin pressing 'Refresh' (the only refresh honoured). */
  const mods = (id: number, refresh = false) =>
    t.app.inject({ method: 'GET', url: `/api/servers/${id}/mods${refresh ? '?refresh=1' : ''}`, headers: refresh ? { cookie: admin } : {} });
  const steamCalls = () => steam.requests.length;
  /** Pretends the cached copy is older than the refresh floor / the TTL. */
  const ageCache = (ms: number) =>
    t.ctx.db
      .updateTable('workshop_collections')
      .set({ fetched_at: new Date(Date.now() - ms).toISOString() })
      .execute();

  beforeAll(async () => {
    steam = await startFakeSteam();
    t = await buildTestApp(dialect, steam.env());
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t.close();
    await steam.close();
  });
  beforeEach(async () => {
    // Each test starts past the failure memory and the per-caller budget of the one before.
    jump += 10 * 60_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + jump);
    await t.ctx.db.deleteFrom('servers').execute();
    await t.ctx.db.deleteFrom('workshop_collections').execute();
    steam.collections.clear();
    steam.files.clear();
    steam.failWith = 0;
    steam.malformed = false;
    steam.requests.length = 0;
    steam.collections.set('900', ['1001', { id: '910', collection: true }, '1002']);
    steam.collections.set('910', ['1003', '1001', { id: '900', collection: true }, { id: '920', collection: true }]); // a cycle back to 900
    steam.collections.set('920', ['1004']);
    steam.files.set('1001', {
      title: 'Wiremod',
      description: '[h1]Wire[/h1] Build [b]circuits[/b].[img]https://x.test/a.png[/img]',
      timeUpdated: 1_700_000_000,
    });
    steam.files.set('1002', { title: 'PAC3', previewUrl: 'https://images.steam.test/pac.jpg' });
    steam.files.set('1003', { title: 'Advanced Duplicator 2' });
    // 1004 is gone from the Workshop.
  });

  it('lists every item of the collection and its nested collections once, in order, with links', async () => {
    const id = await serverWith('900');
    const res = await mods(id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ collectionId: '900', stale: false });
    expect(body.mods.map((m: { name: string }) => m.name)).toEqual(['Wiremod', 'PAC3', 'Advanced Duplicator 2', 'Unknown Mod']);
    expect(body.mods[0]).toEqual({
      id: '1001',
      workshopId: '1001',
      url: 'https://steamcommunity.com/sharedfiles/filedetails/?id=1001',
      searchUrl: 'https://steamcommunity.com/workshop/browse/?appid=4000&searchtext=Wiremod',
      name: 'Wiremod',
      description: 'Wire Build circuits .',
      version: '2023-11-14',
      previewUrl: null,
      updatedAt: '2023-11-14T22:13:20.000Z',
    });
    expect(body.mods[1].previewUrl).toBe('https://images.steam.test/pac.jpg');
    expect(body.mods[2].searchUrl).toBe('https://steamcommunity.com/workshop/browse/?appid=4000&searchtext=Advanced%20Duplicator%202');
    // Steam got POST form bodies: one call per collection level, one details call.
    const forms = steam.requests.map((r) => [
      r.url.pathname,
      r.headers['content-type'],
      new URLSearchParams(r.body).get('collectioncount') ?? new URLSearchParams(r.body).get('itemcount'),
    ]);
    expect(forms).toEqual([
      ['/ISteamRemoteStorage/GetCollectionDetails/v1/', 'application/x-www-form-urlencoded', '1'],
      ['/ISteamRemoteStorage/GetCollectionDetails/v1/', 'application/x-www-form-urlencoded', '1'],
      ['/ISteamRemoteStorage/GetCollectionDetails/v1/', 'application/x-www-form-urlencoded', '1'],
      ['/ISteamRemoteStorage/GetPublishedFileDetails/v1/', 'application/x-www-form-urlencoded', '4'],
    ]);
  });

  it('serves the cache until it expires; refresh=1 reads Steam again (past a short floor)', async () => {
    const id = await serverWith('900');
    await mods(id);
    const calls = steamCalls();
    steam.files.set('1002', { title: 'PAC3 (2025)' });
    expect((await mods(id)).json().mods[1].name).toBe('PAC3');
    expect((await mods(id, true)).json().mods[1].name).toBe('PAC3'); // refreshed seconds ago: cache
    expect(steamCalls()).toBe(calls);
    await ageCache(20_000);
    expect((await mods(id, true)).json().mods[1].name).toBe('PAC3 (2025)');
    expect(steamCalls()).toBeGreaterThan(calls);
    steam.files.set('1002', { title: 'PAC3 (2026)' });
    await ageCache(61 * 60_000);
    expect((await mods(id)).json().mods[1].name).toBe('PAC3 (2026)');
  });

  it('serves the last list marked stale when Steam fails, and 502 "Failed to fetch mods" without one', async () => {
    const id = await serverWith('900');
    await mods(id);
    steam.failWith = 503;
    await ageCache(20_000);
    const stale = await mods(id, true);
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({ stale: true });
    expect(stale.json().mods).toHaveLength(4);

    await t.ctx.db.deleteFrom('workshop_collections').execute();
    const failed = await mods(id);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ error: 'Failed to fetch mods', message: 'Failed to fetch mods' });
  });

  it.each([
    ['malformed answers', () => (steam.malformed = true)],
    ['an unknown collection', () => steam.collections.delete('900')],
  ])('answers 502 for %s', async (_why, arrange) => {
    arrange();
    const res = await mods(await serverWith('900'));
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Failed to fetch mods');
  });

  it('a server without a collection has no mods (no Steam call); an unknown server is 404 "Server not found"', async () => {
    const id = await serverWith(null);
    expect((await mods(id)).json()).toEqual({ mods: [], collectionId: null, fetchedAt: null, stale: false });
    expect(steamCalls()).toBe(0);
    const missing = await mods(id + 1000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Server not found');
  });

  it('concurrent first requests share one Steam read', async () => {
    const id = await serverWith('900');
    steam.delayMs = 50;
    const answers = await Promise.all([mods(id), mods(id), mods(id)]);
    steam.delayMs = 0;
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(steamCalls()).toBe(4);
  });

  describe('abuse (#14)', () => {
    it('50 signed-out requests with Steam failing cause one Steam call, and the 502 carries no upstream detail', async () => {
      const id = await serverWith('900');
      steam.failWith = 503;
      steam.delayMs = 50;
      const burst = await Promise.all(Array.from({ length: 50 }, () => mods(id)));
      steam.delayMs = 0;
      const later = [];
      for (let i = 0; i < 50; i++) later.push(await mods(id));
      expect(steamCalls()).toBe(1);
      for (const res of [...burst, ...later]) {
        expect(res.statusCode).toBe(502);
        expect(res.json()).toEqual({ error: 'Failed to fetch mods', message: 'Failed to fetch mods', code: 'upstream_error' });
      }
      expect(JSON.stringify(burst[0]!.json())).not.toMatch(/503|steam|answered/i);
      // The failure is remembered briefly, then Steam is asked again.
      steam.failWith = 0;
      vi.setSystemTime(Date.now() + 31_000);
      expect((await mods(id)).statusCode).toBe(200);
    });

    it('refresh=1 is honoured for admins only: signed out or as a member the cached answer comes back', async () => {
      const id = await serverWith('900');
      await mods(id);
      await ageCache(20_000);
      const calls = steamCalls();
      const member = (await signedInUser(t.ctx, 'member')).cookie;
      for (const headers of [{}, { cookie: member }]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/servers/${id}/mods?refresh=1`, headers });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ stale: false });
      }
      expect(steamCalls()).toBe(calls);
      await mods(id, true);
      expect(steamCalls()).toBeGreaterThan(calls);
    });

    it('limits the Steam reads one caller can cause; reads served from the cache do not count', async () => {
      const ids = [];
      for (let i = 1; i <= 11; i++) {
        steam.collections.set(`70${i}`, ['1001']);
        ids.push(await serverWith(`70${i}`));
      }
      for (const id of ids.slice(0, 10)) expect((await mods(id)).statusCode).toBe(200);
      const cachedAgain = await mods(ids[0]!);
      expect(cachedAgain.statusCode).toBe(200);
      const calls = steamCalls();
      const limited = await mods(ids[10]!);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        error: 'Too many requests for mod lists. Try again in a minute.',
        message: 'Too many requests for mod lists. Try again in a minute.',
        code: 'rate_limited',
      });
      expect(steamCalls()).toBe(calls);
      // Another caller (a signed-in member) has a budget of their own; a minute later the first has one again.
      const member = (await signedInUser(t.ctx, 'member')).cookie;
      expect((await t.app.inject({ method: 'GET', url: `/api/servers/${ids[10]!}/mods`, headers: { cookie: member } })).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 61_000);
      await t.ctx.db.deleteFrom('workshop_collections').execute();
      expect((await mods(ids[10]!)).statusCode).toBe(200);
    });
  });
});

describe('Workshop descriptions', () => {
  it('become short plain text: BBCode, images and links removed', () => {
    expect(plainDescription('[b]Hi[/b] see https://evil.test/x [url=https://a.test]here[/url]<script>')).toBe('Hi see here <script>');
    expect(plainDescription('x'.repeat(400))).toHaveLength(280);
  });
});

describe.each(testDialects())('Workshop mods in demo mode on %s (D27)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect); // demo mode, STEAM_API_URL not set
  });
  afterAll(() => t.close());

  it('serves the sample list and never calls Steam, even on an admin refresh or for a collection it has not seen', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await seedDemoServers(t.ctx.db);
    const admin = (await signedInUser(t.ctx, 'admin')).cookie;
    const [first] = await t.ctx.db.selectFrom('servers').select('id').orderBy('id').execute();
    await t.ctx.db
      .updateTable('workshop_collections')
      .set({ fetched_at: new Date(Date.now() - 2 * 60 * 60_000).toISOString() })
      .execute();
    for (const headers of [{}, { cookie: admin }]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/servers/${first!.id}/mods?refresh=1`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ collectionId: '9900000001', stale: false });
      expect(res.json().mods.map((m: { name: string }) => m.name)).toContain('Wiremod');
    }
    const other = await t.ctx.db
      .insertInto('servers')
      .values({ host: '203.0.113.77', port: 27015, workshop_collection_id: '123456', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const unseen = await t.app.inject({ method: 'GET', url: `/api/servers/${other.id}/mods?refresh=1`, headers: { cookie: admin } });
    expect(unseen.json()).toEqual({ mods: [], collectionId: '123456', fetchedAt: null, stale: false });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
