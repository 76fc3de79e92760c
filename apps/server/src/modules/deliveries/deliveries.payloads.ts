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
    applicant: { discordId: string; username: string; displayName: string };
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
