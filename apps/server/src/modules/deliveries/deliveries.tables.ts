import type { Generated, Selectable } from 'kysely';

/** The outbox of side effects (migration 0006_deliveries). Conventions as in db/schema.ts. */
export interface DeliveriesTable {
  id: Generated<number>;
  response_id: number | null;
  form_id: number | null;
  /** The member the delivery is about (the applicant, 0023): their account's deletion erases it. */
  member_id: Generated<number | null>;
  kind: string; // DeliveryKind
  event: string; // the status the response entered
  target: string;
  /** Deliveries that must not overtake each other share a chain key; the worker sends a chain in id order. */
  chain_key: string;
  payload: string; // JSON, see deliveries.payloads.ts
  idempotency_key: string;
  status: Generated<string>; // DeliveryStatus
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  locked_until: string | null;
  locked_by: string | null;
  delivered_at: string | null;
  created_at: string;
}

/** A response's message in its form's staff channel and the thread on it (0017, D32); written by the post's delivery. */
export interface StaffPostsTable {
  response_id: number;
  channel_id: string;
  message_id: string;
  thread_id: string | null;
  created_at: string;
}

export interface DeliveryTables {
  deliveries: DeliveriesTable;
  staff_posts: StaffPostsTable;
}

export type DeliveryRow = Selectable<DeliveriesTable>;
