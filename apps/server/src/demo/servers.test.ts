import { createSocket } from 'node:dgram';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createA2sClient, infoRequest } from '../integrations/a2s.ts';
import { buildTestApp, signedInUser, type TestApp } from '../testing/build-test-app.ts';
import { startFakeBattlemetrics, type FakeBattlemetrics } from '../testing/fake-battlemetrics.ts';
import { testDialects } from '../testing/test-db.ts';
import { createDemoGameServers, demoPlayerCount } from './game-server.ts';
import { demoGameServerDefinitions, seedDemoServers } from './servers.ts';
import { createServerPoller } from '../modules/servers/index.ts';

const silent = pino({ level: 'silent' });

describe.each(testDialects())('demo servers on %s (D27)', (dialect) => {
  let t: TestApp;
  let tracker: FakeBattlemetrics;
  beforeAll(async () => {
    tracker = await startFakeBattlemetrics();
    // Demo mode with the outbound guard ON: the simulator is allowed because it is ours, not by the override.
    t = await buildTestApp(dialect, { OUTBOUND_ALLOW_PRIVATE: 'false', ...tracker.env() });
  });
  afterAll(async () => {
    await t.close();
    await tracker.close();
  });

  it('seeds two online servers with a day of history and sample mods, once', async () => {
    await seedDemoServers(t.ctx.db);
    await seedDemoServers(t.ctx.db);
    const list = (await t.app.inject({ method: 'GET', url: '/api/servers' })).json();
    expect(list.map((s: { name: string }) => s.name)).toEqual(['Creative RP | Main', 'Creative RP | Events']);
    for (const server of list) {
      expect(server).toMatchObject({
        isOnline: true,
        statusColor: 'green',
        error: null,
        connectUrl: expect.stringMatching(/^steam:\/\/connect\/203\.0\.113\.\d+:\d+$/),
      });
      expect(server.playerHistory.filter((v: number | null) => v !== null).length).toBeGreaterThan(40);
    }
    const mods = (await t.app.inject({ method: 'GET', url: `/api/servers/${list[0].id}/mods` })).json();
    expect(mods.mods.map((m: { name: string }) => m.name)).toContain('Wiremod');
  });

  it('the poller asks the simulated game servers on loopback (guard on, no tracker call) and stores their live answer', async () => {
    const rows = await t.ctx.db.selectFrom('servers').select(['id', 'host']).orderBy('id').execute();
    // Even a tracker id on a sample server is never read: it would show a stranger's server as ours.
    await t.ctx.db.updateTable('servers').set({ battlemetrics_id: '4242', player_count: 0, is_online: 0 }).where('id', '=', rows[0]!.id).execute();
    const trackerBefore = tracker.requests.length;
    const summary = await createServerPoller(t.ctx, silent).runOnce();
    expect(summary).toMatchObject({ leader: true, polled: 2, failed: 0 });
    expect(tracker.requests.length).toBe(trackerBefore);
    expect(t.ctx.clients.demoGameServers!.answered).toBeGreaterThanOrEqual(4); // challenge + answer, twice

    const list = (await t.app.inject({ method: 'GET', url: '/api/servers' })).json();
    for (const [i, server] of list.entries()) {
      const def = demoGameServerDefinitions[i]!;
      expect(server).toMatchObject({ isOnline: true, error: null, map: def.map, maxPlayers: def.maxPlayers, ipAddress: def.host, port: def.port });
      // The count the simulator gave for this minute (±jitter range of the neighbouring minute).
      expect(Math.abs(server.playerCount - demoPlayerCount(def, Date.now()))).toBeLessThanOrEqual(6);
    }
  });

  it("an admin's refresh of a sample server reaches the simulator too", async () => {
    const admin = (await signedInUser(t.ctx, 'admin')).cookie;
    const [row] = await t.ctx.db.selectFrom('servers').select('id').orderBy('id').execute();
    const res = await t.app.inject({ method: 'POST', url: `/api/servers/admin/${row!.id}/refresh`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isOnline: true, error: null });
  });

  it('leaves an admin’s choice alone: nothing is re-added once servers exist', async () => {
    const [first] = await t.ctx.db.selectFrom('servers').select('id').orderBy('id').execute();
    await t.ctx.db.deleteFrom('servers').where('id', '=', first!.id).execute();
    await seedDemoServers(t.ctx.db);
    expect(await t.ctx.db.selectFrom('servers').select('custom_name').execute()).toEqual([{ custom_name: 'Creative RP | Events' }]);
  });
});

