import { sql, type Expression, type SqlBool, type Transaction } from 'kysely';
import type { Dialect, DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The admin users list (D22, admin-area §5): case-insensitive substring search on display name,
 * username and e-mail, case-sensitive substring search on the Discord ID; newest members first.
 * Fast with 50 000 members through trigram indexes (migration 0007, decision 0011):
 * SQLite's FTS5 trigram table `users_search`, PostgreSQL's pg_trgm GIN indexes.
 */

/** Queries shorter than a trigram cannot use the index; they scan, which is cheap for them (decision 0011). */
const TRIGRAM = 3;

export interface UserSearch {
  q: string;
  limit: number;
  offset: number;
}

/** LIKE with `\` as the escape character: the query's own % _ \ match themselves. */
const likeContains = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** An FTS5 phrase: the whole query as one string, its double quotes doubled. */
const ftsPhrase = (value: string) => `"${value.replaceAll('"', '""')}"`;

/** Visible text only: control characters (the index's field separator among them) never match. */
export function normalizeSearch(q: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  return (q ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

/** Discord IDs are digits: a search with anything else in it need not look at them (on SQLite that look costs as much as the names'). */
export const couldBeDiscordId = (q: string) => /^\d+$/.test(q);

/** The search as a condition: PostgreSQL's trigram index, or SQLite's scan for queries shorter than a trigram. */
function matches(dialect: Dialect, q: string): Expression<SqlBool> {
  const lower = q.toLowerCase();
  if (dialect === 'postgres') {
    // search_text: display name, username and e-mail, lower-cased, stored with its trigram index (0011).
    const text = sql<SqlBool>`search_text like ${likeContains(lower)} escape '\\'`;
    return couldBeDiscordId(q) ? sql<SqlBool>`(${text} or discord_id like ${likeContains(q)} escape '\\')` : text;
  }
  // SQLite, shorter than a trigram: a scan of four short columns (longer queries: sqliteMatchIds).
  return sql<SqlBool>`(instr(lower(coalesce(display_name, '')), ${lower}) > 0 or instr(lower(username), ${lower}) > 0
    or instr(lower(coalesce(email, '')), ${lower}) > 0 ${couldBeDiscordId(q) ? sql`or instr(discord_id, ${q}) > 0` : sql``})`;
}

/**
 * SQLite, a query of a trigram or more: the members it matches, looked up once in the FTS5
 * trigram table (it folds case itself; the Discord ID is checked again without folding). The page
 * and the count then read this one list: a common term (an e-mail domain two thirds of members
 * share) used to run the phrase match twice, once per query.
 */
async function sqliteMatchIds(db: DB, q: string): Promise<{ ids: number[]; json: string }> {
  // One JSON array rather than a row per member: tens of thousands of ids cross over in one string,
  // which json_each then reads back in the page query.
  const names = sql`select rowid as id from users_search where users_search match ${`{display_name username email} : ${ftsPhrase(q)}`}`;
  const discordIds = sql`union select users.id from users where users.id in (select rowid from users_search where users_search match ${`discord_id : ${ftsPhrase(q)}`})
      and instr(users.discord_id, ${q}) > 0`;
  const { rows } = await sql<{ ids: string }>`select json_group_array(id) as ids from (${names} ${couldBeDiscordId(q) ? discordIds : sql``})`.execute(db);
  const json = rows[0]?.ids ?? '[]';
  return { ids: JSON.parse(json) as number[], json };
}

/** The columns of a users list row (the search and the SteamID64 lookup read the same ones). */
const listColumns = [
  'id',
  'discord_id',
  'username',
  'display_name',
  'email',
  'created_at',
  'last_login',
  'is_active',
  'is_admin',
  'can_manage_applications',
  'can_review_applications',
  'can_manage_store',
  'guild_joined_at',
] as const;

export async function searchUsers(db: DB, dialect: Dialect, search: UserSearch) {
  const q = normalizeSearch(search.q);
  const found = q !== '' && dialect === 'sqlite' && [...q].length >= TRIGRAM ? await sqliteMatchIds(db, q) : null;
  const ids = found?.ids ?? null;
  if (ids && ids.length === 0) return { rows: [], total: 0 };
  // SQLite with the matched ids in hand: few are looked up by id; many (a common term) are found by
  // walking the newest-first index, `+` keeping SQLite off the id lookup, which would sort them all.
  const idList = found && sql`(select value from json_each(${found.json}))`;
  const byId = ids && ids.length <= SQLITE_LOOKUP_MAX ? sql<SqlBool>`users.id in ${idList}` : sql<SqlBool>`+users.id in ${idList}`;
  const base = db
    .selectFrom('users')
    .where('deleted_at', 'is', null)
    .$if(ids !== null, (qb) => qb.where(byId))
    .$if(q !== '' && ids === null, (qb) => qb.where(matches(dialect, q)));
  const [rows, count] = await Promise.all([
    base.select(listColumns).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(search.limit).offset(search.offset).execute(),
    ids ? countLiving(db, ids) : base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Up to this many matched members are read by id; more by walking the list's own order. */
const SQLITE_LOOKUP_MAX = 1000;

/** How many of these members still have an account: deleted ones are few, so they are subtracted. */
async function countLiving(db: DB, ids: number[]): Promise<{ n: number }> {
  const deleted = new Set((await db.selectFrom('users').select('id').where('deleted_at', 'is not', null).execute()).map((u) => u.id));
  return { n: deleted.size === 0 ? ids.length : ids.filter((id) => !deleted.has(id)).length };
}

export type UserListRow = Awaited<ReturnType<typeof searchUsers>>['rows'][number];

/** The three counters that come from our own tables (aggregates, D4b). */
export async function userCounters(db: DB): Promise<{ totalUsers: number; adminUsers: number; withApplications: number }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('users').where('deleted_at', 'is', null).select(eb.fn.countAll<number | string>().as('n')).as('total_users'),
      eb.selectFrom('users').where('is_admin', '=', 1).where('deleted_at', 'is', null).select(eb.fn.countAll<number | string>().as('n')).as('admin_users'),
      eb
        .selectFrom('users')
        .where('deleted_at', 'is', null)
        .where((w) =>
          w.exists(
            w
              .selectFrom('form_responses')
              .select(sql`1`.as('one'))
              .whereRef('form_responses.user_id', '=', 'users.id'),
          ),
        )
        .select(eb.fn.countAll<number | string>().as('n'))
        .as('with_applications'),
    ])
    .executeTakeFirstOrThrow();
  return { totalUsers: Number(row.total_users), adminUsers: Number(row.admin_users), withApplications: Number(row.with_applications) };
}

/** How many of these Discord ids belong to our (not deleted) members; asked in chunks. */
export async function countMembersAmong(db: DB, discordIds: string[]): Promise<number> {
  const unique = [...new Set(discordIds)];
  let n = 0;
  for (let i = 0; i < unique.length; i += 500) {
    const chunk = unique.slice(i, i + 500);
    const row = await db
      .selectFrom('users')
      .where('discord_id', 'in', chunk)
      .where('deleted_at', 'is', null)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    n += Number(row.n);
  }
  return n;
}

export function findUserForAdmin(db: DB, id: number) {
  return db.selectFrom('users').select(['id', 'discord_id', 'deleted_at']).where('id', '=', id).executeTakeFirst();
}

/** A member's responses, newest first, with the form's title (the expanded row's Applications). */
export async function listUserApplications(db: DB, userId: number, limit: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('form_responses as r')
      .innerJoin('forms as f', 'f.id', 'r.form_id')
      .select(['r.id', 'r.form_id', 'r.status', 'r.submitted_at', 'f.title', 'f.type'])
      .where('r.user_id', '=', userId)
      .orderBy('r.submitted_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('form_responses')
      .where('user_id', '=', userId)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Members' names by id, as messages and webhooks name them (display name, else username). */
export async function findNamesByIds(db: DB, ids: number[]): Promise<Map<number, { discordId: string; username: string; name: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'discord_id', 'username', 'display_name']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, { discordId: r.discord_id, username: r.username, name: r.display_name ?? r.username }]));
}

/** The list's rows of these members (a SteamID64 search, D33), newest first; deleted members left out. */
export async function findListRowsByIds(db: DB, ids: number[]): Promise<UserListRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(listColumns)
    .where('deleted_at', 'is', null)
    .where('id', 'in', ids)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A member as the game API's player call names them (D41): name and staff flags; undefined when deleted or unknown. */
export async function findMemberForGame(db: DB, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'discord_id', 'username', 'display_name', 'is_admin', 'can_review_applications'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The members who deleted their account, as a subquery (the outbox erases what it holds of them, D37). */
export const deletedUserIds = (db: DB | Transaction<Database>) => db.selectFrom('users').select('id').where('deleted_at', 'is not', null);

/** Whether the member deleted their account (false for an unknown id). */
export async function isDeletedUser(db: DB | Transaction<Database>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('deleted_at').where('id', '=', userId).executeTakeFirst();
  return Boolean(row?.deleted_at);
}
