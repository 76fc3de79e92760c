import { z } from 'zod';
import { PLAYER_HISTORY_BUCKETS } from './server-constants.ts';

export { BATTLEMETRICS_URL_HINT, PLAYER_HISTORY_BUCKETS } from './server-constants.ts';

/** The 24-hour player chart: 48 half-hour buckets aligned to the clock, oldest first. */
export const PLAYER_HISTORY_BUCKET_MS = 30 * 60 * 1000;

/** A game server as the API serves it (player-area §3), plus map, collection id and history. */
export const serverSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  gameType: z.string(),
  ipAddress: z.string().nullable(),
  port: z.number().int().nullable(),
  connectUrl: z.string().nullable(),
  battlemetricsUrl: z.string().nullable(),
  isOnline: z.boolean(),
  status: z.enum(['online', 'offline']),
  playerCount: z.number().int().min(0),
  maxPlayers: z.number().int().min(0),
  map: z.string().nullable(),
  /** Percentage of polls answered over the kept sample window; null until measured. */
  lastUptime: z.number().nullable(),
  /** When fresh data last arrived (ISO instant); null when never. */
  lastUpdated: z.string().nullable(),
  /** Set when the last poll failed: the other fields are the last known data. */
  error: z.string().nullable(),
  statusColor: z.enum(['green', 'red']),
  workshopCollectionId: z.string().nullable(),
  /** Peak players per bucket (null: no sample), compact so the polled list stays small. */
  playerHistory: z.array(z.number().int().min(0).nullable()).max(PLAYER_HISTORY_BUCKETS),
  /** Start of the first bucket (ISO instant); bucket i starts i half-hours later. */
  historyStart: z.string(),
});
export type Server = z.infer<typeof serverSchema>;

export const serverListSchema = z.array(serverSchema);

const BATTLEMETRICS_HOSTS = new Set(['www.battlemetrics.com', 'battlemetrics.com']);

export interface BattlemetricsRef {
  game: string;
  id: string;
  url: string;
}

/**
 * Reads a pasted BattleMetrics server URL strictly for its numeric id; the URL itself is never
 * fetched. Only https://(www.)battlemetrics.com/servers/<game>/<id> is accepted (no userinfo,
 * no port, no lookalike hosts).
 */
export function parseBattlemetricsUrl(input: string): BattlemetricsRef | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  if (!BATTLEMETRICS_HOSTS.has(url.hostname)) return null;
  const match = url.pathname.match(/^\/servers\/([a-z0-9][a-z0-9-]{0,31})\/(\d{1,12})\/?$/i);
  if (!match) return null;
  const game = match[1]!.toLowerCase();
  const id = String(Number(match[2]));
  return { game, id, url: `https://www.battlemetrics.com/servers/${game}/${id}` };
}

/** host:port where host is an IPv4 address or a DNS name; the port is the game port. */
export function parseServerAddress(input: string): { host: string; port: number } | null {
  const match = input.trim().match(/^([a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?):(\d{1,5})$/i);
  if (!match) return null;
  const port = Number(match[2]);
  if (port < 1 || port > 65535) return null;
  return { host: match[1]!.toLowerCase(), port };
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !v.includes('\u0000'), 'contains a character that is not allowed')
    .optional()
    .transform((v) => (v ? v : undefined));

/** The add-server form and POST /api/servers/admin body (one schema for both sides). */
export const addServerSchema = z
  .object({
    battlemetricsUrl: optionalText(300).refine((v) => v === undefined || parseBattlemetricsUrl(v) !== null, {
      message: 'must be a BattleMetrics server URL such as https://www.battlemetrics.com/servers/gmod/1234567',
    }),
    address: optionalText(260).refine((v) => v === undefined || parseServerAddress(v) !== null, {
      message: 'must be host:port, e.g. 203.0.113.5:27015',
    }),
    name: optionalText(100),
    description: optionalText(500),
    workshopCollectionId: optionalText(20).refine((v) => v === undefined || /^\d{1,20}$/.test(v), {
      message: 'must be the numeric id of a Steam Workshop collection',
    }),
  })
  .refine((v) => v.battlemetricsUrl || v.address, {
    message: 'Give a BattleMetrics URL or a server address (host:port).',
    path: ['battlemetricsUrl'],
  });
export type AddServerInput = z.input<typeof addServerSchema>;

/** A Workshop item of a server's collection (player-area §3 Mod). */
export const modSchema = z.object({
  id: z.string(),
  workshopId: z.string(),
  url: z.string(),
  searchUrl: z.string(),
  name: z.string(),
  description: z.string(),
  version: z.string().nullable(),
  previewUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Mod = z.infer<typeof modSchema>;

export const modListSchema = z.object({
  mods: z.array(modSchema),
  collectionId: z.string().nullable(),
  fetchedAt: z.string().nullable(),
  /** Steam could not be reached on refresh: these are the cached mods. */
  stale: z.boolean(),
});
export type ModList = z.infer<typeof modListSchema>;

export const workshopItemUrl = (id: string) => `https://steamcommunity.com/sharedfiles/filedetails/?id=${encodeURIComponent(id)}`;
export const workshopSearchUrl = (name: string) => `https://steamcommunity.com/workshop/browse/?appid=4000&searchtext=${encodeURIComponent(name)}`;
