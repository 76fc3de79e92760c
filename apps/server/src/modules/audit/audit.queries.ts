import type { Transaction } from 'kysely';
import { now, type DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** Action names (contracts.md); the audit log filter offers exactly these. */
export const auditActions = [
  'form.create',
  'form.update',
  'form.delete',
  'form.toggle',
  'form.webhook_secret_rotate',
  'response.decision',
  'response.take',
  'response.note_add',
  'response.note_edit',
  'response.note_delete',
  'response.vote',
  'response.vote_withdraw',
  'delivery.retry',
  'server.add',
  'server.refresh',
  'server.delete',
  'page.update',
  'game_key.create',
  'game_key.revoke',
] as const;
export type AuditAction = (typeof auditActions)[number];

export interface AuditEntry {
  actorId: number | null;
  action: AuditAction | (string & {});
  targetType: string;
  targetId: string | number | null;
  /** What changed, in a few words: "Deactivated 'Staff Application'", "Changed title, 3 questions". */
  summary: string;
}

const SUMMARY_MAX = 500;

/**
 * Records one staff action. Call it with the transaction of the action itself, so the row is
 * written exactly when the action is and rolls back with it.
 */
export async function recordAudit(trx: Transaction<Database>, entry: AuditEntry): Promise<void> {
  const summary = entry.summary.length > SUMMARY_MAX ? `${entry.summary.slice(0, SUMMARY_MAX - 1)}…` : entry.summary;
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId === null ? null : String(entry.targetId),
      summary,
      created_at: now(),
    })
    .execute();
}

/** Quotes a name for a summary, shortened so a long title cannot crowd out what changed. */
export function quoted(name: string, max = 80): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  return `'${clean.length > max ? `${clean.slice(0, max - 1)}…` : clean}'`;
}

/** Takes back the entries of a change that was undone as a whole (an add found to duplicate another, in its transaction). */
export async function deleteAuditEntries(db: DB | Transaction<Database>, action: AuditAction, targetId: string): Promise<void> {
  await db.deleteFrom('audit_log').where('action', '=', action).where('target_id', '=', targetId).execute();
}
