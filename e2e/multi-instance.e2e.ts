import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeA2s, type FakeA2s } from '../apps/server/src/testing/fake-a2s.ts';
import { FAKE_DISCORD, fakeDiscordUsers, startFakeDiscord, type FakeDiscord } from '../apps/server/src/testing/fake-discord.ts';
import pg from 'pg';
import { sendJson, startFakeServer, type FakeServer } from '../apps/server/src/testing/fake-http.ts';
import { flushRedisNamespace, freshPostgresDatabase, REDIS_TEST_URL, redisReachable, setIncomingWebhook, signInOverHttp, startInstances } from './cluster.ts';
import type { SiteProcess } from './site-process.ts';

/**
 * Two built instances on one PostgreSQL database and one Redis behave as one (issue 14): a session
 * made on one works on the other, the write budget is shared, a change made on one is read on the
 * other within a second, the poller and the delivery worker do each job once.
 */
const pgDb = await freshPostgresDatabase('crp_mi');
const redis = pgDb ? await redisReachable() : false;

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}
console.log(
  `[multi-instance] PostgreSQL: ${pgDb ? 'yes' : 'not reachable, skipped'}; Redis at ${REDIS_TEST_URL}: ${redis ? 'yes (shared rate limits checked)' : 'not reachable (shared rate limits not checked)'}`,
);

