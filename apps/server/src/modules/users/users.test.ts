import type { AdminUser, UserList } from '@crp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createStoreClient } from '../../integrations/store.ts';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { fakeDiscordUsers } from '../../testing/fake-discord.ts';
import { FAKE_STORE_API_KEY, startFakeStore, type FakeStore } from '../../testing/fake-store.ts';
import { testDialects } from '../../testing/test-db.ts';
import { seedUsers } from '../../testing/fixtures/users.ts';

describe.each(testDialects())('GET /api/users on %s', (dialect) => {
  let t: TestApp;
  let store: FakeStore;
  let admin: string;
  let ids: number[];

  beforeAll(async () => {
    store = await startFakeStore();
    store.extraCustomers = ['223456789012345678', '999999999999999999'];
    t = await buildTestApp(dialect, store.env());
    admin = (await signedInUser(t.ctx, 'admin', '500000000000000001')).cookie;
    ids = await seedUsers(t.ctx.db, [
      { discordId: '123456789012345678', username: 'night_wolf', displayName: 'Night Wolf', email: 'Wolf.Pack@Example.com' },
      { discordId: '223456789012345678', username: 'ravenclaw', displayName: null, email: null },
      { discordId: '323456789012345678', username: 'frost', displayName: 'Émile Frost', email: 'emile@frost.test', isAdmin: true },
      { discordId: '98700011', username: 'odd_id', displayName: 'Odd Id', email: 'odd@example.com' },
      { discordId: '423456789012345678', username: 'percent_guy', displayName: '100% Legit_Name', email: 'p@x.test' },
      { discordId: '523456789012345678', username: 'gone', displayName: 'Gone Wolf', email: 'gone@example.com', deleted: true },
      // Ordered in the fake store (its customers list).
      { discordId: fakeDiscordUsers.member.id, username: 'player_one', displayName: 'Player One', email: 'player@example.test' },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await store.close();
  });

  const list = async (query = '', cookie = admin) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/users${query}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<UserList>();
  };
  // The signed-in admin (admin_N) is a member too; the searches are about the seeded ones.
  const names = (body: UserList) =>
    body.users
      .map((u: AdminUser) => u.username)
      .filter((n) => !/^admin_\d+$/.test(n))
      .sort();

  it('lists members newest first with their flags, without deleted accounts; /api/users/ answers the same', async () => {
    const body = await list('?pageSize=100');
    expect(await list('/?pageSize=100')).toEqual(body);
    expect(body.users.some((u) => u.username === 'gone')).toBe(false);
    const frost = body.users.find((u) => u.username === 'frost')!;
    expect(frost).toMatchObject({
      displayName: 'Émile Frost',
      isAdmin: true,
      canManageApplications: true,
      canManageStore: false,
      isActive: true,
      lastLogin: null,
    });
    const created = body.users.map((u) => u.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(body).toMatchObject({ page: 1, pageSize: 100 });
  });

  it('searches display name, username and e-mail without case, the Discord ID (digits, as Discord makes them) by substring', async () => {
    expect(names(await list('?q=WOLF'))).toEqual(['night_wolf']); // display name and username; the deleted 'Gone Wolf' is not listed
    expect(names(await list('?q=wolf.pack@example'))).toEqual(['night_wolf']); // e-mail, stored in mixed case
    expect(names(await list('?q=RAVEN'))).toEqual(['ravenclaw']);
    expect(names(await list('?q=émile'))).toEqual(['frost']);
    expect(names(await list('?q=3456789012'))).toEqual(['frost', 'night_wolf', 'percent_guy', 'ravenclaw']);
    expect(names(await list('?q=87000'))).toEqual(['odd_id']);
    expect(names(await list('?q=70'))).toEqual(['odd_id']); // shorter than a trigram: a scan, the ID included
    expect(names(await list('?q=id98700'))).toEqual([]); // letters: no Discord ID can hold them
    expect(names(await list('?q=%25%20Legit_'))).toEqual(['percent_guy']); // % and _ are plain characters
    expect(names(await list('?q=_'))).toEqual(['night_wolf', 'odd_id', 'percent_guy', 'player_one']);
    expect(names(await list('?q=zz'))).toEqual([]);
    expect(names(await list('?q=%22quoted%22'))).toEqual([]);
    expect(names(await list('?q=%20%20'))).toHaveLength(6); // blank means no filter
    const res = await t.app.inject({ method: 'GET', url: `/api/users?q=${'x'.repeat(101)}`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(400);
  });

  it('pages on the server: total counts every match, pages do not overlap', async () => {
    const first = await list('?pageSize=3&page=1');
    const second = await list('?pageSize=3&page=2');
    const third = await list('?pageSize=3&page=3');
    expect(first.total).toBe(7); // six seeded (one deleted) and the signed-in admin
    expect([first, second, third].map((p) => p.users.length)).toEqual([3, 3, 1]);
    expect(new Set([...first.users, ...second.users, ...third.users].map((u) => u.id)).size).toBe(7);
    const searched = await list('?q=3456789012&pageSize=2&page=2');
    expect(searched.total).toBe(4);
    expect(searched.users).toHaveLength(2);
    for (const bad of ['?page=0', '?pageSize=101', '?page=01', '?pageSize=abc']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/users${bad}`, headers: { cookie: admin } })).statusCode, bad).toBe(400);
    }
  });

  it('counts from aggregates, whatever the search: members, with applications, with orders (store customers), admins', async () => {
    const form = await t.ctx.db
      .insertInto('forms')
      .values({
        slug: 'stats',
        type: 'application',
        title: 'Stats',
        description: '',
        discord_roles: '{}',
        webhook_secret: 'whsec_x',
        created_at: 'x',
        updated_at: 'x',
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [userId, n] of [
      [ids[0]!, 2],
      [ids[2]!, 1],
      [ids[5]!, 1], // deleted member: not counted
    ] as const) {
      for (let i = 0; i < n; i++) {
        await t.ctx.db
          .insertInto('form_responses')
          .values({
            form_id: form.id,
            user_id: userId,
            status: 'submitted',
            submitted_at: `2025-01-0${i + 1}T00:00:00.000Z`,
            created_at: 'x',
            updated_at: 'x',
            interview_availability: '[]',
            form_type: 'application',
          })
          .execute();
      }
    }
    // The counters are reused for a few seconds: this app still shows the ones from before the responses…
    expect((await list('?q=frost')).stats.withApplications).toBe(0);
    // …a fresh instance on the same database counts them (store.extraCustomers was set before the first list).
    const fresh = await buildApp({ ...t.ctx, rateLimits: { signInPerMinute: 1000, writesPerMinute: 1000 }, webRoot: '/nonexistent-web-root' });
    try {
      const res = await fresh.inject({ method: 'GET', url: '/api/users?q=frost', headers: { cookie: admin } });
      expect(res.json<UserList>().stats).toEqual({ totalUsers: 7, withApplications: 2, withOrders: 2, adminUsers: 2 });
    } finally {
      await fresh.close();
    }
  });

  it('says nothing about orders when the store cannot answer the customers call', async () => {
    const down = await startFakeStore({ mode: 'error' });
    const clients = { ...t.ctx.clients, store: createStoreClient({ baseUrl: down.url, apiKey: FAKE_STORE_API_KEY }) };
    const other = await buildApp({ ...t.ctx, clients, rateLimits: { signInPerMinute: 1000, writesPerMinute: 1000 }, webRoot: '/nonexistent-web-root' });
    try {
      const res = await other.inject({ method: 'GET', url: '/api/users', headers: { cookie: admin } });
      expect(res.statusCode).toBe(200);
      expect(res.json<UserList>().stats.withOrders).toBeNull();
      expect(down.requests.map((r) => r.url.pathname)).toEqual(['/api/store/customers']);
    } finally {
      await other.close();
      await down.close();
    }
  });

  it("answers a member's applications newest first with form title and status; 404 for an unknown member", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/users/${ids[0]}/applications`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.applications.map((a: { title: string; status: string; submittedAt: string }) => [a.title, a.status, a.submittedAt])).toEqual([
      ['Stats', 'submitted', '2025-01-02T00:00:00.000Z'],
      ['Stats', 'submitted', '2025-01-01T00:00:00.000Z'],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users/999999/applications', headers: { cookie: admin } })).json()).toMatchObject({
      message: 'User not found',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users/01/orders', headers: { cookie: admin } })).statusCode).toBe(400);
  });

  describe('orders and transactions from the store', () => {
    const memberId = () => ids[6]!;
    const get = (what: 'orders' | 'transactions', id = memberId()) =>
      t.app.inject({ method: 'GET', url: `/api/admin/users/${id}/${what}`, headers: { cookie: admin } });
    const useStore = (timeoutMs = 5000) => {
      t.ctx.clients.store = createStoreClient({ baseUrl: store.url, apiKey: FAKE_STORE_API_KEY, timeoutMs });
    };

    it('reads them with the API key, with links to the store admin, and caches them briefly', async () => {
      useStore();
      store.mode = 'ok';
      const before = store.requests.length;
      const orders = await get('orders');
      expect(orders.statusCode).toBe(200);
      const body = orders.json();
      expect(body.unavailable).toBe(false);
      expect(body.orders[0]).toEqual({
        id: '7003',
        status: 'pending',
        total: 4.5,
        createdAt: '2025-04-03T10:00:00.000Z',
        url: `${store.url}/admin/orders/7003`,
      });
      expect(body.orders[2].createdAt).toBe('2025-04-01T10:00:00.000Z'); // created_at spelling
      expect(body.orders).toHaveLength(5); // the item without an id is dropped
      const tx = (await get('transactions')).json();
      expect(tx.transactions[0]).toMatchObject({
        stripePaymentIntentId: 'pi_3PqLongPaymentIntentId0123456789',
        status: 'succeeded',
        amount: 25,
        url: `${store.url}/admin/transactions/9002`,
      });
      expect(tx.transactions[1]).toMatchObject({ stripePaymentIntentId: null, transactionNumber: 'TXN-000451', amount: 9.99 });
      const calls = store.requests.slice(before);
      expect(calls.map((r) => r.url.pathname)).toEqual([
        `/api/store/users/${fakeDiscordUsers.member.id}/orders`,
        `/api/store/users/${fakeDiscordUsers.member.id}/transactions`,
      ]);
      expect(calls.every((r) => r.headers.authorization === `Bearer ${FAKE_STORE_API_KEY}`)).toBe(true);
      await get('orders');
      expect(store.requests.length - before).toBe(2); // served from the cache
    });

    it('a member the store does not know (404) has no orders, and that is not "unavailable"', async () => {
      useStore();
      store.mode = 'ok';
      expect((await get('orders', ids[1])).json()).toEqual({ orders: [], unavailable: false });
      expect((await get('transactions', ids[1])).json()).toEqual({ transactions: [], unavailable: false });
    });

    for (const mode of ['error', 'malformed', 'garbage', 'timeout'] as const) {
      it(`a store that ${mode === 'timeout' ? 'hangs' : `answers ${mode}`} gives an empty list marked unavailable, never an error`, async () => {
        useStore(300);
        store.mode = mode;
        const res = await get('orders', ids[2]);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ orders: [], unavailable: true });
        expect((await get('transactions', ids[2])).json()).toEqual({ transactions: [], unavailable: true });
        store.mode = 'ok';
        // The failure is remembered briefly (a dead store is not asked on every expand): another member is asked afresh.
        expect((await get('orders', ids[3])).json()).toEqual({ orders: [], unavailable: false });
        t.ctx.clients.store = createStoreClient({ baseUrl: store.url, apiKey: FAKE_STORE_API_KEY });
      });
    }

    it('without STORE_API_KEY the store is not configured: unavailable', async () => {
      t.ctx.clients.store = createStoreClient({ baseUrl: store.url });
      const before = store.requests.length;
      expect((await get('orders', ids[4])).json()).toEqual({ orders: [], unavailable: true });
      expect(store.requests.length).toBe(before);
      useStore();
    });
  });

  // Last: it signs in more members, which the counts above do not expect.
  it('answers admins only: 401 signed out, 403 with the spec text for members, reviewers and managers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    for (const kind of ['member', 'reviewer', 'manager'] as const) {
      const { cookie } = await signedInUser(t.ctx, kind);
      for (const url of [
        '/api/users',
        '/api/users/',
        `/api/admin/users/${ids[0]}/applications`,
        `/api/admin/users/${ids[0]}/orders`,
        `/api/admin/users/${ids[0]}/transactions`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.statusCode, `${kind} ${url}`).toBe(403);
        expect(res.json().message).toBe('Access denied. Admin privileges required.');
      }
    }
  });

  it('a term more than a thousand members share: newest first, pages apart, deleted accounts neither listed nor counted', async () => {
    // Past the 1000 matches from which SQLite walks the newest-first index instead of looking members up by id.
    const crowd = Array.from({ length: 1100 }, (_, i) => ({
      discord_id: String(800000000000000000n + BigInt(i)),
      username: `crowdmember_${String(i).padStart(4, '0')}`,
      display_name: null,
      email: null,
      discord_roles: '[]',
      is_admin: 0,
      can_manage_applications: 0,
      can_review_applications: 0,
      can_manage_store: 0,
      created_at: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
      last_login: null,
      deleted_at: i === 1099 ? new Date().toISOString() : null,
    }));
    await t.ctx.db.insertInto('users').values(crowd).execute();
    const first = await list('?q=CROWDMEMBER&pageSize=5');
    expect(first.total).toBe(1099);
    expect(first.users.map((u) => u.username)).toEqual(['crowdmember_1098', 'crowdmember_1097', 'crowdmember_1096', 'crowdmember_1095', 'crowdmember_1094']);
    const last = await list('?q=crowdmember&pageSize=100&page=11');
    expect(last.users.map((u) => u.username).at(-1)).toBe('crowdmember_0000');
    expect(last.users).toHaveLength(99);
  });
});
