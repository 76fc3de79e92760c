import { modSchema, type Mod } from '@crp/shared';
import { z } from 'zod';
import type { DB } from '../../db/database.ts';

const cachedModsSchema = z.array(modSchema);

/** The cached mod list of a collection; undefined when none, or when what is stored no longer reads as mods. */
export async function readModsCache(db: DB, collectionId: string): Promise<{ mods: Mod[]; fetchedAt: string } | undefined> {
  const row = await db.selectFrom('workshop_collections').selectAll().where('collection_id', '=', collectionId).executeTakeFirst();
  if (!row) return undefined;
  try {
    const mods = cachedModsSchema.safeParse(JSON.parse(row.mods));
    return mods.success ? { mods: mods.data, fetchedAt: row.fetched_at } : undefined;
  } catch {
    return undefined;
  }
}

export async function writeModsCache(db: DB, collectionId: string, mods: Mod[], fetchedAt: string): Promise<void> {
  const text = JSON.stringify(mods);
  await db
    .insertInto('workshop_collections')
    .values({ collection_id: collectionId, mods: text, fetched_at: fetchedAt })
    .onConflict((oc) => oc.column('collection_id').doUpdateSet({ mods: text, fetched_at: fetchedAt }))
    .execute();
}
