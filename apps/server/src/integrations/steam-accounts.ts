import { z } from 'zod';
import { requestJson, UpstreamError } from './http.ts';

/**
 * Steam accounts (D33): the OpenID 2.0 provider that proves a member owns a Steam account, and the
 * Web API calls that read its persona and Garry's Mod hours. URLs come from STEAM_OPENID_URL and
 * STEAM_API_URL so tests point them at a fake; without STEAM_API_KEY no fact is read.
 */
export interface SteamAccountsConfig {
  openidUrl: string; // STEAM_OPENID_URL
  apiUrl: string; // STEAM_API_URL
  apiKey?: string; // STEAM_API_KEY
  /** Demo mode with the built-in addresses: nothing is contacted (D27). */
  openidOffline?: boolean;
  apiOffline?: boolean;
  timeoutMs?: number;
}

export const OPENID_NS = 'http://specs.openid.net/auth/2.0';
export const OPENID_IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
const GMOD_APP_ID = 4000;

const summariesSchema = z.object({
  response: z.object({
    players: z.array(z.object({ steamid: z.string(), personaname: z.string().optional(), avatarfull: z.string().optional(), avatarmedium: z.string().optional() })).default([]),
  }),
});
const ownedGamesSchema = z.object({
  response: z.object({
    game_count: z.number().optional(),
    games: z.array(z.object({ appid: z.number(), playtime_forever: z.number().optional() })).optional(),
  }),
});

export interface SteamFacts {
  personaName: string | null;
  avatarUrl: string | null;
  /** Minutes played; null when the profile's game details are private. */
  gmodMinutes: number | null;
}

export function createSteamAccountsClient(config: SteamAccountsConfig) {
  // Short: a member waits on the callback or Refresh, and cached facts stand in when Steam is slow.
  const timeoutMs = config.timeoutMs ?? 4_000;
  return {
    /** Whether linking can start: demo mode with the built-in provider never sends anyone to Steam. */
    linkingAvailable: !config.openidOffline,
    /** Whether facts can be read at all (a key is configured and Steam may be contacted). */
    factsAvailable: Boolean(config.apiKey) && !config.apiOffline,

    /** The checkid_setup address the member's browser is sent to. */
    loginUrl(returnTo: string, realm: string): string {
      const params = new URLSearchParams({
        'openid.ns': OPENID_NS,
        'openid.mode': 'checkid_setup',
        'openid.return_to': returnTo,
        'openid.realm': realm,
        'openid.identity': OPENID_IDENTIFIER_SELECT,
        'openid.claimed_id': OPENID_IDENTIFIER_SELECT,
      });
      return `${config.openidUrl}${config.openidUrl.includes('?') ? '&' : '?'}${params}`;
    },

    /** Asks the provider whether it made this assertion (direct verification, OpenID 2.0 §11.4.2). */
    async checkAuthentication(params: Record<string, string>): Promise<boolean> {
      if (config.openidOffline) throw new UpstreamError('steam', 'blocked', 'Steam is not contacted in demo mode');
      const body = new URLSearchParams({ ...params, 'openid.mode': 'check_authentication' });
      const text = await requestText(config.openidUrl, body, timeoutMs);
      return text.split(/\r?\n/).some((line) => line.trim() === 'is_valid:true');
    },

    /** Persona, avatar and Garry's Mod minutes; throws UpstreamError when Steam fails. */
    async facts(steamId: string): Promise<SteamFacts> {
      if (!config.apiKey) throw new UpstreamError('steam', 'blocked', 'STEAM_API_KEY is not set');
      if (config.apiOffline) throw new UpstreamError('steam', 'blocked', 'Steam is not contacted in demo mode');
      const key = encodeURIComponent(config.apiKey);
      // Both at once: the member waits for the slower of the two, not their sum.
      const [summariesRaw, gamesRaw] = await Promise.all([
        requestJson(`${config.apiUrl}/ISteamUser/GetPlayerSummaries/v2/?key=${key}&steamids=${steamId}`, { service: 'steam', timeoutMs }),
        requestJson(
          `${config.apiUrl}/IPlayerService/GetOwnedGames/v1/?key=${key}&steamid=${steamId}&include_played_free_games=1&appids_filter%5B0%5D=${GMOD_APP_ID}`,
          { service: 'steam', timeoutMs },
        ),
      ]);
      const summaries = summariesSchema.safeParse(summariesRaw);
      if (!summaries.success) throw new UpstreamError('steam', 'invalid', 'Steam answered GetPlayerSummaries with a shape we could not read', { status: 200 });
      const games = ownedGamesSchema.safeParse(gamesRaw);
      if (!games.success) throw new UpstreamError('steam', 'invalid', 'Steam answered GetOwnedGames with a shape we could not read', { status: 200 });
      const player = summaries.data.response.players.find((p) => p.steamid === steamId);
      const list = games.data.response.games;
      // A private profile answers an empty response: no game_count, no games.
      const visible = list !== undefined || games.data.response.game_count !== undefined;
      const gmod = list?.find((g) => g.appid === GMOD_APP_ID);
      return {
        personaName: player?.personaname ?? null,
        avatarUrl: player?.avatarfull ?? player?.avatarmedium ?? null,
        gmodMinutes: visible ? (gmod?.playtime_forever ?? 0) : null,
      };
    },
  };
}

export type SteamAccountsClient = ReturnType<typeof createSteamAccountsClient>;

/** A form POST whose answer is OpenID's key-value text (not JSON). */
async function requestText(url: string, body: URLSearchParams, timeoutMs: number): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain' },
        body,
        signal: controller.signal,
        redirect: 'error',
      });
    } catch (err) {
      if (controller.signal.aborted) throw new UpstreamError('steam', 'timeout', `timed out after ${timeoutMs} ms`);
      throw new UpstreamError('steam', 'network', `unreachable (${(err as Error).message})`);
    }
    if (!response.ok) {
      void response.body?.cancel().catch(() => {});
      throw new UpstreamError('steam', 'http', `answered ${response.status}`, { status: response.status });
    }
    try {
      return (await response.text()).slice(0, 10_000);
    } catch {
      if (controller.signal.aborted) throw new UpstreamError('steam', 'timeout', `timed out after ${timeoutMs} ms`);
      throw new UpstreamError('steam', 'network', 'the answer broke off');
    }
  } finally {
    clearTimeout(timer);
  }
}
