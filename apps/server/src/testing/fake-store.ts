import { sendJson, startFakeServer, type FakeServer } from './fake-http.ts';
import { fakeDiscordUsers } from './fake-discord.ts';

/** ok: normal answers; error: every call answers `errorStatus`; timeout: never answers; malformed: a body that is not JSON; empty: no products. */
export type FakeStoreMode = 'ok' | 'error' | 'timeout' | 'malformed' | 'empty';

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

export interface FakeStore extends FakeServer {
  mode: FakeStoreMode;
  errorStatus: number;
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
    return sendJson(res, 404, { error: 'Not found' });
  }, options.port);
  const fake: FakeStore = Object.assign(server, { ...state, env: () => ({ STORE_URL: server.url, STORE_API_KEY: FAKE_STORE_API_KEY }) });
  state = fake;
  return fake;
}