describe('the simulated game server', () => {
  const def = demoGameServerDefinitions[0]!;

  it('answers only its own sample addresses, on 127.0.0.1', async () => {
    const sim = createDemoGameServers(demoGameServerDefinitions);
    try {
      expect(await sim.target('203.0.113.99', 27015)).toBeNull();
      expect(await sim.target(def.host, def.port + 1)).toBeNull();
      const target = await sim.target(def.host, def.port);
      expect(target).toMatchObject({ host: '127.0.0.1' });
      expect(sim.isDemoAddress(def.host, def.port)).toBe(true);
      expect(sim.isDemoAddress(null, null)).toBe(false);
    } finally {
      await sim.close();
    }
  });

  it('speaks A2S as a real server does: a challenge first, then A2S_INFO with player counts that move over time', async () => {
    let clock = Date.parse('2026-01-01T04:00:00Z'); // the quiet hour
    const sim = createDemoGameServers(demoGameServerDefinitions, () => clock);
    try {
      const target = (await sim.target(def.host, def.port))!;
      const a2s = createA2sClient({ timeoutMs: 2000 });
      const quiet = await a2s.queryInfo(target.host, target.port);
      expect(quiet).toMatchObject({ name: def.name, map: def.map, maxPlayers: def.maxPlayers, folder: 'garrysmod' });
      expect(quiet.players).toBe(demoPlayerCount(def, clock));
      clock = Date.parse('2026-01-01T16:00:00Z'); // the evening peak
      const busy = await a2s.queryInfo(target.host, target.port);
      expect(busy.players).toBe(demoPlayerCount(def, clock));
      expect(busy.players).toBeGreaterThan(quiet.players + 20);
      // Minute to minute the count wanders a little.
      const counts = new Set(Array.from({ length: 30 }, (_, m) => demoPlayerCount(def, clock + m * 60_000)));
      expect(counts.size).toBeGreaterThan(2);
      expect(sim.answered).toBe(4); // challenge + answer, twice
    } finally {
      await sim.close();
    }
  });

  it('answers A2S_PLAYER with as many players as A2S_INFO says, after a challenge', async () => {
    const clock = Date.parse('2026-01-01T18:00:00Z');
    const sim = createDemoGameServers(demoGameServerDefinitions, () => clock);
    const socket = createSocket('udp4');
    try {
      const target = (await sim.target(def.host, def.port))!;
      const exchange = (packet: Buffer) =>
        new Promise<Buffer>((resolve) => {
          socket.once('message', resolve);
          socket.send(packet, target.port, target.host);
        });
      const request = (challenge: Buffer) => Buffer.concat([Buffer.from([0xff, 0xff, 0xff, 0xff, 0x55]), challenge]);
      const challenge = await exchange(request(Buffer.from([0xff, 0xff, 0xff, 0xff])));
      expect(challenge[4]).toBe(0x41);
      const players = await exchange(request(challenge.subarray(5, 9)));
      expect(players[4]).toBe(0x44);
      expect(players[5]).toBe(demoPlayerCount(def, clock));
      // A query without the challenge gets the challenge again, never the answer.
      const again = await exchange(infoRequest());
      expect(again[4]).toBe(0x41);
    } finally {
      socket.close();
      await sim.close();
    }
  });
});
