import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { createGameKey, eventually, gameGet, steamIdOf } from '../../testing/fixtures/game.ts';
import { testDialects } from '../../testing/test-db.ts';

/** D41: admins' keys for game servers, and the key check of every game call. */
describe.each(testDialects())('game server keys on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let manager: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const a = await signedInUser(t.ctx, 'admin');
    admin = a.cookie;
    adminId = a.user.id;
    manager = (await signedInUser(t.ctx, 'manager')).cookie;
  });
  afterAll(() => t.close());

  const list = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/game-keys', headers: { cookie: admin } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Array<Record<string, unknown>>>();
  };

  it('creates a key shown once, stored only as a hash, listed with its first 8 characters; both audited', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/game-keys', headers: { cookie: admin }, payload: { name: '  Main server  ' } });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ id: number; name: string; key: string; createdAt: string }>();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Main server',
      key: expect.stringMatching(/^crp_[A-Za-z0-9_-]{32,}$/),
      createdAt: expect.any(String),
    });
    expect(res.headers['cache-control']).toBe('no-store');

    const rows = await t.ctx.db.selectFrom('game_keys').selectAll().where('id', '=', created.id).execute();
    expect(JSON.stringify(rows)).not.toContain(created.key);
    expect(JSON.stringify(rows)).not.toContain(created.key.slice(8));

    const listed = (await list()).find((k) => k.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      name: 'Main server',
      createdAt: created.createdAt,
      lastUsedAt: null,
      lastUsedPath: null,
      prefix: created.key.slice(0, 8),
    });
    expect(JSON.stringify(await list())).not.toContain(created.key);

    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/admin/game-keys/${created.id}`, headers: { cookie: admin } });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect((await list()).some((k) => k.id === created.id)).toBe(false);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/game-keys/${created.id}`, headers: { cookie: admin } });
    expect(again.statusCode).toBe(404);

    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'game_key')
      .where('target_id', '=', String(created.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([
      ['game_key.create', adminId],
      ['game_key.revoke', adminId],
    ]);
    expect(audit[0]!.summary).toContain("'Main server'");
    expect(JSON.stringify(audit)).not.toContain(created.key);
  });

  it('is for admins only, and a name is 1 to 60 characters without control characters', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/game-keys' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/game-keys', headers: { cookie: manager } })).statusCode).toBe(403);
    const post = (name: unknown, cookie = admin) => t.app.inject({ method: 'POST', url: '/api/admin/game-keys', headers: { cookie }, payload: { name } });
    expect((await post('A server', manager)).statusCode).toBe(403);
    for (const bad of ['', '   ', 'x'.repeat(61), 'tab\there', 'nul\u0000', 42]) {
      const res = await post(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect((await post('x'.repeat(60))).statusCode).toBe(201);
  });

  it('refuses a missing, malformed, unknown or revoked key with the same 401', async () => {
    const { id, key } = await createGameKey(t, admin, 'Soon revoked');
    expect((await gameGet(t, `/players/${steamIdOf(1)}`, key)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/game-keys/${id}`, headers: { cookie: admin } });
    const answers = await Promise.all([
      gameGet(t, `/players/${steamIdOf(1)}`),
      gameGet(t, `/players/${steamIdOf(1)}`, undefined, { authorization: 'Basic abc' }),
      gameGet(t, `/players/${steamIdOf(1)}`, `crp_${'A'.repeat(43)}`),
      gameGet(t, `/players/${steamIdOf(1)}`, key),
      gameGet(t, '/whitelist?forms=x', key),
      // Checked before the input: a malformed SteamID without a key is the same 401, not a 400.
      gameGet(t, '/players/not-a-steam-id', key),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(answers[0]!.json());
    }
  });

  it('a revoke on one instance is refused by another within 2 seconds (change notice)', async () => {
    // A second app on the same database and change bus: another instance.
    const other = await buildApp({ ...t.ctx, webRoot: '/nonexistent-web-root' });
    try {
      const { id, key } = await createGameKey(t, admin, 'Two instances');
      expect((await other.inject({ method: 'GET', url: `/api/game/v1/players/${steamIdOf(2)}`, headers: { authorization: `Bearer ${key}` } })).statusCode).toBe(
        200,
      );
      await t.app.inject({ method: 'DELETE', url: `/api/admin/game-keys/${id}`, headers: { cookie: admin } });
      const started = Date.now();
      const res = await eventually(
        () => other.inject({ method: 'GET', url: `/api/game/v1/players/${steamIdOf(2)}`, headers: { authorization: `Bearer ${key}` } }),
        (r) => r.statusCode === 401,
      );
      expect(res.statusCode).toBe(401);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await other.close();
    }
  });

  it('records the last use (at most every 30 s per key), shown by the list', async () => {
    const { id, key } = await createGameKey(t, admin, 'Used');
    const before = Date.now();
    expect((await gameGet(t, '/whitelist?forms=none', key)).statusCode).toBe(200);
    const used = await eventually(
      async () => (await list()).find((k) => k.id === id),
      (k) => k?.lastUsedAt !== null,
    );
    expect(Date.parse(String(used!.lastUsedAt))).toBeGreaterThanOrEqual(before - 1000);
    expect(used!.lastUsedPath).toBe('/api/game/v1/whitelist');
    // A second call right away writes nothing: the player's path is not recorded yet.
    expect((await gameGet(t, `/players/${steamIdOf(3)}`, key)).statusCode).toBe(200);
    const row = await t.ctx.db.selectFrom('game_keys').select(['last_used_at', 'last_used_path']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ last_used_at: used!.lastUsedAt, last_used_path: '/api/game/v1/whitelist' });
  });

  it('limits each key to 600 calls a minute: 429 with Retry-After, other keys unaffected', async () => {
    const busy = await createGameKey(t, admin, 'Busy');
    const calm = await createGameKey(t, admin, 'Calm');
    for (let i = 0; i < 600; i += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => gameGet(t, `/players/${steamIdOf(4)}`, busy.key)));
      expect(batch.every((r) => r.statusCode === 200)).toBe(true);
    }
    const limited = await gameGet(t, '/whitelist?forms=a', busy.key);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect((await gameGet(t, '/whitelist?forms=a', calm.key)).statusCode).toBe(200);
  });
});
