import {
  interviewAvailabilitySchema,
  isOverdue,
  isChoiceType,
  normalizeQuestionType,
  responseStatusSchema,
  type InterviewAvailability,
  type ResponseDelivery,
  type ResponseDetail,
  type ResponseListItem,
  type ResponseStatus,
  type ReviewAnswer,
  type ReviewPerson,
  type StaffNote,
  type VoteTally,
} from '@crp/shared';
import { toBool } from '../../db/database.ts';
import { formTypeOf, gatesOf, parseOptions } from '../forms/index.ts';
import type { SteamAccount } from '@crp/shared';
import type { AnswerRow, HistoryRow, ListRow, ReviewRow } from './review.queries.ts';
import { parseJsonColumn, stringListColumn } from '../../lib/json-columns.ts';

const asStatus = (value: string): ResponseStatus => {
  const parsed = responseStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : 'submitted';
};

/** A person as staff screens show them: display name, else username. */
function person(displayName: string | null, username: string | null, discordId: string | null): ReviewPerson | null {
  if (discordId === null) return null;
  return { displayName: displayName?.trim() || username || 'Unknown User', discordId };
}

function formRef(type: string, title: string) {
  return formTypeOf(type) === 'application' ? { application: { title } } : { survey: { title } };
}

export function toResponseListItem(row: ListRow, tally: { approve: number; deny: number } = { approve: 0, deny: 0 }, nowMs = Date.now()): ResponseListItem {
  return {
    id: row.id,
    formId: row.form_id,
    type: formTypeOf(row.form_type),
    ...formRef(row.form_type, row.form_title),
    user: { displayName: row.display_name?.trim() || row.username, username: row.username, discordId: row.discord_id },
    submittedAt: row.submitted_at,
    createdAt: row.created_at,
    status: asStatus(row.status),
    assignedTo: person(row.assigned_display_name, row.assigned_username, row.assigned_discord_id),
    votes: { approve: tally.approve, deny: tally.deny, required: row.votes_required },
    messages: { count: row.message_count, lastFrom: row.last_message_from === 'staff' || row.last_message_from === 'applicant' ? row.last_message_from : null },
    overdue: isOverdue(row.status, row.submitted_at, Number(row.review_target_hours), nowMs),
  };
}

/** Stored availability is ours, but a malformed value reads as none (admin-area §3.2). */
export function parseAvailability(text: string): InterviewAvailability {
  try {
    const parsed = interviewAvailabilitySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** A choice answer: a JSON list of option ids; an older single id (JSON string or plain text) reads as a list of one. */
function parseIds(text: string): string[] {
  const value = parseJsonColumn(text);
  if (Array.isArray(value)) return stringListColumn(text);
  if (typeof value === 'string') return [value];
  return value === null && text ? [text] : [];
}

/** An answer with its question as it was asked (D7); choice answers carry their labels (D6). */
export function toReviewAnswer(row: AnswerRow): ReviewAnswer {
  const type = normalizeQuestionType(row.question_type);
  const options = isChoiceType(type) ? parseOptions(row.question_options) : [];
  const question = {
    id: row.question_id,
    title: row.question_title,
    description: row.question_description,
    type,
    isRequired: toBool(row.question_required),
    options,
    ratingMax: type === 'rating' ? row.question_rating_max : null,
    pageNumber: row.question_page,
    position: row.position,
  };
  if (!isChoiceType(type)) return { id: row.id, answer: row.answer, optionIds: null, question };
  const ids = row.answer === '' ? [] : parseIds(row.answer);
  const labels = ids.map((id) => options.find((o) => o.id === id)?.label ?? id);
  const answer = type === 'multiple_choice' ? labels : (labels[0] ?? '');
  return { id: row.id, answer, optionIds: ids, question };
}

export function choiceAnswerText(answer: ReviewAnswer['answer']): string {
  return Array.isArray(answer) ? answer.join('; ') : answer;
}

export interface DetailParts {
  row: ReviewRow;
  answers: AnswerRow[];
  history: HistoryRow[];
  deliveries: ResponseDelivery[];
  allowedStatuses: ResponseStatus[];
  isOwnResponse: boolean;
  notes: StaffNote[];
  votes: VoteTally;
  decidedByVote: boolean;
  staffPost: ResponseDetail['staffPost'];
  steam: SteamAccount | null;
}

export function toResponseDetail({ row, answers, history, deliveries, allowedStatuses, isOwnResponse, notes, votes, decidedByVote, staffPost, steam }: DetailParts): ResponseDetail {
  const type = formTypeOf(row.form_type);
  return {
    id: row.id,
    formId: row.form_id,
    type,
    ...(type === 'application'
      ? { application: { title: row.form_title, requiresInterview: toBool(row.requires_interview) } }
      : { survey: { title: row.form_title } }),
    user: {
      id: row.user_id,
      displayName: row.display_name?.trim() || row.username,
      username: row.username,
      discordId: row.discord_id,
      steam,
      guildJoinedAt: row.guild_joined_at,
    },
    gates: gatesOf(row),
    submittedAt: row.submitted_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    status: asStatus(row.status),
    reviewNotes: row.review_notes,
    reviewedAt: row.reviewed_at,
    reviewedBy: person(row.reviewer_display_name, row.reviewer_username, row.reviewer_discord_id),
    answers: answers.map(toReviewAnswer),
    availableTimeSlots: parseAvailability(row.interview_availability),
    interviewScheduled: row.interview_date !== null,
    interviewDate: row.interview_date,
    interviewNotes: row.interview_notes,
    assignedTo: person(row.assigned_display_name, row.assigned_username, row.assigned_discord_id),
    assignedAt: row.assigned_at,
    history: history.map((h) => ({
      fromStatus: h.from_status === null ? null : asStatus(h.from_status),
      toStatus: asStatus(h.to_status),
      by: person(h.display_name, h.username, h.discord_id),
      at: h.changed_at,
      notes: h.notes,
    })),
    deliveries,
    allowedStatuses,
    isOwnResponse,
    notes,
    votes,
    decidedByVote,
    staffPost,
  };
}
