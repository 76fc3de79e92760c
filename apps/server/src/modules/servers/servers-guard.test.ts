import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { startFakeA2s, type FakeA2s } from '../../testing/fake-a2s.ts';
import { startFakeBattlemetrics, type FakeBattlemetrics } from '../../testing/fake-battlemetrics.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createServerPoller } from './status-poller.job.ts';

const silent = pino({ level: 'silent' });
const PRIVATE = 'That address points inside a private network';

/**
 * #14: an admin-added server address is checked by the outbound guard after name resolution, with
 * OUTBOUND_ALLOW_PRIVATE off (as in production). A real game server (the fake) listens on loopback at
 * every port used here: if the guard let an address through, it would be queried and answer.
 */
describe.each(testDialects())('the outbound guard on game server addresses on %s', (dialect) => {
  let t: TestApp;
  let game: FakeA2s;
  let tracker: FakeBattlemetrics;
  let admin: string;

  const add = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/servers/admin', headers: { cookie: admin }, payload: body });
  const rows = () => t.ctx.db.selectFrom('servers').selectAll().execute();

  beforeAll(async () => {
    game = await startFakeA2s({ name: 'Loopback game server', map: 'gm_construct', players: 5, maxPlayers: 16 });
    tracker = await startFakeBattlemetrics();
    t = await buildTestApp(dialect, { OUTBOUND_ALLOW_PRIVATE: 'false', ...tracker.env() });
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    t.dns.table.set('sneaky.example.com', ['127.0.0.1']);
    t.dns.table.set('mixed.example.com', ['93.184.216.34', '10.0.0.5']);
    t.dns.table.set('v6.example.com', ['::ffff:127.0.0.1']);
  });
  afterAll(async () => {
    await t.close();
    await game.close();
    await tracker.close();
  });
  beforeEach(async () => {
    await t.ctx.db.deleteFrom('servers').execute();
    tracker.listings.clear();
  });

  it.each([
    '127.0.0.1',
    '2130706433',
    '0177.0.0.1',
    '0x7f.0.0.1',
    '0x7f000001',
    '127.1',
    '10.1',
    '10.0.0.5',
    '0.0.0.0',
    '100.64.0.1',
    '169.254.169.254',
    '172.16.0.1',
    '192.168.1.10',
    '224.0.0.1',
    '240.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '192.0.0.1',
    'localhost',
    'foo.localhost',
    'metadata.google.internal',
    'sneaky.example.com',
    'mixed.example.com',
    'v6.example.com',
  ])('refuses %s with an actionable 400, stores nothing and sends nothing', async (host) => {
    const before = game.requests;
    const res = await add({ address: `${host}:${game.port}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'blocked_address', issues: [{ path: 'body.address', message: res.json().message }] });
    expect(res.json().message).toContain(PRIVATE);
    expect(res.json().message).toContain('Use the public IP address or host name the outside world reaches it by.');
    expect(await rows()).toEqual([]);
    expect(game.requests).toBe(before);
  });

  it('refuses a BattleMetrics listing whose address is private: no row, no query', async () => {
    tracker.listings.set('7654321', { name: 'Listed inside', ip: '127.0.0.1', port: game.port, players: 1, maxPlayers: 10, status: 'online' });
    const before = game.requests;
    const res = await add({ battlemetricsUrl: 'https://www.battlemetrics.com/servers/gmod/7654321' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^The BattleMetrics listing gives the address 127\.0\.0\.1\. That address points inside a private network/);
    expect(res.json().issues).toEqual([{ path: 'body.battlemetricsUrl', message: res.json().message }]);
    expect(await rows()).toEqual([]);
    expect(game.requests).toBe(before);
  });

  it('does not poll a stored server whose address is (or became) private, and tells the admin why', async () => {
    const at = new Date().toISOString();
    t.dns.table.set('was-public.example.com', ['127.0.0.1']); // its DNS now points inside
    for (const host of ['127.1', 'was-public.example.com', 'localhost']) {
      await t.ctx.db.insertInto('servers').values({ host, port: game.port, is_online: 1, player_count: 9, created_at: at }).execute();
    }
    const before = game.requests;
    const summary = await createServerPoller(t.ctx, silent).runOnce();
    expect(summary).toMatchObject({ polled: 3, failed: 3 });
    expect(game.requests).toBe(before);
    const list = (await t.app.inject({ method: 'GET', url: '/api/servers' })).json();
    for (const server of list) {
      expect(server).toMatchObject({
        isOnline: false,
        playerCount: 9, // last known data kept
        error:
          "Not polled: the game server address points inside a private network, which the site does not contact. An admin can change it to the server's public address.",
      });
      expect(server.error).not.toContain('127.0.0.1');
    }
  });

  it('with OUTBOUND_ALLOW_PRIVATE=true (local development only) the same loopback server is queried', async () => {
    const open = await buildTestApp(dialect, { OUTBOUND_ALLOW_PRIVATE: 'true' });
    try {
      const cookie = (await signedInUser(open.ctx, 'admin')).cookie;
      const res = await open.app.inject({ method: 'POST', url: '/api/servers/admin', headers: { cookie }, payload: { address: `127.1:${game.port}` } });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ isOnline: true, playerCount: 5 });
    } finally {
      await open.close();
    }
  });
});
