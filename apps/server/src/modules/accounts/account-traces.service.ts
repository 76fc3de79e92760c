import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Kysely } from 'kysely';
import { listColumns, listTables } from '../../db/catalogue.ts';
import { flushErasedPages } from '../../db/wal.ts';
import { redactAuditSummaries } from '../audit/index.ts';
import { responseIdsOfMember } from '../responses/index.ts';
import { eraseAddedUserColumns, findUserRow } from '../users/index.ts';
import { eraseMemberDeliveries } from '../deliveries/index.ts';

/**
 * D37: after an account's deletion (D28) nothing keeps who the member was. The deletion itself
 * empties the user row's known fields; this erases the copies elsewhere (the outbox, the audit
 * log) and any personal column added to `users` since (a linked Steam account, …).
 */

/** Columns of `users` that are not about who the member is, or that the deletion itself rewrites. */
const notIdentity = new Set(['id', 'discord_roles', 'created_at', 'last_login', 'deleted_at', 'search_text', 'is_active']);
/** Kept after deletion: the row's own key and marks ('Deleted user', the one-way hash, the time). */
const keptOnDeletedRow = new Set(['id', 'discord_id', 'username', 'display_name', 'created_at', 'deleted_at', 'discord_roles']);

export interface MemberIdentity {
  userId: number;
  /** Every value that identifies the member: Discord ID, username, display name, e-mail, avatar, Steam ID… */
  identifiers: string[];
}

/** Read before the deletion erases the row: the values to hunt for afterwards. */
export async function memberIdentity(ctx: AppContext, userId: number): Promise<MemberIdentity> {
  const row = await findUserRow(ctx.db, userId);
  const identifiers = new Set<string>();
  for (const [column, value] of Object.entries(row ?? {})) {
    if (notIdentity.has(column) || /^(is|can)_/.test(column) || /_at$/.test(column)) continue;
    if (typeof value === 'string' && value.trim().length >= 2) identifiers.add(value.trim());
    if (typeof value === 'number' && String(value).length >= 10) identifiers.add(String(value)); // a numeric id kept as a number
  }
  return { userId, identifiers: [...identifiers] };
}

/**
 * Runs right after the deletion committed. Every personal column `users` has gained since D28
 * (nullable, not generated) is emptied; the member's deliveries and the audit rows about them are
 * redacted. Pending deliveries keep what they need to send; the worker erases each as it ends.
 */
export async function eraseAccountTraces(ctx: AppContext, identity: MemberIdentity, log?: FastifyBaseLogger): Promise<void> {
  const { db, dialect } = ctx;
  const { userId, identifiers } = identity;
  await eraseAddedUserColumns(db, dialect, userId, keptOnDeletedRow);
  const linked = await deleteMemberRows(ctx, userId, log);
  const deliveryIds = await eraseMemberDeliveries(db, dialect, userId, identifiers);
  const responseIds = await responseIdsOfMember(db, userId);
  const redacted = await redactAuditSummaries(db, dialect, {
    identifiers,
    targets: [
      { type: 'response', ids: responseIds },
      { type: 'delivery', ids: deliveryIds },
      { type: 'user', ids: [userId] },
    ],
  });
  // SQLite: earlier versions of the erased pages still sit in the WAL file until it is checkpointed; copy them back and empty it now.
  await flushErasedPages(db, dialect).catch((err) => log?.warn({ err }, 'WAL checkpoint after a deletion failed'));
  log?.info({ userId, deliveries: deliveryIds.length, auditRows: redacted, linkedRows: linked }, 'deleted account: traces erased');
}

/**
 * Tables keyed by the member that D28 keeps: their responses (for the staff's records, under
 * 'Deleted user') and the counters kept by triggers on them. Sessions are deleted by the deletion.
 */
const keptMemberTables = new Set(['users', 'form_responses', 'member_response_totals', 'sessions']);

/**
 * Rows of any other table keyed by the member (`user_id`): a linked account (a Steam link), cached
 * facts about them. Found in the catalogue, so a table added later is covered without a change here.
 */
async function deleteMemberRows(ctx: AppContext, userId: number, log?: FastifyBaseLogger): Promise<number> {
  const { db, dialect } = ctx;
  let deleted = 0;
  for (const table of await listTables(db, dialect)) {
    if (keptMemberTables.has(table) || table.startsWith('kysely_')) continue;
    const columns = await listColumns(db, dialect, table);
    if (!columns.some((c) => c.name === 'user_id')) continue;
    try {
      const result = await (db as unknown as Kysely<any>).deleteFrom(table).where('user_id', '=', userId).executeTakeFirst();
      deleted += Number(result.numDeletedRows);
    } catch (err) {
      log?.warn({ err, table }, 'could not delete a deleted member’s rows');
    }
  }
  return deleted;
}
