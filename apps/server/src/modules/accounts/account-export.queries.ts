import type { Kysely } from 'kysely';
import type { DB, Dialect } from '../../db/database.ts';
import { listColumns, listTables } from '../../db/catalogue.ts';
import { exportMemberResponses } from '../responses/index.ts';
import { findUserRow } from '../users/index.ts';
import { parseJsonColumn } from '../../lib/json-columns.ts';

/**
 * "Download my data" (D37): what the site holds about the signed-in member, as they gave it and as
 * they were told it: profile, linked accounts, every response with its questions as asked, the
 * answers, the decision notes they were sent, the status history and the conversation. Never staff
 * notes (D29), votes (D30), other members' names or the outbox: those are the staff's records.
 */

/** A stored answer as JSON when it is JSON (choices, availability), else its text. */
const parseJson = (text: string | null): unknown => (text === null ? null : (parseJsonColumn(text) ?? text));

/** Tables (other than the site's own) keyed by the member with a Steam column: a linked account kept apart from `users`. */
async function linkedAccountRows(db: DB, dialect: Dialect, userId: number): Promise<Array<Record<string, unknown>>> {
  const own = new Set(['users', 'sessions', 'form_responses', 'member_response_totals']);
  const accounts: Array<Record<string, unknown>> = [];
  for (const table of await listTables(db, dialect)) {
    if (own.has(table) || table.startsWith('kysely_')) continue;
    const columns = (await listColumns(db, dialect, table)).map((c) => c.name);
    if (!columns.includes('user_id') || !columns.some((c) => c.startsWith('steam'))) continue;
    const rows: Array<Record<string, unknown>> = await (db as unknown as Kysely<any>).selectFrom(table).selectAll().where('user_id', '=', userId).execute();
    for (const row of rows) {
      const fields = Object.entries(row).filter(([k]) => k !== 'id' && k !== 'user_id');
      accounts.push({ provider: 'steam', ...Object.fromEntries(fields.map(([k, v]) => [camel(k.replace(/^steam_?/, '') || 'id'), v])) });
    }
  }
  return accounts;
}

/** Columns of users that belong to a linked account other than Discord (a Steam link: steam_id, steam_persona_name, …). */
function linkedAccounts(user: Record<string, unknown>) {
  const accounts: Array<Record<string, unknown>> = [
    { provider: 'discord', id: user.discord_id, username: user.username, displayName: user.display_name, avatar: user.avatar, email: user.email },
  ];
  const steam = Object.entries(user).filter(([k, v]) => k.startsWith('steam') && v !== null && v !== undefined);
  if (steam.length > 0) accounts.push({ provider: 'steam', ...Object.fromEntries(steam.map(([k, v]) => [camel(k.replace(/^steam_?/, '') || 'id'), v])) });
  return accounts;
}

/** One entry per account: the same Steam account found on users and in a table of its own is merged. */
function mergeAccounts(accounts: Array<Record<string, unknown>>) {
  const merged: Array<Record<string, unknown>> = [];
  for (const account of accounts) {
    const same = merged.find((m) => m.provider === account.provider && m.id === account.id);
    if (same) Object.assign(same, account);
    else merged.push(account);
  }
  return merged;
}

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export async function readAccountExport(db: DB, dialect: Dialect, userId: number) {
  const user = await findUserRow(db, userId);
  if (!user) throw new Error(`no user ${userId} to export`);
  const responses = await exportMemberResponses(db, userId);

  return {
    format: 'creative-rp/account-export@1',
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      discordId: user.discord_id,
      username: user.username,
      displayName: user.display_name,
      avatar: user.avatar,
      email: user.email,
      discordRoles: parseJson(user.discord_roles as string),
      createdAt: user.created_at,
      lastLogin: user.last_login,
    },
    linkedAccounts: mergeAccounts([...linkedAccounts(user), ...(await linkedAccountRows(db, dialect, userId))]),
    responses,
  };
}
