import { workshopItemUrl, workshopSearchUrl, type Mod } from '@crp/shared';
import type { SteamClient } from '../../integrations/steam.ts';
import { UpstreamError } from '../../integrations/http.ts';

/** Guards against huge or looping collections (a collection may contain itself, directly or not). */
export const MAX_COLLECTIONS = 50;
export const MAX_MODS = 2000;
const BATCH = 100;

/**
 * Every Workshop item of a collection, nested collections included (each read once, so cycles
 * end), in collection order, with their details. Items Steam no longer serves stay listed as
 * 'Unknown Mod' so the admin sees that the collection references them.
 */
export async function collectionMods(steam: SteamClient, rootId: string): Promise<Mod[]> {
  const seenCollections = new Set<string>([rootId]);
  const itemIds: string[] = [];
  const seenItems = new Set<string>();
  let level = [rootId];
  while (level.length > 0) {
    const details = await steam.collectionDetails(level);
    const next: string[] = [];
    for (const collection of details) {
      if (!collection.found) {
        if (collection.id === rootId) throw new UpstreamError('steam', 'http', `Workshop collection ${rootId} was not found on Steam`, { status: 404 });
        continue;
      }
      for (const child of collection.children) {
        if (child.isCollection) {
          if (!seenCollections.has(child.id) && seenCollections.size < MAX_COLLECTIONS) {
            seenCollections.add(child.id);
            next.push(child.id);
          }
        } else if (!seenItems.has(child.id) && itemIds.length < MAX_MODS) {
          seenItems.add(child.id);
          itemIds.push(child.id);
        }
      }
    }
    level = next;
  }

  const mods: Mod[] = [];
  for (let i = 0; i < itemIds.length; i += BATCH) {
    const batch = itemIds.slice(i, i + BATCH);
    const files = new Map((await steam.fileDetails(batch)).map((f) => [f.id, f]));
    for (const id of batch) {
      const file = files.get(id);
      const name = file?.found && file.title?.trim() ? file.title.trim().slice(0, 200) : 'Unknown Mod';
      const updated = file?.found && file.timeUpdated ? new Date(file.timeUpdated * 1000) : null;
      mods.push({
        id,
        workshopId: id,
        url: workshopItemUrl(id),
        searchUrl: workshopSearchUrl(name),
        name,
        description: file?.found ? plainDescription(file.description ?? '') : '',
        // Workshop items carry no version number; the last update date identifies the revision.
        version: updated ? updated.toISOString().slice(0, 10) : null,
        previewUrl: file?.found && file.previewUrl?.startsWith('https://') ? file.previewUrl : null,
        updatedAt: updated ? updated.toISOString() : null,
      });
    }
  }
  return mods;
}

/** Workshop descriptions are BBCode: keep a short plain-text summary (shown as text, never as HTML). */
export function plainDescription(bbcode: string, max = 280): string {
  const text = bbcode
    .replace(/\[img\][\s\S]*?\[\/img\]/gi, ' ')
    .replace(/\[\/?[a-z*][^\]]{0,200}\]/gi, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
