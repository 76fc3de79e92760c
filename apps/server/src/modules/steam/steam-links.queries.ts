import type { Transaction } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { SteamLinkRow } from './steam.tables.ts';
import { compiledQuery } from '../../lib/compiled-queries.ts';

type Executor = DB | Transaction<Database>;

export interface SteamFactsColumns {
  persona_name?: string | null;
  avatar_url?: string | null;
  gmod_minutes?: number | null;
  hours_unknown_reason: string | null;
  checked_at: string | null;
  stale: number;
}

// The status call reads this on every request: compiled once (lib/compiled-queries.ts).
const linkByUserId = compiledQuery('steam_link_by_user', (db: Executor, userId: number) =>
  db.selectFrom('steam_links').selectAll().where('user_id', '=', userId),
);

export async function findLinkByUserId(db: Executor, userId: number): Promise<SteamLinkRow | undefined> {
  return ((await linkByUserId(db, userId)) as SteamLinkRow[])[0];
}

export async function findLinksByUserIds(db: Executor, userIds: number[]): Promise<Map<number, SteamLinkRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('steam_links').selectAll().where('user_id', 'in', [...new Set(userIds)]).execute();
  return new Map(rows.map((r) => [r.user_id, r]));
}

export async function findLinkBySteamId(db: Executor, steamId: string): Promise<SteamLinkRow | undefined> {
  return db.selectFrom('steam_links').selectAll().where('steam_id', '=', steamId).executeTakeFirst();
}

/**
 * Links the account to the member (replacing the member's previous link). Returns false when the
 * account belongs to another member; the unique index decides between two racing members.
 */
export async function saveLink(db: DB, userId: number, steamId: string, at: string, facts: SteamFactsColumns): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      const owner = await findLinkBySteamId(trx, steamId);
      if (owner && owner.user_id !== userId) return false;
      await trx.deleteFrom('steam_links').where('user_id', '=', userId).execute();
      // Either unique index may decide a race: the account's (two members) or the member's (two
      // links of one member at once). The loser's transaction is rolled back whole, so they keep
      // the link they had (D43 e): it was deleted above only inside this transaction.
      const inserted = await trx
        .insertInto('steam_links')
        .values({ user_id: userId, steam_id: steamId, linked_at: at, ...facts })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) throw new LostRace();
      return true;
    });
  } catch (err) {
    if (err instanceof LostRace) return false;
    throw err;
  }
}

class LostRace extends Error {}

export async function updateFacts(db: Executor, userId: number, facts: SteamFactsColumns): Promise<SteamLinkRow | undefined> {
  return db.updateTable('steam_links').set(facts).where('user_id', '=', userId).returningAll().executeTakeFirst();
}

export async function deleteLink(db: Executor, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('steam_links').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Members whose linked account has this SteamID64 (the admin users search). */
export async function userIdsBySteamId(db: Executor, steamId: string): Promise<number[]> {
  return (await db.selectFrom('steam_links').select('user_id').where('steam_id', '=', steamId).execute()).map((r) => r.user_id);
}

/** The linked SteamID64s of these members (the game API's whitelist, D41), in chunks the databases' parameter limits allow. */
export async function steamIdsOfMembers(db: Executor, userIds: readonly number[]): Promise<string[]> {
  const unique = [...new Set(userIds)];
  const found: string[] = [];
  for (let i = 0; i < unique.length; i += 5000) {
    const rows = await db.selectFrom('steam_links').select('steam_id').where('user_id', 'in', unique.slice(i, i + 5000)).execute();
    for (const row of rows) found.push(row.steam_id);
  }
  return found;
}
