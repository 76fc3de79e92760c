import { sendJson, startFakeServer, type FakeServer } from './fake-http.ts';

export interface FakeListing {
  name: string;
  ip: string;
  port: number;
  portQuery?: number;
  players: number;
  maxPlayers: number;
  status: 'online' | 'offline' | 'dead';
  map?: string;
  game?: string;
}

export interface FakeBattlemetrics extends FakeServer {
  listings: Map<string, FakeListing>;
  /** Answer every listing call with this status (0 = normal); 429 sends Retry-After: retryAfterSeconds. */
  failWith: number;
  retryAfterSeconds: number;
  /** Answer with a body that is JSON but not a listing. */
  malformed: boolean;
  delayMs: number;
  /** Send the headers and half a body, then stall (a tracker hanging mid-answer). */
  hangBody: boolean;
  /** Like the public API for some routes: 403 unless a Bearer token is sent. */
  requireToken: string | null;
  env(): Record<string, string>;
}

/** BattleMetrics' JSON:API `GET /servers/{id}` on loopback. */
export async function startFakeBattlemetrics(listings: Record<string, FakeListing> = {}): Promise<FakeBattlemetrics> {
  const state = {
    listings: new Map<string, FakeListing>(Object.entries(listings)),
    failWith: 0,
    retryAfterSeconds: 0,
    malformed: false,
    delayMs: 0,
    hangBody: false,
    requireToken: null as string | null,
  };
  const server = await startFakeServer(async (req, res) => {
    if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
    const match = req.url.pathname.match(/^\/servers\/(\d+)$/);
    if (req.method !== 'GET' || !match) return sendJson(res, 404, { errors: [{ status: '404', title: 'Not Found' }] });
    if (state.requireToken && req.headers.authorization !== `Bearer ${state.requireToken}`) {
      return sendJson(res, 403, { errors: [{ status: '403', title: 'Forbidden', detail: 'A token is required.' }] });
    }
    if (state.failWith) {
      const headers: Record<string, string> = state.failWith === 429 && state.retryAfterSeconds ? { 'retry-after': String(state.retryAfterSeconds) } : {};
      return sendJson(res, state.failWith, { errors: [{ status: String(state.failWith), title: 'Failure' }] }, headers);
    }
    if (state.hangBody) {
      res.writeHead(200, { 'content-type': 'application/vnd.api+json' });
      res.write('{"data":{"type":"server",');
      return; // never ends; close() drops the connection
    }
    if (state.malformed) return sendJson(res, 200, { data: { id: match[1], type: 'server', attributes: { name: 42 } } });
    const listing = state.listings.get(match[1]!);
    if (!listing) return sendJson(res, 404, { errors: [{ status: '404', title: 'Unknown Server' }] });
    return sendJson(
      res,
      200,
      {
        data: {
          type: 'server',
          id: match[1],
          attributes: {
            id: match[1],
            name: listing.name,
            address: null,
            ip: listing.ip,
            port: listing.port,
            portQuery: listing.portQuery ?? listing.port,
            players: listing.players,
            maxPlayers: listing.maxPlayers,
            rank: 1234,
            status: listing.status,
            details: { map: listing.map ?? 'gm_construct', rconActive: false },
            createdAt: '2021-01-01T00:00:00.000Z',
            updatedAt: new Date().toISOString(),
          },
          relationships: { game: { data: { type: 'game', id: listing.game ?? 'gmod' } } },
        },
        included: [],
      },
      { 'content-type': 'application/vnd.api+json' },
    );
  });
  const fake = Object.assign(server, { listings: state.listings, env: () => ({ BATTLEMETRICS_API_URL: server.url }) }) as unknown as FakeBattlemetrics;
  for (const key of ['failWith', 'retryAfterSeconds', 'malformed', 'delayMs', 'hangBody', 'requireToken'] as const) {
    Object.defineProperty(fake, key, { get: () => state[key], set: (v) => ((state as Record<string, unknown>)[key] = v), enumerable: true });
  }
  return fake;
}

/** The listings the browser tests add: one pointing at the fake game server, one at a closed port. */
export function e2eListings(gameServer: { host: string; port: number }): Record<string, FakeListing> {
  return {
    '7654321': { name: 'Creative RP | E2E Main', ip: gameServer.host, port: gameServer.port, players: 12, maxPlayers: 48, status: 'online' },
    '7654322': { name: 'Creative RP | E2E Events', ip: '127.0.0.1', port: 9, players: 5, maxPlayers: 20, status: 'online', map: 'gm_flatgrass' },
  };
}
