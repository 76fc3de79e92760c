import { sendJson, startFakeServer, type FakeServer } from './fake-http.ts';

export interface FakeWorkshopFile {
  title: string;
  description?: string;
  timeUpdated?: number;
  previewUrl?: string;
}

type FakeChildren = Array<string | { id: string; collection: true }>;

/** A Steam account as the Web API knows it (D33); gmodMinutes null = game details private. */
export interface FakeSteamPlayer {
  personaName: string;
  avatar?: string;
  gmodMinutes: number | null;
  /** Owns Garry's Mod (false: the game list has no 4000). */
  ownsGmod?: boolean;
}

/** The Web API key the fake accepts (STEAM_API_KEY of the tests). */
export const FAKE_STEAM_API_KEY = 'fake-steam-web-api-key';

export interface FakeSteam extends FakeServer {
  /** Collection id → children (item ids, or { id, collection: true } for nested collections). */
  collections: Map<string, Array<string | { id: string; collection: true }>>;
  files: Map<string, FakeWorkshopFile>;
  /** SteamID64 → the account (ISteamUser/GetPlayerSummaries, IPlayerService/GetOwnedGames). */
  players: Map<string, FakeSteamPlayer>;
  failWith: number;
  malformed: boolean;
  delayMs: number;
  env(): Record<string, string>;
}

const idsOf = (form: URLSearchParams) => [...form.entries()].filter(([key]) => /^publishedfileids\[\d+\]$/.test(key)).map(([, value]) => value);

/** Steam's public ISteamRemoteStorage Workshop calls (POST form bodies) on loopback. */
export async function startFakeSteam(
  initial: { collections?: Record<string, FakeChildren>; files?: Record<string, FakeWorkshopFile>; players?: Record<string, FakeSteamPlayer> } = {},
): Promise<FakeSteam> {
  const state = {
    collections: new Map<string, FakeChildren>(Object.entries(initial.collections ?? {})),
    files: new Map<string, FakeWorkshopFile>(Object.entries(initial.files ?? {})),
    players: new Map<string, FakeSteamPlayer>(Object.entries(initial.players ?? {})),
    failWith: 0,
    malformed: false,
    delayMs: 0,
  };
  const server = await startFakeServer(async (req, res) => {
    if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
    if (state.failWith) return sendJson(res, state.failWith, {});
    if (req.method === 'GET') return webApi(req.url, res, state.players);
    if (req.method !== 'POST') return sendJson(res, 405, {});
    if (state.malformed) return sendJson(res, 200, { response: { collectiondetails: 'nope', publishedfiledetails: 'nope' } });
    const form = new URLSearchParams(req.body);
    const ids = idsOf(form);
    if (req.url.pathname === '/ISteamRemoteStorage/GetCollectionDetails/v1/') {
      if (Number(form.get('collectioncount')) !== ids.length) return sendJson(res, 400, {});
      return sendJson(res, 200, {
        response: {
          result: 1,
          resultcount: ids.length,
          collectiondetails: ids.map((id) => {
            const children = state.collections.get(id);
            if (!children) return { publishedfileid: id, result: 9 };
            return {
              publishedfileid: id,
              result: 1,
              children: children.map((c, i) =>
                typeof c === 'string' ? { publishedfileid: c, sortorder: i + 1, filetype: 0 } : { publishedfileid: c.id, sortorder: i + 1, filetype: 2 },
              ),
            };
          }),
        },
      });
    }
    if (req.url.pathname === '/ISteamRemoteStorage/GetPublishedFileDetails/v1/') {
      if (Number(form.get('itemcount')) !== ids.length) return sendJson(res, 400, {});
      return sendJson(res, 200, {
        response: {
          result: 1,
          resultcount: ids.length,
          publishedfiledetails: ids.map((id) => {
            const file = state.files.get(id);
            if (!file) return { publishedfileid: id, result: 9 };
            return {
              publishedfileid: id,
              result: 1,
              creator_app_id: 4000,
              consumer_app_id: 4000,
              title: file.title,
              description: file.description ?? '',
              time_updated: file.timeUpdated ?? 1_700_000_000,
              preview_url: file.previewUrl ?? '',
              file_size: '1024',
            };
          }),
        },
      });
    }
    return sendJson(res, 404, {});
  });
  const fake = Object.assign(server, {
    collections: state.collections,
    files: state.files,
    players: state.players,
    env: () => ({ STEAM_API_URL: server.url, STEAM_API_KEY: FAKE_STEAM_API_KEY }),
  }) as unknown as FakeSteam;
  for (const key of ['failWith', 'malformed', 'delayMs'] as const) {
    Object.defineProperty(fake, key, { get: () => state[key], set: (v) => ((state as Record<string, unknown>)[key] = v), enumerable: true });
  }
  return fake;
}

/** The Web API's account calls (D33): a wrong key is 403 as on Steam; a private profile answers an empty response. */
function webApi(url: URL, res: Parameters<typeof sendJson>[0], players: Map<string, FakeSteamPlayer>) {
  if (url.searchParams.get('key') !== FAKE_STEAM_API_KEY) return sendJson(res, 403, {});
  if (url.pathname === '/ISteamUser/GetPlayerSummaries/v2/') {
    const ids = (url.searchParams.get('steamids') ?? '').split(',');
    return sendJson(res, 200, {
      response: {
        players: ids
          .filter((id) => players.has(id))
          .map((id) => {
            const p = players.get(id)!;
            return {
              steamid: id,
              personaname: p.personaName,
              avatarfull: p.avatar ?? `https://avatars.steamstatic.example/${id}_full.jpg`,
              communityvisibilitystate: 3,
            };
          }),
      },
    });
  }
  if (url.pathname === '/IPlayerService/GetOwnedGames/v1/') {
    const player = players.get(url.searchParams.get('steamid') ?? '');
    if (!player || player.gmodMinutes === null) return sendJson(res, 200, { response: {} });
    const onlyGmod = url.searchParams.get('appids_filter[0]') === '4000';
    const games = [
      ...(player.ownsGmod === false ? [] : [{ appid: 4000, playtime_forever: player.gmodMinutes }]),
      ...(onlyGmod ? [] : [{ appid: 440, playtime_forever: 12 }]),
    ];
    return sendJson(res, 200, { response: { game_count: games.length, games } });
  }
  return sendJson(res, 404, {});
}

/** The Workshop collection of the browser tests: 900 holds two items and a nested collection. */
export const e2eWorkshop = {
  collections: { '900': ['1001', { id: '910', collection: true as const }, '1002'], '910': ['1003', { id: '900', collection: true as const }] },
  files: {
    '1001': { title: 'Wiremod', description: 'Advanced [b]electronics[/b] for contraptions.' },
    '1002': { title: 'PAC3', description: 'Player appearance customiser.' },
    '1003': { title: 'Advanced Duplicator 2', description: 'Save and paste builds.' },
  },
};

/** The Steam account the browser tests link (D33): 150 hours in Garry's Mod. */
export const e2eSteamPlayers: Record<string, FakeSteamPlayer> = {
  '76561198000000150': { personaName: 'E2E Player', gmodMinutes: 150 * 60 + 5 },
};