describe.skipIf(!pgDb)('two instances on one PostgreSQL and one Redis', () => {
  let a: SiteProcess;
  let b: SiteProcess;
  let discord: FakeDiscord;
  let game: FakeA2s;
  let receiver: FakeServer;
  let admin: string;
  const PUBLIC_URL = 'http://localhost:39999'; // the load balancer's address, the same for both

  beforeAll(async () => {
    discord = await startFakeDiscord();
    game = await startFakeA2s({ name: 'Cluster Test', map: 'gm_flatgrass', players: 3, maxPlayers: 32 });
    receiver = await startFakeServer((_req, res) => sendJson(res, 200, { ok: true }));
    if (redis) await flushRedisNamespace(REDIS_TEST_URL, 'crp-rl:*');
    const env = {
      DATABASE_URL: pgDb!.url,
      ...(redis ? { REDIS_URL: REDIS_TEST_URL } : {}),
      PUBLIC_URL,
      SESSION_SECRET: 'cluster-test-session-secret-0123456789abcdef',
      OUTBOUND_ALLOW_PRIVATE: 'true',
      POLL_INTERVAL_MS: '1000',
      ...discord.env(),
      ADMIN_DISCORD_IDS: fakeDiscordUsers.admin.id,
    };
    [a, b] = (await startInstances(2, env)) as [SiteProcess, SiteProcess];
    admin = await signInOverHttp(a.url, b.url, 'admin');
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([discord?.close(), game?.close(), receiver?.close()]);
    await pgDb?.drop();
  });

  it('a session started on one instance works on the other (sign-in began on A, came back on B)', async () => {
    for (const site of [a, b]) {
      const status = await (await fetch(`${site.url}/api/unified-auth/status`, { headers: { cookie: admin } })).json();
      expect(status).toMatchObject({ authenticated: true, user: { discordId: fakeDiscordUsers.admin.id, isAdmin: true } });
    }
    expect(FAKE_DISCORD.clientId).toBeTruthy();
  });

  it('a change made on one instance is read on the other within a second', async () => {
    const title = `Rules ${Date.now()}`;
    const put = await fetch(`${a.url}/api/admin/pages/guidelines`, {
      method: 'PUT',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ title, content: '<p>Be kind.</p>' }),
    });
    expect(put.status).toBe(200);
    const started = Date.now();
    let seen = '';
    while (Date.now() - started < 1000 && seen !== title) {
      seen = ((await (await fetch(`${b.url}/api/pages/guidelines`)).json()) as { title: string }).title;
      if (seen !== title) await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toBe(title);
  });

  it('polls each game server once per cycle, whichever instance holds the lease', async () => {
    const add = await fetch(`${b.url}/api/servers/admin/`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ address: game.address, name: 'Cluster Test' }),
    });
    expect(add.status, await add.clone().text()).toBe(201);
    await new Promise((r) => setTimeout(r, 1500));
    const before = game.requests;
    await new Promise((r) => setTimeout(r, 5000));
    const polls = game.requests - before;
    // One poll a second from one instance (a challenge round trip counts once or twice); two pollers would double it.
    expect(polls).toBeGreaterThanOrEqual(3);
    expect(polls).toBeLessThanOrEqual(12);
    const listed = (await (await fetch(`${a.url}/api/servers/`)).json()) as Array<{ name: string }>;
    expect(listed.map((s) => s.name)).toContain('Cluster Test');
  }, 30_000);

  /** A survey whose incoming webhook goes to `hook`, answered by a member on B (the form made on A). */
  async function submitWithWebhook(title: string, hook: string): Promise<void> {
    const created = await fetch(`${a.url}/api/admin/applications`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'survey', title, description: '<p>x</p>', questions: [{ type: 'short_text', question: 'Name', required: true }] }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const form = (await created.json()) as { id: number; slug: string; questions: Array<{ id: number }> };
    await setIncomingWebhook(pgDb!.url, form.id, hook);
    const member = await signInOverHttp(b.url, a.url, 'member');
    const submitted = await fetch(`${b.url}/api/applications/${form.slug}/submit`, {
      method: 'POST',
      headers: { cookie: member, 'content-type': 'application/json' },
      body: JSON.stringify({ answers: [{ questionId: form.questions[0]!.id, answer: 'Sparks' }] }),
    });
    expect(submitted.status).toBe(201);
  }

  it('delivers a webhook caused on one instance exactly once, with both workers running', async () => {
    await submitWithWebhook('Cluster Survey', `${receiver.url}/hook`);
    const hooks = () => receiver.requests.filter((r) => r.url.pathname === '/hook');
    await expect.poll(() => hooks().length, { timeout: 15_000, interval: 200 }).toBe(1);
    await new Promise((r) => setTimeout(r, 3000));
    expect(hooks()).toHaveLength(1);
  }, 40_000);

  it.skipIf(!redis)(
    'shares one write budget across both instances through Redis',
    async () => {
      const member = await signInOverHttp(a.url, b.url, 'reviewer');
      const codes: number[] = [];
      for (let i = 0; i < 130; i++) {
        const site = i % 2 === 0 ? a : b;
        const res = await fetch(`${site.url}/api/applications/response/999999/withdraw`, { method: 'PATCH', headers: { cookie: member } });
        codes.push(res.status);
      }
      // 120 writes a minute per member in all, not 120 per instance.
      expect(codes.filter((c) => c !== 429)).toHaveLength(120);
      expect(codes.slice(120).every((c) => c === 429)).toBe(true);
    },
    60_000,
  );
  // Last: it kills one instance.
  it('an instance killed in the middle of a delivery: the other sends it once the 30 s lease runs out, with the same webhook-id', async () => {
    let first = true;
    // The first attempt hangs (the receiver holds it) until the instance sending it dies.
    const slow = await startFakeServer((_req, res) => {
      if (first) {
        first = false;
        return;
      }
      sendJson(res, 200, { ok: true });
    });
    try {
      await submitWithWebhook('Cluster Survey (kill)', `${slow.url}/slow`);
      await expect.poll(() => slow.requests.length, { timeout: 15_000, interval: 100 }).toBe(1);
      const { rows } = await query(pgDb!.url, `select id, locked_by from deliveries where target like '%/slow%'`);
      const sender = [a, b].find((site) => String(rows[0].locked_by).includes(`:${new URL(site.url).port}/`))!;
      const survivor = sender === a ? b : a;
      sender.child.kill('SIGKILL');
      await expect.poll(() => slow.requests.length, { timeout: 45_000, interval: 250 }).toBe(2);
      const [attempt1, attempt2] = slow.requests;
      expect(attempt2!.headers['webhook-id']).toBe(attempt1!.headers['webhook-id']);
      await expect
        .poll(async () => (await query(pgDb!.url, `select status, attempts from deliveries where id = ${Number(rows[0].id)}`)).rows[0], { timeout: 5_000 })
        .toEqual({ status: 'delivered', attempts: 2 });
      expect((await fetch(`${survivor.url}/api/health`)).status).toBe(200);
    } finally {
      await slow.close();
    }
  }, 90_000);
});
