import type { FormType, ResponseStatus } from '@crp/shared';
import type { Generated, Selectable } from 'kysely';

/** Tables of submitted responses (migration 0004_forms). Conventions as in db/schema.ts. */
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
  /** The form's type, copied (0005_review); a trigger follows a form's type change. */
  form_type: string;
  /** The reviewer who took it for review (0005_review). */
  assigned_to: Generated<number | null>;
  assigned_at: Generated<string | null>;
  /** The conversation with the applicant (0013, D31): kept with each message. */
  message_count: Generated<number>;
  last_message_from: Generated<string | null>;
  /** The SteamID64 linked when the member submitted (0023, D43 e): review, CSV and webhooks show this one. */
  steam_id: Generated<string | null>;
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

/** Kept by triggers on form_responses (0005_review): never written by app code. */
export interface ResponseCountersTable {
  form_type: string;
  status: string;
  /** PostgreSQL only (0018): several rows per pair, summed by readers. */
  shard?: number;
  n: number;
}

/** A column of member_response_totals: responses of one form type in one status. */
export type MemberTotalColumn = `${FormType}_${ResponseStatus}`;

/**
 * PostgreSQL only: one row per member with their responses per form type and status (0019, was
 * member_response_counters 0012); kept by triggers on form_responses, never written by app code.
 */
export type MemberResponseTotalsTable = { user_id: number } & Record<MemberTotalColumn, number>;

/** Staff notes (0013, D29). */
export interface ResponseNotesTable {
  id: Generated<number>;
  response_id: number;
  author_id: number | null;
  body: string;
  created_at: string;
  edited_at: string | null;
}

/** Reviewers' votes, one per reviewer and response (0013, D30). */
export interface ResponseVotesTable {
  id: Generated<number>;
  response_id: number;
  voter_id: number;
  vote: string;
  reason: string | null;
  created_at: string;
}

/**
 * One compact row per response for staff insights (0026, decision 0041): its submit, first staff
 * action and decision, with the seconds between them. Kept by the write path in the move's
 * transaction (insights-summary.queries.ts); goes with its response.
 */
export interface ResponseInsightsTable {
  response_id: number;
  form_id: number;
  submitted_at: string;
  /** The earliest claim, decision (by a person or the votes), vote (as it stands) or note. */
  first_action_at: string | null;
  first_action_s: number | null;
  /** The move into accepted or rejected (an interview pass or fail included); null while undecided. */
  decided_at: string | null;
  /** Null: decided by the votes (D30). */
  decided_by: number | null;
  outcome: string | null;
  decision_s: number | null;
}

/** The conversation with the applicant (0013, D31). */
export interface ResponseMessagesTable {
  id: Generated<number>;
  response_id: number;
  author_id: number | null;
  from_staff: number;
  body: string;
  created_at: string;
}

export interface ResponseTables {
  response_notes: ResponseNotesTable;
  response_votes: ResponseVotesTable;
  response_messages: ResponseMessagesTable;
  response_counters: ResponseCountersTable;
  member_response_totals: MemberResponseTotalsTable;
  form_responses: FormResponsesTable;
  response_answers: ResponseAnswersTable;
  response_status_history: ResponseStatusHistoryTable;
  response_insights: ResponseInsightsTable;
}

export type ResponseRow = Selectable<FormResponsesTable>;
