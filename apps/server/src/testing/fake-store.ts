import { sendJson, startFakeServer, type FakeServer } from './fake-http.ts';
import { fakeDiscordUsers } from './fake-discord.ts';

/**
 * ok: normal answers; error: every call answers `errorStatus`; timeout: never answers; malformed: a
 * body that is not JSON; garbage: JSON of the wrong shape; empty: no products, orders or customers.
 */
export type FakeStoreMode = 'ok' | 'error' | 'timeout' | 'malformed' | 'garbage' | 'empty';

export const FAKE_STORE_API_KEY = 'fake-store-api-key';

/** Products as a store might send them: mixed id types, a price as text, wrapped images, a hostile description, one malformed item. */
export const fakeStoreProducts: unknown[] = [
  {
    id: 101,
    slug: 'vip-rank',
    name: 'VIP Rank',
    shortDescription: '<p>Priority queue and a <strong>gold</strong> name tag.</p>',
    description: '<p>Thirty days of VIP.</p>',
    price: 9.99,
    images: ['https://images.fake-store.test/vip.png'],
  },
  {
    id: '102',
    name: 'Custom Prop Pack',
    description:
      '<p>Two hundred extra props for your builds, hand-picked by the build team, with lights, signs and furniture for every kind of roleplay scene you can imagine.</p>',
    price: '15.5',
    images: [],
    firstImage: null,
  },
  {
    id: 103,
    slug: 'money-boost',
    name: 'Money Boost',
    description: '<p>Start with <em>$50,000</em>.</p><img src=x onerror="window.__storeXss=1"><script>window.__storeXss=1</script>',
    price: 4.5,
    images: [{ url: 'https://images.fake-store.test/money.png' }],
  },
  { id: 104, name: '', price: 'free' },
  {
    id: 105,
    slug: 'faction-starter-kit',
    name: 'Faction Starter Kit',
    short_description: 'Everything a new faction needs.',
    description: '',
    price: 25,
    images: [],
  },
];

export const fakeStoreOrders: Record<string, unknown[]> = {
  [fakeDiscordUsers.member.id]: [
    { id: 5001, createdAt: '2025-03-01T12:00:00.000Z', status: 'completed', total: 9.99 },
    { id: '5002', created_at: '2025-03-05T12:00:00.000Z', status: 'processing' },
    { id: 5003, createdAt: '2025-03-09T12:00:00.000Z', status: 'on_hold' },
    { status: 'completed' },
  ],
};

/** Admin calls (D25): orders and transactions per Discord id; ids not listed answer 404 (none). */
export const fakeStoreUserOrders: Record<string, unknown[]> = {
  [fakeDiscordUsers.member.id]: [
    { id: 7003, status: 'pending', total: '4.50', createdAt: '2025-04-03T10:00:00.000Z' },
    { id: 7002, status: 'completed', total: 25, createdAt: '2025-04-02T10:00:00.000Z' },
    { id: 7001, status: 'completed', total: 9.99, created_at: '2025-04-01T10:00:00.000Z' },
    { id: 7000, status: 'refunded', total: 9.99, createdAt: '2025-03-01T10:00:00.000Z' },
    { id: 6999, status: 'completed', total: 15.5, createdAt: '2025-02-01T10:00:00.000Z' },
    { status: 'completed' },
  ],
};
export const fakeStoreUserTransactions: Record<string, unknown[]> = {
  [fakeDiscordUsers.member.id]: [
    { id: 9002, stripePaymentIntentId: 'pi_3PqLongPaymentIntentId0123456789', status: 'succeeded', amount: 25, createdAt: '2025-04-02T10:00:01.000Z' },
    { id: 9001, stripePaymentIntentId: null, transactionNumber: 'TXN-000451', status: 'failed', amount: '9.99', createdAt: '2025-04-01T10:00:01.000Z' },
  ],
};

