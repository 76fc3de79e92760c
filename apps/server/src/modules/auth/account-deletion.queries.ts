import { createHmac } from 'node:crypto';
import { openStatuses } from '@crp/shared';
import type { Transaction } from 'kysely';
import { now, type DB, type Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** What a deleted member's name fields read everywhere staff look (D28). */
export const DELETED_USER_NAME = 'Deleted user';

/**
 * The Discord ID is replaced by a keyed one-way hash: the same person signing in again does not
 * match it and starts as a new member, and the row id keeps two deletions of one person apart.
 */
export function erasedDiscordId(secret: string, discordId: string, userId: number): string {
  return `deleted_${createHmac('sha256', secret).update(`${discordId}:${userId}`).digest('hex').slice(0, 32)}`;
}

export interface DeletedAccount {
  withdrawnResponseIds: number[];
}

/**
 * Deletes a member's own account in one transaction (D28): open applications are withdrawn with
 * their status history, every session ends, personal fields are erased. Responses stay, under
 * 'Deleted user', for the staff's records. `onWithdrawn` runs inside the transaction for each
 * withdrawn response so its side effects (role removals) are queued atomically with it.
 */
export async function deleteAccount(
  db: DB,
  dialect: Dialect,
  userId: number,
  secret: string,
  onWithdrawn?: (trx: Transaction<Database>, change: { responseId: number; formId: number; fromStatus: string; at: string }) => Promise<void>,
): Promise<DeletedAccount | undefined> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'discord_id', 'deleted_at'])
      .where('id', '=', userId)
      .$if(dialect === 'postgres', (qb) => qb.forUpdate())
      .executeTakeFirst();
    if (!user || user.deleted_at) return undefined;
    const at = now();
    const open = await trx
      .selectFrom('form_responses')
      .innerJoin('forms', 'forms.id', 'form_responses.form_id')
      .select(['form_responses.id', 'form_responses.form_id', 'form_responses.status'])
      .where('form_responses.user_id', '=', userId)
      .where('forms.type', '=', 'application') // survey answers are not applications: nothing to withdraw
      .where('form_responses.status', 'in', [...openStatuses])
      .$if(dialect === 'postgres', (qb) => qb.forUpdate())
      .execute();
    for (const response of open) {
      await trx
        .updateTable('form_responses')
        .set({ status: 'withdrawn', updated_at: at })
        .where('id', '=', response.id)
        .where('status', '=', response.status)
        .execute();
      await trx
        .insertInto('response_status_history')
        .values({
          response_id: response.id,
          from_status: response.status,
          to_status: 'withdrawn',
          changed_by: userId,
          changed_at: at,
          notes: 'Withdrawn: the applicant deleted their account',
        })
        .execute();
      await onWithdrawn?.(trx, { responseId: response.id, formId: response.form_id, fromStatus: response.status, at });
    }
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx
      .updateTable('users')
      .set({
        discord_id: erasedDiscordId(secret, user.discord_id, userId),
        username: DELETED_USER_NAME,
        display_name: DELETED_USER_NAME,
        avatar: null,
        email: null,
        discord_roles: '[]',
        is_admin: 0,
        can_manage_applications: 0,
        can_review_applications: 0,
        can_manage_store: 0,
        is_active: 0,
        last_login: null,
        deleted_at: at,
      })
      .where('id', '=', userId)
      .execute();
    return { withdrawnResponseIds: open.map((r) => r.id) };
  });
}
