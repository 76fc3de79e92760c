import { z } from 'zod';
import { requestJson, UpstreamError } from './http.ts';

/** The part of a BattleMetrics server resource we use (JSON:API `data.attributes`). */
const listingSchema = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('server'),
    attributes: z.object({
      name: z.string().max(300),
      ip: z.string().max(255).nullish(),
      port: z.number().int().min(0).max(65535).nullish(),
      portQuery: z.number().int().min(0).max(65535).nullish(),
      players: z.number().int().min(0),
      maxPlayers: z.number().int().min(0),
      status: z.string(),
      details: z
        .object({ map: z.string().max(200).nullish() })
        .passthrough()
        .nullish(),
    }),
    relationships: z
      .object({ game: z.object({ data: z.object({ id: z.string() }) }).nullish() })
      .passthrough()
      .nullish(),
  }),
});

export interface BattlemetricsListing {
  id: string;
  name: string;
  ip: string | null;
  port: number | null;
  queryPort: number | null;
  players: number;
  maxPlayers: number;
  online: boolean;
  map: string | null;
  game: string | null;
}

export interface BattlemetricsConfig {
  baseUrl: string; // BATTLEMETRICS_API_URL
  token?: string; // BATTLEMETRICS_TOKEN
  timeoutMs?: number;
  now?: () => number;
  /** Demo mode without BATTLEMETRICS_API_URL (D27): every call fails at once, nothing is looked up. */
  offline?: boolean;
}

const MINUTE = 60_000;

/**
 * BattleMetrics server listings. The tracker limits requests per address or token, so the client
 * itself pauses every call after a 429 (for Retry-After, else growing from 1 min) or a 403 (the
 * public API refusing without a token: growing from 1 min up to 30 min), shared by the poller and
 * the admin refresh alike.
 */
export function createBattlemetricsClient(config: BattlemetricsConfig) {
  const now = config.now ?? Date.now;
  let blockedUntil = 0;
  let refusals = 0;
  let lastRefusal: string | null = null;

  return {
    /** Milliseconds until calls are allowed again (0 when not paused). */
    pausedForMs: () => Math.max(0, blockedUntil - now()),

    offline: config.offline ?? false,

    async getServer(id: string): Promise<BattlemetricsListing> {
      if (config.offline)
        throw new UpstreamError('battlemetrics', 'blocked', 'BattleMetrics is not contacted in demo mode (set BATTLEMETRICS_API_URL to use it)');
      const wait = blockedUntil - now();
      if (wait > 0)
        throw new UpstreamError('battlemetrics', 'blocked', `BattleMetrics is paused for ${Math.ceil(wait / 1000)} s after ${lastRefusal}`, {
          status: 429,
          retryAfterMs: wait,
        });
      let raw: unknown;
      try {
        raw = await requestJson(`${config.baseUrl}/servers/${encodeURIComponent(id)}`, {
          service: 'battlemetrics',
          headers: { accept: 'application/vnd.api+json', ...(config.token ? { authorization: `Bearer ${config.token}` } : {}) },
          timeoutMs: config.timeoutMs ?? 8000,
        });
      } catch (err) {
        if (err instanceof UpstreamError && (err.status === 429 || err.status === 403)) {
          refusals += 1;
          const growing = Math.min(MINUTE * 2 ** (refusals - 1), 30 * MINUTE);
          const pause = err.status === 429 && err.retryAfterMs ? Math.min(err.retryAfterMs, 60 * MINUTE) : growing;
          blockedUntil = now() + pause;
          lastRefusal = err.status === 429 ? 'a rate limit (429)' : 'an access refusal (403; set BATTLEMETRICS_TOKEN)';
          throw new UpstreamError('battlemetrics', 'http', `BattleMetrics ${err.message}; pausing for ${Math.ceil(pause / 1000)} s`, {
            status: err.status,
            retryAfterMs: pause,
          });
        }
        if (!(err instanceof UpstreamError)) throw err;
        throw new UpstreamError('battlemetrics', err.kind, `BattleMetrics ${err.message}`, { status: err.status });
      }
      refusals = 0;
      const parsed = listingSchema.safeParse(raw);
      if (!parsed.success) throw new UpstreamError('battlemetrics', 'invalid', 'BattleMetrics answered with a listing we could not read', { status: 200 });
      const { attributes: a, relationships } = parsed.data.data;
      return {
        id: parsed.data.data.id,
        name: a.name,
        ip: a.ip ?? null,
        port: a.port ?? null,
        queryPort: a.portQuery ?? null,
        players: a.players,
        maxPlayers: a.maxPlayers,
        online: a.status === 'online',
        map: a.details?.map ?? null,
        game: relationships?.game?.data.id ?? null,
      };
    },
  };
}

export type BattlemetricsClient = ReturnType<typeof createBattlemetricsClient>;
