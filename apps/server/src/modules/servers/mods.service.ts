import type { Mod, ModList } from '@crp/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { now } from '../../db/database.ts';
import { createLocalBudget, type CallerBudget } from '../../lib/caller-budget.ts';
import { ExternalServiceError, NotFoundError, RateLimitedError } from '../../lib/domain-errors.ts';
import { readModsCache, writeModsCache } from './mods.queries.ts';
import { findServerRow } from './servers.queries.ts';
import { collectionMods } from './workshop.mappers.ts';

/** Collections change rarely: read Steam at most hourly unless an admin presses 'Refresh'. */
export const MODS_TTL_MS = 60 * 60 * 1000;
/** 'Refresh' within this time of the last read serves the cache (a refresh storm must not reach Steam). */
export const MODS_REFRESH_FLOOR_MS = 15 * 1000;
/** A failed read is remembered this long: a dead Steam is not asked again on every page view. */
export const MODS_FAILURE_MS = 30 * 1000;
/** Reads that reach Steam, per caller (user, or address when signed out) and minute. */
export const MODS_UPSTREAM_READS_PER_MINUTE = 10;

/** The one answer a visitor gets when Steam cannot give the list (spec text; no upstream detail). */
export const MODS_FAILED = 'Failed to fetch mods';

export interface ModsReadOptions {
  /** 'Refresh' by an admin: read Steam again past the TTL (not past the floor). Ignored for everyone else. */
  refresh: boolean;
  /** Who asks, for the rate limit on reads that reach Steam: `u<id>` or the client address. */
  caller: string;
  log?: FastifyBaseLogger;
}

/**
 * The Workshop mods of a server (D19), with everything that keeps visitors from driving Steam:
 * answers (and failures) are cached, one Steam read per collection is in flight at a time, only an
 * admin's refresh skips the cache, and each caller may cause only a few Steam reads a minute. In
 * demo mode without STEAM_API_URL Steam is never called (D27): the stored sample list is served.
 */
export function createModsReader(ctx: AppContext, options: { clock?: () => number; budget?: CallerBudget } = {}) {
  const clock = options.clock ?? (() => Date.now());
  // Shared by every instance when server.ts passes the Redis budget; one process's otherwise.
  const budget = options.budget ?? createLocalBudget(MODS_UPSTREAM_READS_PER_MINUTE, 60_000, clock);
  const inFlight = new Map<string, Promise<{ mods: Mod[]; fetchedAt: string }>>();
  const failures = new Map<string, number>();

  function readOnce(collectionId: string, log?: FastifyBaseLogger): Promise<{ mods: Mod[]; fetchedAt: string }> {
    const pending = inFlight.get(collectionId);
    if (pending) return pending;
    const started = (async () => {
      try {
        const mods = await collectionMods(ctx.clients.steam, collectionId);
        failures.delete(collectionId);
        const fetchedAt = now();
        await writeModsCache(ctx.db, collectionId, mods, fetchedAt);
        return { mods, fetchedAt };
      } catch (err) {
        failures.set(collectionId, clock());
        log?.warn({ collectionId, detail: (err as Error).message }, 'Steam Workshop read failed');
        throw err;
      } finally {
        inFlight.delete(collectionId);
      }
    })();
    inFlight.set(collectionId, started);
    return started;
  }

  return {
    async read(serverId: number, options: ModsReadOptions): Promise<ModList> {
      const server = await findServerRow(ctx.db, serverId);
      if (!server) throw new NotFoundError('Server not found');
      const collectionId = server.workshop_collection_id;
      if (!collectionId) return { mods: [], collectionId: null, fetchedAt: null, stale: false };

      const cached = await readModsCache(ctx.db, collectionId);
      const fromCache = (stale: boolean): ModList => ({ mods: cached!.mods, collectionId, fetchedAt: cached!.fetchedAt, stale });
      // Demo mode (D27): the sample list is the answer; no collection is ever looked up.
      if (ctx.env.demoOffline.steam) return cached ? fromCache(false) : { mods: [], collectionId, fetchedAt: null, stale: false };

      const age = cached ? clock() - Date.parse(cached.fetchedAt) : Infinity;
      if (cached && (options.refresh ? age < MODS_REFRESH_FLOOR_MS : age < MODS_TTL_MS)) return fromCache(false);

      const failedAt = failures.get(collectionId);
      const recentlyFailed = failedAt !== undefined && clock() - failedAt < MODS_FAILURE_MS && !options.refresh;
      // A read already under way is joined (it costs nothing); a new one needs the caller's budget.
      const joinable = inFlight.has(collectionId);
      if (recentlyFailed || (!joinable && !(await budget.take(options.caller)))) {
        if (cached) return fromCache(true);
        if (recentlyFailed) throw new ExternalServiceError(MODS_FAILED);
        throw new RateLimitedError('Too many requests for mod lists. Try again in a minute.');
      }
      try {
        const { mods, fetchedAt } = await readOnce(collectionId, options.log);
        return { mods, collectionId, fetchedAt, stale: false };
      } catch {
        // Steam down or odd: the last list we had is still the right answer, marked as such.
        if (cached) return fromCache(true);
        throw new ExternalServiceError(MODS_FAILED);
      }
    },
  };
}

export type ModsReader = ReturnType<typeof createModsReader>;
