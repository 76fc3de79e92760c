import type { Generated, Selectable } from 'kysely';

/** Tables of the forms domain (migration 0004_forms). Conventions as in db/schema.ts. */
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
  enable_pagination: number;
  discord_roles: string; // JSON {pending_review, pending_interview, accepted}
  webhook_incoming: string | null;
  webhook_response: string | null;
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
}

export interface FormResponsesTable {
  id: Generated<number>;
  form_id: number;
  user_id: number;
  status: string;
  submitted_at: string;
  created_at: string;
  updated_at: string;
  reviewed_at: string | null;
  reviewed_by: number | null;
  review_notes: string | null;
  interview_date: string | null;
  interview_notes: string | null;
  interview_availability: string; // JSON [{day, timeSlots[]}]
}

/** One answer with the question as it was asked (D7). */
export interface ResponseAnswersTable {
  id: Generated<number>;
  response_id: number;
  question_id: number | null;
  position: number;
  question_title: string;
  question_type: string;
  question_description: string | null;
  question_required: number;
  question_page: number;
  question_options: string; // JSON [{id, label}]
  question_rating_max: number | null;
  answer: string; // text, rating, 'YYYY-MM-DD', or JSON list of option ids
}

export interface ResponseStatusHistoryTable {
  id: Generated<number>;
  response_id: number;
  from_status: string | null;
  to_status: string;
  changed_by: number | null;
  changed_at: string;
  notes: string | null;
}

export interface FormTables {
  forms: FormsTable;
  form_questions: FormQuestionsTable;
  form_responses: FormResponsesTable;
  response_answers: ResponseAnswersTable;
  response_status_history: ResponseStatusHistoryTable;
}

export type FormRow = Selectable<FormsTable>;
export type QuestionRow = Selectable<FormQuestionsTable>;
export type ResponseRow = Selectable<FormResponsesTable>;
