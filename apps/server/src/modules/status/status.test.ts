import { Kysely, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClients } from '../../clients.ts';
import type { Database } from '../../db/schema.ts';
import { createStoreClient } from '../../integrations/store.ts';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { FAKE_DISCORD, startFakeDiscord, type FakeDiscord } from '../../testing/fake-discord.ts';
import { FAKE_STORE_API_KEY, startFakeStore, type FakeStore } from '../../testing/fake-store.ts';
import { testDialects } from '../../testing/test-db.ts';
import { loadEnv } from '../../env.ts';
import { runCheck } from './status-checks.service.ts';

describe.each(testDialects())('system status on %s', (dialect) => {
  let t: TestApp;
  let demo: TestApp;
  let discord: FakeDiscord;
  let store: FakeStore;
  let admin: string;
  let demoAdmin: string;

  beforeAll(async () => {
    discord = await startFakeDiscord();
    store = await startFakeStore();
    t = await buildTestApp(dialect, { ...discord.env(), ...store.env() });
    demo = await buildTestApp(dialect);
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    demoAdmin = (await signedInUser(demo.ctx, 'admin')).cookie;
  });
  afterAll(async () => {
    await t.close();
    await demo.close();
    await discord.close();
    await store.close();
  });
  beforeEach(() => {
    store.mode = 'ok';
    // The app holds the same clients object: swap its members, not the object.
    Object.assign(t.ctx.clients, { store: createClients(t.ctx.env).store, discord: createClients(t.ctx.env).discord });
  });

  const check = (component: string, app = t, cookie = admin) => app.app.inject({ method: 'GET', url: `/api/admin/status/${component}`, headers: { cookie } });

  it('is for admins only, and knows only the four components', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/status/database' })).statusCode).toBe(401);
    for (const kind of ['member', 'reviewer', 'manager'] as const) {
      const { cookie } = await signedInUser(t.ctx, kind);
      for (const path of ['database', 'payment', 'discord-auth', 'discord-bot', 'history', 'background']) {
        const res = await check(path, t, cookie);
        expect(res.statusCode, `${kind} ${path}`).toBe(403);
        expect(res.json().message).toBe('Access denied. Admin privileges required.');
      }
    }
    expect((await check('redis')).statusCode).toBe(400);
  });

  it('every component healthy: online with latency, when it was checked and what was checked', async () => {
    for (const [component, detail] of [
      ['database', dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'],
      ['payment', new URL(store.url).host],
      ['discord-auth', `OAuth application ${FAKE_DISCORD.clientId}`],
      ['discord-bot', 'The bot Creative RP Bot is in the server and holds Manage Roles.'],
    ] as const) {
      const res = await check(component);
      expect(res.statusCode, `${component}: ${res.body}`).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ status: 'online', detail: detail });
      expect(body.latencyMs).toBeGreaterThanOrEqual(0);
      expect(Date.now() - Date.parse(body.checkedAt)).toBeLessThan(10_000);
    }
    const health = store.requests.filter((r) => r.url.pathname === '/api/health').at(-1)!;
    expect(health.headers.authorization).toBe(`Bearer ${FAKE_STORE_API_KEY}`);
  });

  it('a closed database is offline with the reason', async () => {
    const sqlite = new SQLite(':memory:');
    const closed = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    sqlite.close();
    const outcome = await runCheck({ ...t.ctx, db: closed }, 'database');
    expect(outcome).toMatchObject({ ok: false, status: 'offline' });
    expect((outcome as { message: string }).message).toMatch(/^Database query failed: /);
  });

  it('the store answering 500, hanging, or not configured makes the Payment Gateway offline, saying which', async () => {
    store.mode = 'error';
    store.errorStatus = 500;
    let res = await check('payment');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'offline', message: 'Store health check answered HTTP 500' });

    store.mode = 'timeout';
    t.ctx.clients.store = createStoreClient({ baseUrl: store.url, apiKey: FAKE_STORE_API_KEY, timeoutMs: 300 });
    res = await check('payment');
    expect(res.json()).toMatchObject({ status: 'offline', message: 'Store health check did not answer in time' });
    store.mode = 'ok';

    t.ctx.clients.store = createStoreClient({ baseUrl: store.url });
    res = await check('payment');
    expect(res.json()).toMatchObject({ status: 'offline', message: 'not configured: set STORE_URL and STORE_API_KEY' });
  });

  it('a wrong bot token, or Discord being unreachable, is offline with what to fix', async () => {
    const env = loadEnv({
      ...process.env,
      NODE_ENV: 'test',
      SESSION_SECRET: 'x'.repeat(40),
      ...discord.env(),
      DISCORD_BOT_TOKEN: 'wrong-token',
      LOG_LEVEL: 'silent',
    });
    t.ctx.clients.discord = createClients(env).discord;
    const res = await check('discord-bot');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'offline', message: 'Discord refused the bot token: check DISCORD_BOT_TOKEN.' });

    const gone = loadEnv({
      ...process.env,
      NODE_ENV: 'test',
      SESSION_SECRET: 'x'.repeat(40),
      ...discord.env(),
      DISCORD_URL: 'http://127.0.0.1:9',
      LOG_LEVEL: 'silent',
    });
    t.ctx.clients.discord = createClients(gone).discord;
    const auth = await check('discord-auth');
    expect(auth.statusCode).toBe(503);
    expect(auth.json().message).toMatch(/^Discord's API is unreachable \(/);
  });

  it('a bot whose role is below a role a form hands out is offline, naming the role', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/admin/applications',
      headers: { cookie: admin },
      payload: {
        title: 'Roles',
        type: 'application',
        questions: [{ question: 'Q' }],
        discordRoleAssignments: { pending_review: '900000000000000401', pending_interview: '', accepted: '900000000000000403' },
      },
    });
    expect(form.statusCode, form.body).toBe(201);
    expect((await check('discord-bot')).json()).toMatchObject({ status: 'online', detail: 'The bot Creative RP Bot can hand out all 2 roles.' });
    const member = discord.guildRoles.find((r) => r.id === '900000000000000403')!;
    member.position = 50;
    try {
      const res = await check('discord-bot');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/^Role "Member" is not below the bot's highest role "Creative RP Bot"/);
    } finally {
      member.position = 5;
      await t.app.inject({ method: 'DELETE', url: `/api/admin/applications/${form.json().id}`, headers: { cookie: admin } });
    }
  });

  it('demo mode: both Discord checks online with detail "demo mode"; the store is not configured', async () => {
    for (const component of ['discord-auth', 'discord-bot']) {
      expect((await check(component, demo, demoAdmin)).json()).toMatchObject({ status: 'online', detail: 'demo mode' });
    }
    expect((await check('payment', demo, demoAdmin)).json()).toMatchObject({ status: 'offline' });
  });

  it('keeps each result for the 24 h history, in hourly buckets per component', async () => {
    await t.ctx.db.deleteFrom('status_checks').execute();
    await check('database');
    await check('database');
    store.mode = 'error';
    await check('payment');
    const old = new Date(Date.now() - 3 * 3_600_000).toISOString();
    await t.ctx.db.insertInto('status_checks').values({ component: 'discord-bot', status: 'offline', latency_ms: 3, message: 'x', checked_at: old }).execute();
    await t.ctx.db
      .insertInto('status_checks')
      .values({ component: 'database', status: 'online', latency_ms: 3, message: null, checked_at: new Date(Date.now() - 30 * 3_600_000).toISOString() })
      .execute();

    const res = await check('history');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.hours).toBe(24);
    const byComponent = Object.fromEntries(body.components.map((c: { component: string; buckets: unknown[] }) => [c.component, c.buckets]));
    expect(Object.keys(byComponent)).toEqual(['database', 'payment', 'discord-auth', 'discord-bot']);
    expect(byComponent.database).toHaveLength(24);
    expect(byComponent.database.at(-1)).toMatchObject({ checks: 2, online: 2 });
    expect(byComponent.database.reduce((n: number, b: { checks: number }) => n + b.checks, 0)).toBe(2); // the 30 h old one is outside
    expect(byComponent.payment.at(-1)).toMatchObject({ checks: 1, online: 0 });
    expect(byComponent['discord-bot'].at(-4)).toMatchObject({ checks: 1, online: 0 });
  });

  it('reports the background work: poller last cycle, deliveries pending, failed and the oldest pending', async () => {
    let res = await check('background');
    expect(res.json()).toEqual({
      poller: { lastCycleAt: null, intervalMs: 30000, servers: 0 },
      deliveries: { pending: 0, failed: 0, oldestPendingAt: null },
    });
    await t.ctx.db
      .insertInto('servers')
      .values({ custom_name: 'A', game_type: 'gmod', host: '127.0.0.1', port: 27015, last_polled_at: '2026-01-01T00:00:30.000Z', created_at: 'x' } as never)
      .execute();
    const delivery = (status: string, createdAt: string, n: number) => ({
      kind: 'webhook',
      event: 'submitted',
      target: 'https://example.test/hook',
      chain_key: `c${n}`,
      payload: '{}',
      idempotency_key: `k${n}`,
      status,
      next_attempt_at: createdAt,
      created_at: createdAt,
    });
    await t.ctx.db
      .insertInto('deliveries')
      .values([
        delivery('pending', '2026-01-02T00:00:00.000Z', 1),
        delivery('pending', '2026-01-01T00:00:00.000Z', 2),
        delivery('failed', '2025-12-01T00:00:00.000Z', 3),
        delivery('delivered', '2025-11-01T00:00:00.000Z', 4),
      ])
      .execute();
    res = await check('background');
    expect(res.json()).toEqual({
      poller: { lastCycleAt: '2026-01-01T00:00:30.000Z', intervalMs: 30000, servers: 1 },
      deliveries: { pending: 2, failed: 1, oldestPendingAt: '2026-01-01T00:00:00.000Z' },
    });
  });
});