export interface FakeStore extends FakeServer {
  mode: FakeStoreMode;
  errorStatus: number;
  /** More Discord ids the customers call lists (users with orders elsewhere). */
  extraCustomers: string[];
  env(): Record<string, string>;
}

/**
 * The separate store site on loopback: GET /api/store/products, /api/store/featured and
 * /api/store/user-stats (Bearer FAKE_STORE_API_KEY). Its mode can be switched in-process or with
 * POST /__fake/mode {"mode": "..."} from another process (browser tests).
 */
export async function startFakeStore(options: { mode?: FakeStoreMode; port?: number } = {}): Promise<FakeStore> {
  // The handler reads the returned object, so tests switch modes by assigning fake.mode.
  let state = { mode: options.mode ?? 'ok', errorStatus: 503 } as Pick<FakeStore, 'mode' | 'errorStatus'>;
  const server = await startFakeServer((req, res) => {
    const path = req.url.pathname;
    if (req.method === 'POST' && path === '/__fake/mode') {
      const body = JSON.parse(req.body || '{}') as { mode?: FakeStoreMode; errorStatus?: number };
      if (body.mode) state.mode = body.mode;
      if (body.errorStatus) state.errorStatus = body.errorStatus;
      return sendJson(res, 200, { mode: state.mode, errorStatus: state.errorStatus });
    }
    if (state.mode === 'timeout') return; // hold the connection open; closeAllConnections ends it
    if (state.mode === 'error') return sendJson(res, state.errorStatus, { error: 'Store is down for maintenance' });
    if (state.mode === 'garbage') return sendJson(res, 200, { orders: 'none', transactions: 42, discordIds: { a: 1 }, products: 'x', recentOrders: null });
    if (state.mode === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"products": [ {"id": 1, ');
      return;
    }
    const products = state.mode === 'empty' ? [] : fakeStoreProducts;
    if (path === '/api/store/products') return sendJson(res, 200, products);
    if (path === '/api/store/featured') return sendJson(res, 200, { products: products.slice(0, 4) });
    if (path === '/api/store/user-stats') {
      if (req.headers.authorization !== `Bearer ${FAKE_STORE_API_KEY}`) return sendJson(res, 401, { error: 'Invalid API key' });
      const discordId = req.url.searchParams.get('discordId') ?? '';
      return sendJson(res, 200, { success: true, recentOrders: fakeStoreOrders[discordId] ?? [] });
    }
    if (path === '/api/health') return sendJson(res, 200, { status: 'ok' });
    const adminCall = path === '/api/store/customers' || path.startsWith('/api/store/users/');
    if (adminCall && req.headers.authorization !== `Bearer ${FAKE_STORE_API_KEY}`) return sendJson(res, 401, { error: 'Invalid API key' });
    if (path === '/api/store/customers') {
      const ids = state.mode === 'empty' ? [] : [...new Set([...Object.keys(fakeStoreUserOrders), ...fake.extraCustomers])];
      return sendJson(res, 200, { discordIds: ids });
    }
    const userCall = path.match(/^\/api\/store\/users\/([^/]+)\/(orders|transactions)$/);
    if (userCall) {
      const [, discordId, kind] = userCall as unknown as [string, string, 'orders' | 'transactions'];
      const list = state.mode === 'empty' ? undefined : (kind === 'orders' ? fakeStoreUserOrders : fakeStoreUserTransactions)[decodeURIComponent(discordId)];
      if (!list) return sendJson(res, 404, { error: 'No such customer' });
      return sendJson(res, 200, { [kind]: list });
    }
    return sendJson(res, 404, { error: 'Not found' });
  }, options.port);
  const fake: FakeStore = Object.assign(server, {
    ...state,
    extraCustomers: [] as string[],
    env: () => ({ STORE_URL: server.url, STORE_API_KEY: FAKE_STORE_API_KEY }),
  });
  state = fake;
  return fake;
}
