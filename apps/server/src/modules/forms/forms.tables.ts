import type { Generated, Selectable } from 'kysely';

/** Tables of form definitions (migration 0004_forms). Conventions as in db/schema.ts. */
export interface FormsTable {
  id: Generated<number>;
  slug: string;
  type: string; // 'application' | 'survey'
  title: string;
  description: string; // sanitized HTML
  requirements: string | null; // sanitized HTML
  deadline: string | null;
  is_active: number;
  requires_interview: number;
  /** D30 (0013). */
  votes_required: Generated<number>;
  voting_binding: Generated<number>;
  /** D42 (0022): hours an open response may wait before it is overdue; 0 = no target. */
  review_target_hours: Generated<number>;
  /** D34 (0015): eligibility gates; role lists are JSON arrays of ids. */
  require_steam: Generated<number>;
  min_gmod_hours: Generated<number>;
  min_guild_days: Generated<number>;
  required_role_ids: Generated<string>;
  blocked_role_ids: Generated<string>;
  cooldown_days: Generated<number>;
  /** D32 (0017). */
  staff_channel_id: Generated<string | null>;
  enable_pagination: number;
  discord_roles: string; // JSON {pending_review, pending_interview, accepted}
  webhook_incoming: string | null;
  webhook_response: string | null;
  /** 'whsec_' + base64 key signing this form's webhooks (0006_deliveries); set for every form. */
  webhook_secret: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface FormQuestionsTable {
  id: Generated<number>;
  form_id: number;
  type: string; // canonical question type (D5)
  title: string;
  description: string | null;
  placeholder: string | null;
  is_required: number;
  page_number: number;
  display_order: number;
  options: string; // JSON [{id, label}]
  rating_max: number | null;
  /** JSON {questionId, anyOf} or null: the question's condition (0014_question_conditions, D35). */
  show_if: string | null;
}

export interface FormTables {
  forms: FormsTable;
  form_questions: FormQuestionsTable;
}

export type FormRow = Selectable<FormsTable>;
export type QuestionRow = Selectable<FormQuestionsTable>;
