import type { ResponseStatus } from '@crp/shared';

/**
 * What a delivery row carries (deliveries.payload, JSON). Everything is captured when the event
 * happens (the outbox snapshot); messages and bodies are rendered when sent, with the settings of
 * that moment (PUBLIC_URL, the form's current secret and address).
 */

export interface RolePayload {
  op: 'add' | 'remove';
  discordId: string;
  roleId: string;
  /** X-Audit-Log-Reason: names the form and who made the change. */
  reason: string;
}

export interface DirectMessagePayload {
  discordId: string;
  applicantName: string;
  formTitle: string;
  status: ResponseStatus;
  notes: string | null;
  interviewDate: string | null;
}

/** A staff message to the applicant (D31): the start of the text and a link to the dashboard. */
export interface StaffMessagePayload {
  type: 'staff_message';
  discordId: string;
  applicantName: string;
  formTitle: string;
  excerpt: string;
}

export interface AnswerLine {
  question: string;
  answer: string;
}

/** The Standard Webhooks body of D24; also the source of the Discord embed. */
export interface WebhookEventBody {
  type: 'response.submitted' | 'response.status_changed' | 'test';
  timestamp: string;
  data: {
    responseId: number;
    form: { id: number; title: string; type: 'application' | 'survey' };
    /** steamId: the linked Steam account (D33), null when none. */
    applicant: { discordId: string; username: string; displayName: string; steamId?: string | null };
    status: ResponseStatus;
    previousStatus: ResponseStatus | null;
    reviewNotes: string | null;
    interviewDate: string | null;
  };
}

export interface WebhookPayload {
  /** Which of the form's two addresses: read again at send time, so a corrected address is used on retry. */
  slot: 'incoming' | 'response';
  /** The address when the event happened (shown to staff, masked). */
  url: string;
  body: WebhookEventBody;
  /** For the Discord embed only. */
  reviewer: string | null;
  answers: AnswerLine[];
}

/**
 * A response's post in its form's staff channel (D32), as facts: rendered into Discord's embed and
 * buttons when sent (staff-post-message.ts), so the review link uses PUBLIC_URL of that moment.
 * `create` posts the message and starts its thread; `edit` rewrites it with the facts of the change.
 */
export interface StaffPostPayload {
  type: 'create' | 'edit';
  channelId: string;
  responseId: number;
  formTitle: string;
  applicant: { discordId: string; username: string; displayName: string };
  steamId: string | null;
  /** The first answers as asked, plain words (create; edits carry them too so the embed stays whole). */
  answers: AnswerLine[];
  status: ResponseStatus;
  votes: { approve: number; deny: number; required: number; binding: boolean } | null;
  /** Who decided (DECIDED_BY_VOTES when the binding votes did), who has it under review. */
  decidedBy: string | null;
  assignedTo: string | null;
  submittedAt: string;
}

/** `decidedBy` of a staff post when the binding votes decided: the post says it in its language. */
export const DECIDED_BY_VOTES = 'the votes';
