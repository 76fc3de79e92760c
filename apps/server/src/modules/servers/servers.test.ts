import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { startFakeA2s, type FakeA2s } from '../../testing/fake-a2s.ts';
import { startFakeBattlemetrics, type FakeBattlemetrics } from '../../testing/fake-battlemetrics.ts';
import { testDialects } from '../../testing/test-db.ts';

describe.each(testDialects())('server status calls on %s', (dialect) => {
  let t: TestApp;
  let tracker: FakeBattlemetrics;
  let game: FakeA2s;
  let admin: string;
  let member: string;

  const add = (body: Record<string, unknown>, cookie = admin) =>
    t.app.inject({ method: 'POST', url: '/api/servers/admin', headers: { cookie }, payload: body });

  beforeAll(async () => {
    tracker = await startFakeBattlemetrics();
    game = await startFakeA2s({ name: 'Creative RP | Main', map: 'gm_flatgrass', players: 23, maxPlayers: 64 });
    t = await buildTestApp(dialect, tracker.env());
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    member = (await signedInUser(t.ctx, 'member')).cookie;
  });
  afterAll(async () => {
    await t.close();
    await tracker.close();
    await game.close();
  });
  beforeEach(async () => {
    await t.ctx.db.deleteFrom('servers').execute();
    tracker.listings.clear();
    tracker.failWith = 0;
    tracker.malformed = false;
    game.mode = 'challenge';
  });

  it('lists nothing at first, publicly, without any outside call', async () => {
    const before = tracker.requests.length;
    const res = await t.app.inject({ method: 'GET', url: '/api/servers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(tracker.requests.length).toBe(before);
  });

  it('adds a server from a BattleMetrics URL: the listing (not the URL) names it and says where its game server is', async () => {
    tracker.listings.set('7654321', { name: 'Creative RP | Main', ip: game.host, port: game.port, players: 20, maxPlayers: 64, status: 'online' });
    const res = await add({ battlemetricsUrl: 'https://www.battlemetrics.com/servers/gmod/7654321', description: 'Our main build server' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Creative RP | Main',
      description: 'Our main build server',
      gameType: 'gmod',
      ipAddress: game.host,
      port: game.port,
      connectUrl: `steam://connect/${game.address}`,
      battlemetricsUrl: 'https://www.battlemetrics.com/servers/gmod/7654321',
      isOnline: true,
      status: 'online',
      statusColor: 'green',
      playerCount: 23, // from the game server itself (A2S), found through the listing's address
      maxPlayers: 64,
      map: 'gm_flatgrass',
      error: null,
    });
    expect(res.json().lastUpdated).toEqual(expect.any(String));
    const calls = tracker.requests.map((r) => r.url.pathname);
    expect(calls).toEqual(['/servers/7654321']);
    expect(tracker.requests[0]!.headers.accept).toBe('application/vnd.api+json');

    // Listed for everyone afterwards, with a first history point.
    const list = (await t.app.inject({ method: 'GET', url: '/api/servers' })).json();
    expect(list).toHaveLength(1);
    expect(list[0].playerHistory).toHaveLength(48);
    expect(list[0].playerHistory.at(-1)).toBe(23);
  });

  it('adds a server by address alone (A2S), with the game server’s own name and a custom name winning when given', async () => {
    const plain = await add({ address: game.address });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({
      name: 'Creative RP | Main',
      isOnline: true,
      playerCount: 23,
      maxPlayers: 64,
      map: 'gm_flatgrass',
      battlemetricsUrl: null,
    });
    await t.ctx.db.deleteFrom('servers').execute();
    const named = await add({ address: game.address, name: 'Build Server', workshopCollectionId: '123456' });
    expect(named.json()).toMatchObject({ name: 'Build Server', workshopCollectionId: '123456' });
  });

  it('still adds a server whose game server and listing do not answer, marked offline with the reason', async () => {
    tracker.failWith = 503;
    const res = await add({ battlemetricsUrl: 'https://battlemetrics.com/servers/gmod/555', address: '127.0.0.1:9', name: 'Event Server' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Event Server', isOnline: false, status: 'offline', statusColor: 'red', lastUpdated: null });
    expect(res.json().error).toMatch(/BattleMetrics answered 503/);
  });

  it('refuses a host name that does not resolve (400, nothing stored), asking only our resolver', async () => {
    const res = await add({ address: 'no-such-host.invalid:27015' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'blocked_address',
      message: "The host name no-such-host.invalid could not be found. Check the spelling, or enter the server's IP address.",
    });
    expect(t.dns.asked).toContain('no-such-host.invalid');
    expect(await t.ctx.db.selectFrom('servers').select('id').execute()).toEqual([]);
  });

  it('queries the IP the name resolved to (the socket never resolves it again)', async () => {
    t.dns.table.set('game.example.test', [game.host]);
    const res = await add({ address: `game.example.test:${game.port}` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isOnline: true, ipAddress: 'game.example.test', playerCount: 23 });
  });

  it.each([
    ['wrong host', { battlemetricsUrl: 'https://www.gametracker.com/servers/gmod/1' }, /battlemetricsUrl: must be a BattleMetrics server URL/],
    ['lookalike host', { battlemetricsUrl: 'https://battlemetrics.com.evil.test/servers/gmod/1' }, /must be a BattleMetrics server URL/],
    ['userinfo trick', { battlemetricsUrl: 'https://www.battlemetrics.com@127.0.0.1/servers/gmod/1' }, /must be a BattleMetrics server URL/],
    ['http://', { battlemetricsUrl: 'http://www.battlemetrics.com/servers/gmod/1' }, /must be a BattleMetrics server URL/],
    ['no id', { battlemetricsUrl: 'https://www.battlemetrics.com/servers/gmod/' }, /must be a BattleMetrics server URL/],
    ['bad address', { address: 'localhost' }, /address: must be host:port/],
    ['nothing to poll', { name: 'Nameless' }, /Give a BattleMetrics URL or a server address/],
    ['non-numeric collection', { address: '203.0.113.9:27015', workshopCollectionId: 'abc' }, /Steam Workshop collection/],
  ])('refuses %s with 400 and nothing stored, no outside call', async (_why, body, message) => {
    const before = tracker.requests.length;
    const res = await add(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await t.ctx.db.selectFrom('servers').select('id').execute()).toEqual([]);
    expect(tracker.requests.length).toBe(before);
  });

  it('refuses a second row for the same listing or the same address (409)', async () => {
    tracker.listings.set('42', { name: 'Main', ip: game.host, port: game.port, players: 1, maxPlayers: 10, status: 'online' });
    expect((await add({ battlemetricsUrl: 'https://www.battlemetrics.com/servers/gmod/42' })).statusCode).toBe(201);
    const again = await add({ battlemetricsUrl: 'https://battlemetrics.com/servers/gmod/42/' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('"Main" is already listed with this BattleMetrics URL or address.');
    expect((await add({ address: game.address })).statusCode).toBe(409);
  });

  it('refuses a listing (by URL alone) that points at a server already listed by its address (409), leaving no row', async () => {
    expect((await add({ address: game.address, name: 'By address' })).statusCode).toBe(201);
    tracker.listings.set('43', { name: 'Same box', ip: game.host, port: game.port, players: 1, maxPlayers: 10, status: 'online' });
    const again = await add({ battlemetricsUrl: 'https://www.battlemetrics.com/servers/gmod/43' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('"By address" is already listed with this BattleMetrics URL or address.');
    const list = (await t.app.inject({ method: 'GET', url: '/api/servers' })).json();
    expect(list).toHaveLength(1);
  });

  it('gets one server, and 404 "Server not found" for an unknown id', async () => {
    const id = (await add({ address: game.address })).json().id;
    expect((await t.app.inject({ method: 'GET', url: `/api/servers/${id}` })).json()).toMatchObject({ id, playerCount: 23 });
    const missing = await t.app.inject({ method: 'GET', url: `/api/servers/${id + 100}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Server not found', message: 'Server not found' });
    expect((await t.app.inject({ method: 'GET', url: '/api/servers/abc' })).statusCode).toBe(400);
  });

  it('refresh polls now; a failed refresh answers 502 and keeps the last data with error set', async () => {
    const id = (await add({ address: game.address })).json().id;
    game.info = { ...game.info, players: 31 };
    const fresh = await t.app.inject({ method: 'POST', url: `/api/servers/admin/${id}/refresh`, headers: { cookie: admin } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ playerCount: 31, isOnline: true, error: null });

    game.mode = 'malformed';
    const failed = await t.app.inject({ method: 'POST', url: `/api/servers/admin/${id}/refresh`, headers: { cookie: admin } });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toMatch(/^Failed to refresh server: .*not A2S/);
    const kept = (await t.app.inject({ method: 'GET', url: `/api/servers/${id}` })).json();
    expect(kept).toMatchObject({ isOnline: false, playerCount: 31, maxPlayers: 64, map: 'gm_flatgrass', lastUpdated: fresh.json().lastUpdated });
    expect(kept.error).toMatch(/not A2S/);
  });

  it('deletes a server and its samples', async () => {
    const id = (await add({ address: game.address })).json().id;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/servers/admin/${id}`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/servers' })).json()).toEqual([]);
    expect(await t.ctx.db.selectFrom('server_samples').selectAll().where('server_id', '=', id).execute()).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/servers/admin/${id}`, headers: { cookie: admin } })).statusCode).toBe(404);
  });

  describe('admin calls are refused to members (403) and signed-out visitors (401)', () => {
    const calls = [
      ['POST', () => '/api/servers/admin', { address: '203.0.113.5:27015' }],
      ['POST', (id: number) => `/api/servers/admin/${id}/refresh`, undefined],
      ['DELETE', (id: number) => `/api/servers/admin/${id}`, undefined],
    ] as const;

    it.each(calls)('%s %s', async (method, url, payload) => {
      const seed = await t.ctx.db
        .insertInto('servers')
        .values({ host: '203.0.113.77', port: 27015, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const asMember = await t.app.inject({ method, url: url(seed.id), headers: { cookie: member }, ...(payload ? { payload } : {}) });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().message).toBe('Access denied. Admin privileges required.');
      const signedOut = await t.app.inject({ method, url: url(seed.id), ...(payload ? { payload } : {}) });
      expect(signedOut.statusCode).toBe(401);
      // Nothing changed: the one row is still there and was not polled.
      expect(await t.ctx.db.selectFrom('servers').select(['id', 'last_polled_at']).execute()).toEqual([{ id: seed.id, last_polled_at: null }]);
    });
  });
});
