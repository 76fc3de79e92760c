import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';

/**
 * When the member was last rejected on each form (D34's cooldown): the latest decision time of
 * their rejected responses, per form.
 */
export async function lastRejections(db: DB, userId: number, formIds: number[]): Promise<Map<number, string>> {
  if (formIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('form_responses')
    .select(['form_id', sql<string>`max(coalesce(reviewed_at, updated_at))`.as('at')])
    .where('user_id', '=', userId)
    .where('status', '=', 'rejected')
    .where('form_id', 'in', formIds)
    .groupBy('form_id')
    .execute();
  return new Map(rows.filter((r) => r.at).map((r) => [r.form_id, r.at]));
}
