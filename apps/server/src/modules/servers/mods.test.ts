import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { startFakeSteam, type FakeSteam } from '../../testing/fake-steam.ts';
import { testDialects } from '../../testing/test-db.ts';
import { plainDescription } from './workshop.ts';

describe.each(testDialects())('Workshop mods of a server on %s', (dialect) => {
  let t: TestApp;
  let steam: FakeSteam;

  const serverWith = async (collection: string | null) =>
    (
      await t.ctx.db
        .insertInto('servers')
        .values({
          host: '203.0.113.50',
          port: 27000 + Math.floor(Math.random() * 1000),
          workshop_collection_id: collection,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const mods = (id: number, refresh = false) => t.app.inject({ method: 'GET', url: `/api/servers/${id}/mods${refresh ? '?refresh=1' : ''}` });
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
  });
  afterAll(async () => {
    await t.close();
    await steam.close();
  });
  beforeEach(async () => {
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
});

describe('Workshop descriptions', () => {
  it('become short plain text: BBCode, images and links removed', () => {
    expect(plainDescription('[b]Hi[/b] see https://evil.test/x [url=https://a.test]here[/url]<script>')).toBe('Hi see here <script>');
    expect(plainDescription('x'.repeat(400))).toHaveLength(280);
  });
});
