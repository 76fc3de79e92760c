import {
  isChoiceType,
  normalizeQuestionType,
  optionIdPattern,
  ratingMaxRange,
  type AdminFormDetail,
  type AdminFormListItem,
  type DiscordRoleAssignments,
  type FormSummary,
  type FormType,
  type Question,
  type QuestionCondition,
  type QuestionOption,
} from '@crp/shared';
import { toBool } from '../../db/database.ts';
import type { FormRow, QuestionRow } from './forms.tables.ts';
import { gatesOf } from './form-gates.mappers.ts';
import { parseJsonColumn as parseJson } from '../../lib/json-columns.ts';

/** Counts come back as numbers on SQLite and as bigint strings on PostgreSQL. */
export const toCount = (value: unknown): number => Number(value ?? 0);


/** Stored option lists are ours, but a malformed one is treated as empty, never a crash (admin-area §5). */
export function parseOptions(text: string | null): QuestionOption[] {
  const value = parseJson(text);
  if (!Array.isArray(value)) return [];
  return value.filter(
    (o): o is QuestionOption => typeof o === 'object' && o !== null && typeof o.id === 'string' && optionIdPattern.test(o.id) && typeof o.label === 'string',
  );
}

export function parseRoles(text: string): DiscordRoleAssignments {
  const value = parseJson(text) as Partial<Record<keyof DiscordRoleAssignments, unknown>> | null;
  const pick = (key: keyof DiscordRoleAssignments) => (typeof value?.[key] === 'string' ? (value[key] as string) : '');
  return { pending_review: pick('pending_review'), pending_interview: pick('pending_interview'), accepted: pick('accepted') };
}

export const formTypeOf = (value: string): FormType => (value === 'survey' ? 'survey' : 'application');

/** Closed when disabled or once the deadline has passed (D8). */
export function isFormOpen(row: Pick<FormRow, 'is_active' | 'deadline'>, at = Date.now()): boolean {
  return toBool(row.is_active) && (row.deadline === null || Date.parse(row.deadline) > at);
}

export function toQuestion(row: QuestionRow): Question {
  const type = normalizeQuestionType(row.type);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type,
    placeholder: row.placeholder,
    isRequired: toBool(row.is_required),
    pageNumber: Math.max(1, row.page_number),
    displayOrder: row.display_order,
    options: isChoiceType(type) ? parseOptions(row.options) : [],
    ratingScale: type === 'rating' ? { min: 1, max: clampRatingMax(row.rating_max) } : null,
    showIf: parseCondition(row.show_if),
  };
}

/** A stored condition (D35); a malformed one reads as none, never a crash. */
export function parseCondition(text: string | null | undefined): QuestionCondition | null {
  const value = parseJson(text ?? null) as { questionId?: unknown; anyOf?: unknown } | null;
  if (!value || typeof value !== 'object' || !Number.isInteger(value.questionId) || !Array.isArray(value.anyOf)) return null;
  const anyOf = value.anyOf.filter((id): id is string => typeof id === 'string');
  return { questionId: value.questionId as number, anyOf };
}

export function clampRatingMax(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isInteger(value)) return ratingMaxRange.default;
  return Math.min(ratingMaxRange.max, Math.max(ratingMaxRange.min, value));
}

export function toFormSummary(row: FormRow & { question_count: unknown }): FormSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    type: formTypeOf(row.type),
    isActive: toBool(row.is_active),
    isOpen: isFormOpen(row),
    closeDate: row.deadline,
    requiresInterview: toBool(row.requires_interview),
    enablePagination: toBool(row.enable_pagination),
    questionCount: toCount(row.question_count),
  };
}

export function toAdminListItem(row: FormRow & { question_count: unknown; response_count: unknown }): AdminFormListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    type: formTypeOf(row.type),
    isActive: toBool(row.is_active),
    questions: toCount(row.question_count),
    responses: toCount(row.response_count),
    deadline: row.deadline,
    createdAt: row.created_at,
  };
}

export function toAdminDetail(row: FormRow, questions: QuestionRow[], responseCount: number): AdminFormDetail {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    type: formTypeOf(row.type),
    isActive: toBool(row.is_active),
    deadline: row.deadline,
    requiresInterview: toBool(row.requires_interview),
    enablePagination: toBool(row.enable_pagination),
    votesRequired: row.votes_required,
    votingBinding: toBool(row.voting_binding),
    reviewTargetHours: row.review_target_hours,
    ...gatesOf(row),
    staffChannelId: row.staff_channel_id,
    discordRoleAssignments: parseRoles(row.discord_roles),
    webhookIncoming: row.webhook_incoming,
    webhookResponse: row.webhook_response,
    webhookSecret: row.webhook_secret ?? '',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    responseCount,
    questions: questions.map(toQuestion),
  };
}
