import type { Generated, Selectable } from 'kysely';

/** One stored result of a system status check, kept 24 h (migration 0007_users_status_audit). */
export interface StatusChecksTable {
  id: Generated<number>;
  component: string; // 'database' | 'payment' | 'discord-auth' | 'discord-bot'
  status: string; // 'online' | 'offline' | 'error'
  latency_ms: number | null;
  message: string | null;
  checked_at: string;
}

export interface StatusTables {
  status_checks: StatusChecksTable;
}

export type StatusCheckRow = Selectable<StatusChecksTable>;
