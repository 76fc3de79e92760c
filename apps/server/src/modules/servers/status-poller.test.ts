import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { createA2sClient } from '../../integrations/a2s.ts';
import { createBattlemetricsClient } from '../../integrations/battlemetrics.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { startFakeA2s, type FakeA2s } from '../../testing/fake-a2s.ts';
import { startFakeBattlemetrics, type FakeBattlemetrics } from '../../testing/fake-battlemetrics.ts';
import { testDialects } from '../../testing/test-db.ts';
import { pollServer } from './server-probe.service.ts';
import { createServerPoller } from './status-poller.job.ts';
import { playerHistory } from './samples.queries.ts';
import { listServers } from './servers.service.ts';

const MINUTE = 60_000;

describe.each(testDialects())('status poller on %s', (dialect) => {
  let t: TestApp;
  let tracker: FakeBattlemetrics;
  let game: FakeA2s;
  let clock: number;
  let ctx: AppContext;

  /** The app's context with short timeouts and a clock the test moves. */
  const pollerCtx = (): AppContext => ({
    ...t.ctx,
    clients: {
      ...t.ctx.clients,
      a2s: createA2sClient({ timeoutMs: 300 }),
      battlemetrics: createBattlemetricsClient({ baseUrl: tracker.url, timeoutMs: 300, now: () => clock }),
    },
  });
  const newPoller = (holder?: string, concurrency = 8) => createServerPoller(ctx, t.app.log, { intervalMs: 30_000, now: () => clock, holder, concurrency });
  const server = async (values: { host?: string; port?: number; battlemetrics_id?: string }) =>
    t.ctx.db
      .insertInto('servers')
      .values({ ...values, created_at: new Date().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
  const row = (id: number) => t.ctx.db.selectFrom('servers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const listingCalls = () => tracker.requests.filter((r) => r.url.pathname.startsWith('/servers/')).length;

  beforeAll(async () => {
    tracker = await startFakeBattlemetrics();
    game = await startFakeA2s({ name: 'Creative RP | Main', map: 'gm_construct', players: 12, maxPlayers: 48 });
    t = await buildTestApp(dialect, tracker.env());
  });
  afterAll(async () => {
    await t.close();
    await tracker.close();
    await game.close();
  });
  beforeEach(async () => {
    await t.ctx.db.deleteFrom('servers').execute();
    await t.ctx.db.deleteFrom('worker_leases').execute();
    tracker.listings.clear();
    tracker.requests.length = 0;
    Object.assign(tracker, { failWith: 0, retryAfterSeconds: 0, malformed: false, delayMs: 0, hangBody: false });
    game.mode = 'challenge';
    game.info = { name: 'Creative RP | Main', map: 'gm_construct', players: 12, maxPlayers: 48 };
    clock = Date.now();
    ctx = pollerCtx();
  });

  it('refreshes every server from A2S and reads the listing only when due (it rate-limits)', async () => {
    tracker.listings.set('11', { name: 'Listed Name', ip: game.host, port: game.port, players: 3, maxPlayers: 48, status: 'online' });
    const a = await server({ host: game.host, port: game.port, battlemetrics_id: '11' });
    const poller = newPoller();
    expect(await poller.runOnce()).toMatchObject({ leader: true, polled: 1, failed: 0 });
    expect(await row(a.id)).toMatchObject({ is_online: 1, player_count: 12, max_players: 48, map: 'gm_construct', listed_name: 'Listed Name', error: null });
    expect(listingCalls()).toBe(1);

    game.info = { ...game.info, players: 30 };
    clock += 30_000;
    await poller.runOnce();
    expect((await row(a.id)).player_count).toBe(30);
    expect(listingCalls()).toBe(1); // A2S answered; the listing is not due yet
    clock += 5 * MINUTE;
    await poller.runOnce();
    expect(listingCalls()).toBe(2);
  });

  it('works from the listing alone when the game server is silent, and takes the listing’s address', async () => {
    tracker.listings.set('12', { name: 'Listed Only', ip: '203.0.113.44', port: 27015, players: 9, maxPlayers: 32, status: 'online', map: 'rp_downtown' });
    const a = await server({ battlemetrics_id: '12' });
    await newPoller().runOnce();
    expect(await row(a.id)).toMatchObject({
      is_online: 1,
      player_count: 9,
      max_players: 32,
      map: 'rp_downtown',
      host: '203.0.113.44',
      port: 27015,
      error: null,
    });
  });

  it('a listing that says offline is an answer: offline, no players, no error', async () => {
    tracker.listings.set('13', { name: 'Sleeping', ip: game.host, port: game.port, players: 0, maxPlayers: 32, status: 'offline' });
    game.mode = 'silent';
    const a = await server({ host: game.host, port: game.port, battlemetrics_id: '13' });
    await newPoller().runOnce();
    expect(await row(a.id)).toMatchObject({ is_online: 0, player_count: 0, error: null });
  });

  it('a failed poll keeps the last known data with error set, and the server is then polled less often', async () => {
    const a = await server({ host: game.host, port: game.port });
    const poller = newPoller();
    await poller.runOnce();
    const good = await row(a.id);
    game.mode = 'silent';
    clock += 30_000;
    expect(await poller.runOnce()).toMatchObject({ polled: 1, failed: 1 });
    const kept = await row(a.id);
    expect(kept).toMatchObject({ is_online: 0, player_count: 12, max_players: 48, map: 'gm_construct', last_updated: good.last_updated });
    expect(kept.error).toMatch(/did not answer within 300 ms/);

    clock += 30_000;
    expect(await poller.runOnce()).toMatchObject({ polled: 1, failed: 1 }); // second failure: retried once more
    clock += 30_000;
    expect(await poller.runOnce()).toMatchObject({ polled: 0, backedOff: 1 }); // now it waits a cycle
    game.mode = 'challenge';
    clock += 30_000;
    expect(await poller.runOnce()).toMatchObject({ polled: 1, failed: 0 });
    expect(await row(a.id)).toMatchObject({ is_online: 1, error: null });
  });

  it('pauses the tracker after 429 for Retry-After, and the server keeps working from A2S', async () => {
    tracker.failWith = 429;
    tracker.retryAfterSeconds = 120;
    const a = await server({ host: game.host, port: game.port, battlemetrics_id: '21' });
    const b = await server({ battlemetrics_id: '22' });
    const poller = newPoller(undefined, 1); // one at a time: a's 429 comes before b's turn
    await poller.runOnce();
    expect(listingCalls()).toBe(1); // the first 429 paused every later call, also for the other server
    expect(await row(a.id)).toMatchObject({ is_online: 1, player_count: 12, error: null });
    expect((await row(b.id)).error).toMatch(/BattleMetrics is paused for 120 s after a rate limit \(429\)/);

    tracker.failWith = 0;
    tracker.listings.set('22', { name: 'B', ip: '203.0.113.9', port: 27015, players: 5, maxPlayers: 20, status: 'online' });
    clock += 60_000;
    await poller.runOnce();
    expect(listingCalls()).toBe(1);
    clock += 61_000;
    await poller.runOnce();
    expect(listingCalls()).toBeGreaterThan(1);
    expect(await row(b.id)).toMatchObject({ is_online: 1, player_count: 5, error: null });
  });

  it('backs off on 403 (no token) with a growing pause', async () => {
    tracker.requireToken = 'secret';
    const b = await server({ battlemetrics_id: '31' });
    const bm = ctx.clients.battlemetrics;
    await newPoller().runOnce();
    expect((await row(b.id)).error).toMatch(/answered 403; pausing for 60 s/);
    expect(bm.pausedForMs()).toBe(60_000);
    clock += 61_000;
    await expect(bm.getServer('31')).rejects.toMatchObject({ status: 403 });
    expect(bm.pausedForMs()).toBe(120_000);
    tracker.requireToken = null;
  });

  it('sends BATTLEMETRICS_TOKEN as a Bearer token', async () => {
    tracker.requireToken = 'secret';
    tracker.listings.set('32', { name: 'Tokened', ip: '203.0.113.10', port: 27015, players: 1, maxPlayers: 2, status: 'online' });
    const withToken = createBattlemetricsClient({ baseUrl: tracker.url, token: 'secret' });
    await expect(withToken.getServer('32')).resolves.toMatchObject({ name: 'Tokened', online: true });
    expect(tracker.requests.at(-1)!.headers.authorization).toBe('Bearer secret');
    tracker.requireToken = null;
  });

  it.each([
    ['a slow tracker (timeout)', () => (tracker.delayMs = 600), /timed out after 300 ms/],
    ['a tracker that stalls mid-answer (timeout)', () => (tracker.hangBody = true), /^BattleMetrics timed out after 300 ms$/],
    ['a malformed listing', () => (tracker.malformed = true), /could not read/],
    ['an unknown listing (404)', () => {}, /answered 404/],
  ])('records %s as the error without losing data', async (_why, arrange, message) => {
    arrange();
    const b = await server({ battlemetrics_id: '41' });
    await t.ctx.db.updateTable('servers').set({ player_count: 7, max_players: 20, last_updated: '2026-01-01T00:00:00.000Z' }).where('id', '=', b.id).execute();
    await newPoller().runOnce();
    const after = await row(b.id);
    expect(after).toMatchObject({ is_online: 0, player_count: 7, max_players: 20, last_updated: '2026-01-01T00:00:00.000Z' });
    expect(after.error).toMatch(message);
  });

  it('an admin poll asks the tracker while the game server is still silent: a hung tracker and a dead server cost one timeout, not two', async () => {
    game.mode = 'silent';
    tracker.delayMs = 5000; // hangs past the client's timeout
    const b = await server({ host: game.host, port: game.port, battlemetrics_id: '42' });
    const deps = {
      db: t.ctx.db,
      a2s: createA2sClient({ timeoutMs: 1000 }),
      battlemetrics: ctx.clients.battlemetrics,
      lastSampleAt: () => undefined,
      target: async (host: string, port: number) => ({ host, port }),
    };
    const polling = pollServer(deps, b, { forceListing: true });
    await expect.poll(() => game.requests, { timeout: 900 }).toBeGreaterThan(0);
    // The game server has not timed out yet (1000 ms), and the tracker was already asked.
    await expect.poll(() => listingCalls(), { timeout: 500 }).toBe(1);
    const result = await polling;
    expect(result.ok).toBe(false);
    expect(result.error).toBe('The game server did not answer within 1000 ms; BattleMetrics timed out after 300 ms');
  });

  it('with two instances on one database only the lease holder polls; the other takes over when it stops', async () => {
    await server({ host: game.host, port: game.port });
    const first = newPoller('instance-a');
    const second = newPoller('instance-b');
    expect(await first.runOnce()).toMatchObject({ leader: true, polled: 1 });
    expect(await second.runOnce()).toMatchObject({ leader: false, polled: 0 });
    const requests = game.requests;
    expect(await second.runOnce()).toMatchObject({ leader: false });
    expect(game.requests).toBe(requests);
    await first.stop();
    expect(await second.runOnce()).toMatchObject({ leader: true, polled: 1 });
    expect(await first.runOnce()).toMatchObject({ leader: false });
  });

  it('a lease left by a crashed instance expires after three intervals', async () => {
    await server({ host: game.host, port: game.port });
    const crashed = newPoller('crashed');
    await crashed.runOnce();
    const survivor = newPoller('survivor');
    clock += 60_000;
    expect((await survivor.runOnce()).leader).toBe(false);
    clock += 31_000;
    expect((await survivor.runOnce()).leader).toBe(true);
  });

  it('samples at most every 5 minutes, measures uptime from them and prunes samples older than 7 days', async () => {
    const a = await server({ host: game.host, port: game.port });
    await t.ctx.db
      .insertInto('server_samples')
      .values({ server_id: a.id, sampled_at: new Date(clock - 8 * 24 * 60 * MINUTE).toISOString(), players: 1, is_online: 1 })
      .execute();
    const poller = newPoller();
    await poller.runOnce();
    clock += 30_000;
    await poller.runOnce(); // too soon for another sample
    game.mode = 'silent';
    clock += 5 * MINUTE;
    await poller.runOnce();
    const samples = await t.ctx.db.selectFrom('server_samples').select(['players', 'is_online']).where('server_id', '=', a.id).orderBy('sampled_at').execute();
    expect(samples).toEqual([
      { players: 12, is_online: 1 },
      { players: 0, is_online: 0 },
    ]);
    expect((await row(a.id)).last_uptime).toBe(50);
  });

  it('serves 24 h of history as 48 clock-aligned half-hour peaks', async () => {
    const a = await server({ host: game.host, port: game.port });
    await t.ctx.db
      .insertInto('server_samples')
      .values([
        { server_id: a.id, sampled_at: '2026-03-10T10:35:00.000Z', players: 4, is_online: 1 },
        { server_id: a.id, sampled_at: '2026-03-10T10:45:00.000Z', players: 9, is_online: 1 },
        { server_id: a.id, sampled_at: '2026-03-10T10:55:00.000Z', players: 6, is_online: 0 },
        { server_id: a.id, sampled_at: '2026-03-10T11:05:00.000Z', players: 20, is_online: 1 },
        { server_id: a.id, sampled_at: '2026-03-10T11:25:00.000Z', players: 18, is_online: 1 },
        { server_id: a.id, sampled_at: '2026-03-10T12:05:00.000Z', players: 0, is_online: 0 },
        { server_id: a.id, sampled_at: '2026-03-09T12:25:00.000Z', players: 99, is_online: 1 }, // before the window
        { server_id: a.id, sampled_at: '2026-03-09T12:30:00.000Z', players: 2, is_online: 1 }, // the first bucket
      ])
      .execute();
    const history = await playerHistory(t.ctx.db, [a.id], Date.parse('2026-03-10T12:10:00.000Z'));
    expect(history.start).toBe('2026-03-09T12:30:00.000Z');
    const series = history.byServer.get(a.id)!;
    expect(series).toHaveLength(48);
    expect(series[0]).toBe(2);
    expect(series.slice(44)).toEqual([9, 20, null, 0]);
    expect(series.filter((v) => v !== null)).toHaveLength(4);

    // The list call carries the same compact series.
    const [listed] = await listServers(t.ctx.db);
    expect(listed!.playerHistory.length === 0 || listed!.playerHistory.length === 48).toBe(true);
    expect(Date.parse(listed!.historyStart) % (30 * MINUTE)).toBe(0);
  });
});
