import type { Generated, Selectable } from 'kysely';

/** Staff actions, written in the transaction of the action (migration 0007_users_status_audit). */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: string | null;
  summary: string;
  created_at: string;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}

export type AuditRow = Selectable<AuditLogTable>;
