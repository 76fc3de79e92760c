import { modSchema, type Mod, type ModList } from '@crp/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { now, type DB } from '../../db/database.ts';
import { ExternalServiceError, NotFoundError } from '../../lib/domain-errors.ts';
import type { SteamClient } from '../../integrations/steam.ts';
import { findServerRow } from './servers.queries.ts';
import { collectionMods } from './workshop.ts';

/** Collections change rarely: read Steam at most hourly unless someone presses 'Refresh'. */
export const MODS_TTL_MS = 60 * 60 * 1000;
/** 'Refresh' within this time of the last read serves the cache (a refresh storm must not reach Steam). */
export const MODS_REFRESH_FLOOR_MS = 15 * 1000;

const cachedModsSchema = z.array(modSchema);
// Concurrent requests for one collection share a single Steam read.
const inFlight = new WeakMap<SteamClient, Map<string, Promise<Mod[]>>>();

export async function serverMods(ctx: AppContext, serverId: number, options: { refresh: boolean }): Promise<ModList> {
  const server = await findServerRow(ctx.db, serverId);
  if (!server) throw new NotFoundError('Server not found');
  const collectionId = server.workshop_collection_id;
  if (!collectionId) return { mods: [], collectionId: null, fetchedAt: null, stale: false };

  const cached = await readCache(ctx.db, collectionId);
  const age = cached ? Date.now() - Date.parse(cached.fetchedAt) : Infinity;
  if (cached && (options.refresh ? age < MODS_REFRESH_FLOOR_MS : age < MODS_TTL_MS)) {
    return { mods: cached.mods, collectionId, fetchedAt: cached.fetchedAt, stale: false };
  }
  try {
    const mods = await readOnce(ctx.clients.steam, collectionId);
    const fetchedAt = now();
    await writeCache(ctx.db, collectionId, mods, fetchedAt);
    return { mods, collectionId, fetchedAt, stale: false };
  } catch (err) {
    // Steam down or odd: the last list we had is still the right answer, marked as such.
    if (cached) return { mods: cached.mods, collectionId, fetchedAt: cached.fetchedAt, stale: true };
    throw new ExternalServiceError('Failed to fetch mods', [{ path: 'steam', message: (err as Error).message }]);
  }
}

function readOnce(steam: SteamClient, collectionId: string): Promise<Mod[]> {
  let perClient = inFlight.get(steam);
  if (!perClient) inFlight.set(steam, (perClient = new Map()));
  const pending = perClient.get(collectionId);
  if (pending) return pending;
  const started = collectionMods(steam, collectionId).finally(() => perClient.delete(collectionId));
  perClient.set(collectionId, started);
  return started;
}

async function readCache(db: DB, collectionId: string): Promise<{ mods: Mod[]; fetchedAt: string } | undefined> {
  const row = await db.selectFrom('workshop_collections').selectAll().where('collection_id', '=', collectionId).executeTakeFirst();
  if (!row) return undefined;
  try {
    const mods = cachedModsSchema.safeParse(JSON.parse(row.mods));
    return mods.success ? { mods: mods.data, fetchedAt: row.fetched_at } : undefined;
  } catch {
    return undefined;
  }
}

async function writeCache(db: DB, collectionId: string, mods: Mod[], fetchedAt: string): Promise<void> {
  const text = JSON.stringify(mods);
  await db
    .insertInto('workshop_collections')
    .values({ collection_id: collectionId, mods: text, fetched_at: fetchedAt })
    .onConflict((oc) => oc.column('collection_id').doUpdateSet({ mods: text, fetched_at: fetchedAt }))
    .execute();
}
