import { isSteamId64 } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { findSteamAccounts, userIdsBySteamId } from '../steam/index.ts';
import { findListRowsByIds, normalizeSearch, searchUsers, type UserSearch } from './users.queries.ts';

/**
 * One page of the admin users list with each member's linked Steam account (D33). A query that is
 * a SteamID64 finds the member who linked it; one who did not is searched like any text (a Discord
 * ID is also 17–19 digits).
 */
export async function listMembers(ctx: AppContext, search: UserSearch) {
  const q = normalizeSearch(search.q);
  let list: Awaited<ReturnType<typeof searchUsers>> | undefined;
  if (isSteamId64(q)) {
    const rows = await findListRowsByIds(ctx.db, await userIdsBySteamId(ctx.db, q));
    if (rows.length > 0) list = { rows: rows.slice(search.offset, search.offset + search.limit), total: rows.length };
  }
  list ??= await searchUsers(ctx.db, ctx.dialect, search);
  const steam = await findSteamAccounts(ctx.db, list.rows.map((r) => r.id));
  return { ...list, steam };
}
