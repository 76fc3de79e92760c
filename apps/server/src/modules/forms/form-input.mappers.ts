import { randomBytes } from 'node:crypto';
import {
  conditionIssues,
  formAdminMessages,
  isChoiceType,
  isBlankRichText,
  normalizeQuestionType,
  parseDeadline,
  ratingMaxRange,
  type DiscordRoleAssignments,
  type FormSave,
  type FormSaveQuestion,
  type FormType,
  type QuestionOption,
  type QuestionType,
  type ConditionQuestion,
} from '@crp/shared';
import { toBool } from '../../db/database.ts';
import type { EligibilityGates } from '@crp/shared';
import { gatesDraft } from './form-gates.mappers.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { ValidationError } from '../../lib/domain-errors.ts';
import type { FormRow, QuestionRow } from './forms.tables.ts';
import { clampRatingMax, formTypeOf, parseOptions, parseRoles } from './forms.mappers.ts';

export interface QuestionDraft {
  /** The stored question this one updates in place, or null for a new question. */
  id: number | null;
  type: QuestionType;
  title: string;
  description: string | null;
  placeholder: string | null;
  isRequired: boolean;
  pageNumber: number;
  displayOrder: number;
  options: QuestionOption[];
  ratingMax: number | null;
  /** Asked only when the question at `sourceIndex` of the same draft has one of `anyOf` chosen (D35). */
  showIf: { sourceIndex: number; anyOf: string[] } | null;
}

export interface FormDraft {
  type: FormType;
  title: string;
  description: string;
  requirements: string | null;
  deadline: string | null;
  isActive: boolean;
  requiresInterview: boolean;
  enablePagination: boolean;
  /** D30: votes needed (0 = none) and whether they decide; surveys never vote. */
  votesRequired: number;
  votingBinding: boolean;
  /** D42: hours before an open response is overdue (0 = none). */
  reviewTargetHours: number;
  /** D34: who may apply. */
  gates: EligibilityGates;
  /** D32: the staff channel of review from Discord (applications only). */
  staffChannelId: string | null;
  roles: DiscordRoleAssignments;
  webhookIncoming: string | null;
  webhookResponse: string | null;
  questions: QuestionDraft[];
}

interface Existing {
  form: FormRow;
  questions: QuestionRow[];
}

type Issue = { path: string; message: string };

const blankToNull = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/**
 * Turns the editor's payload (either field naming, D4/D5) into a clean draft. On update, fields
 * the payload leaves out keep their stored values; title and questions are always required.
 */
export function toFormDraft(body: FormSave, existing?: Existing): FormDraft {
  const title = body.title?.trim() ?? '';
  const inputQuestions = body.questions ?? [];
  if (!title || inputQuestions.length === 0) throw new ValidationError(formAdminMessages.titleAndQuestion);

  const stored = existing?.form;
  const type: FormType = body.type ?? (stored ? formTypeOf(stored.type) : 'application');
  const description = sanitizeRichText(body.description ?? (body.description === null ? '' : (stored?.description ?? '')));
  const requirementsInput = body.requirements === undefined ? (stored?.requirements ?? null) : body.requirements;
  const requirements = requirementsInput === null ? null : sanitizeRichText(requirementsInput);
  const storedRoles = stored ? parseRoles(stored.discord_roles) : { pending_review: '', pending_interview: '', accepted: '' };
  const roleInput = body.discordRoleAssignments;

  const issues: Issue[] = [];
  const byId = new Map((existing?.questions ?? []).map((q) => [q.id, q]));
  const claimed = new Set<number>();
  const questions = inputQuestions.map((q, index) => {
    const match = q.id !== undefined && byId.has(q.id) && !claimed.has(q.id) ? byId.get(q.id) : undefined;
    if (match) claimed.add(match.id);
    return toQuestionDraft(q, index, match, issues);
  });
  if (issues.length > 0) throw new ValidationError('Please fix the highlighted questions.', issues);
  untieDisplayOrder(questions);
  resolveConditions(inputQuestions, questions);

  const deadline = body.hasDeadline === false ? null : body.deadline === undefined ? (stored?.deadline ?? null) : parseDeadline(body.deadline);
  // A new or moved deadline must lie ahead; a form that already closed keeps its date through later edits (decision 0010).
  if (deadline !== null && Date.parse(deadline) <= Date.now() && deadline !== stored?.deadline) {
    throw new ValidationError(formAdminMessages.deadlinePast, [{ path: 'deadline', message: formAdminMessages.deadlinePast }]);
  }

  return {
    type,
    title,
    description,
    requirements: requirements === null || isBlankRichText(requirements) ? null : requirements,
    deadline,
    isActive: body.isActive ?? (stored ? toBool(stored.is_active) : true),
    // Interviews and role assignments exist for applications only (admin-area §5).
    requiresInterview: type === 'survey' ? false : (body.requiresInterview ?? (stored ? toBool(stored.requires_interview) : true)),
    enablePagination: body.enablePagination ?? (stored ? toBool(stored.enable_pagination) : false),
    votesRequired: type === 'survey' ? 0 : (body.votesRequired ?? stored?.votes_required ?? 0),
    votingBinding: type === 'survey' ? false : (body.votingBinding ?? (stored ? toBool(stored.voting_binding) : false)),
    // Surveys are never decided, so they have no review target.
    reviewTargetHours: type === 'survey' ? 0 : (body.reviewTargetHours ?? stored?.review_target_hours ?? 0),
    gates: gatesDraft(body, stored),
    staffChannelId: type === 'survey' ? null : body.staffChannelId === undefined ? (stored?.staff_channel_id ?? null) : blankToNull(body.staffChannelId),
    roles: {
      pending_review: roleInput === undefined ? storedRoles.pending_review : (roleInput?.pending_review ?? ''),
      pending_interview: roleInput === undefined ? storedRoles.pending_interview : (roleInput?.pending_interview ?? ''),
      accepted: roleInput === undefined ? storedRoles.accepted : (roleInput?.accepted ?? ''),
    },
    webhookIncoming: body.webhookIncoming === undefined ? (stored?.webhook_incoming ?? null) : blankToNull(body.webhookIncoming),
    webhookResponse: body.webhookResponse === undefined ? (stored?.webhook_response ?? null) : blankToNull(body.webhookResponse),
    questions,
  };
}

function toQuestionDraft(q: FormSaveQuestion, index: number, stored: QuestionRow | undefined, issues: Issue[]): QuestionDraft {
  const type = normalizeQuestionType(q.type);
  const title = (q.question ?? q.title ?? '').trim();
  if (!title) issues.push({ path: `questions.${index}.title`, message: formAdminMessages.questionText });
  let options: QuestionOption[] = [];
  if (isChoiceType(type)) {
    options = toOptions(q.options ?? [], stored ? parseOptions(stored.options) : []);
    if (options.length === 0) issues.push({ path: `questions.${index}.options`, message: formAdminMessages.optionsNeeded });
    if (options.some((o) => o.label === '')) issues.push({ path: `questions.${index}.options`, message: formAdminMessages.optionLabel });
  }
  return {
    id: stored?.id ?? null,
    type,
    title,
    description: blankToNull(q.description),
    placeholder: blankToNull(q.placeholder),
    isRequired: q.required ?? q.isRequired ?? false,
    pageNumber: q.pageNumber ?? 1,
    displayOrder: q.displayOrder ?? index + 1,
    options,
    ratingMax: type === 'rating' ? (q.ratingScale?.max ?? (stored?.rating_max ? clampRatingMax(stored.rating_max) : ratingMaxRange.default)) : null,
    showIf: null,
  };
}

/**
 * Two questions of a page sent with the same display order are numbered in the order sent, so the
 * stored order is the one the conditions were checked against (reading sorts by page, then order).
 */
function untieDisplayOrder(drafts: QuestionDraft[]): void {
  const pages = new Map<number, QuestionDraft[]>();
  for (const d of drafts) pages.set(d.pageNumber, [...(pages.get(d.pageNumber) ?? []), d]);
  for (const onPage of pages.values()) {
    if (new Set(onPage.map((d) => d.displayOrder)).size === onPage.length) continue;
    [...onPage].sort((a, b) => a.displayOrder - b.displayOrder).forEach((d, index) => (d.displayOrder = index + 1));
  }
}

/**
 * Links each condition to its source question in the draft (D35), or refuses the form with one issue
 * per broken condition, naming the question (path 'questions.<index>.showIf'). A condition names its
 * source by the `id` the source carries in the same body; a question sent without an id cannot be a
 * source. Options may be named by id or, for a new option whose id the server makes, by label.
 */
function resolveConditions(input: FormSaveQuestion[], drafts: QuestionDraft[]): void {
  if (!input.some((q) => q.showIf)) return;
  const firstIndexOf = new Map<number, number>();
  input.forEach((q, index) => {
    if (q.id !== undefined && !firstIndexOf.has(q.id)) firstIndexOf.set(q.id, index);
  });
  // Questions without an id get one no body can name, so they can never be a source.
  const keyOf = (index: number) => input[index]?.id ?? -1e15 - index;
  const checked: ConditionQuestion[] = drafts.map((d, index) => {
    const condition = input[index]?.showIf;
    const sourceIndex = condition ? firstIndexOf.get(condition.questionId) : undefined;
    const sourceOptions = sourceIndex === undefined ? [] : drafts[sourceIndex]!.options;
    return {
      id: keyOf(index),
      title: d.title,
      type: d.type,
      options: d.options,
      pageNumber: d.pageNumber,
      displayOrder: d.displayOrder,
      showIf: condition ? { questionId: condition.questionId, anyOf: condition.anyOf.map((entry) => optionIdFor(entry, sourceOptions)) } : null,
    };
  });
  const issues = conditionIssues(checked);
  if (issues.length > 0) {
    const more = issues.length > 1 ? ` ${issues.length - 1} other ${issues.length === 2 ? 'condition needs' : 'conditions need'} fixing too.` : '';
    throw new ValidationError(
      `${issues[0]!.message}${more}`,
      issues.map((issue) => ({ path: `questions.${issue.index}.showIf`, message: issue.message })),
      'invalid_condition',
    );
  }
  checked.forEach((q, index) => {
    if (q.showIf) drafts[index]!.showIf = { sourceIndex: firstIndexOf.get(q.showIf.questionId)!, anyOf: [...new Set(q.showIf.anyOf)] };
  });
}

/** An option named by id, or by its label (trimmed, any case) when no option has that id. */
function optionIdFor(entry: string, options: QuestionOption[]): string {
  const value = entry.trim();
  if (options.some((o) => o.id === value)) return value;
  return options.find((o) => o.label.trim().toLowerCase() === value.toLowerCase())?.id ?? value;
}

/**
 * Options keep their ids (D6). A plain-string option (the editor's list of labels) takes the
 * id of the stored option with the same label, so re-saving does not orphan earlier answers.
 */
function toOptions(input: NonNullable<FormSaveQuestion['options']>, stored: QuestionOption[]): QuestionOption[] {
  const used = new Set(input.flatMap((o) => (typeof o === 'object' && o.id ? [o.id] : [])));
  return input.map((o) => {
    const label = (typeof o === 'string' ? o : o.label).trim();
    if (typeof o === 'object' && o.id) return { id: o.id, label };
    const reuse = stored.find((s) => s.label === label && !used.has(s.id));
    const id = reuse?.id ?? newOptionId(used);
    used.add(id);
    return { id, label };
  });
}

function newOptionId(used: Set<string>): string {
  for (;;) {
    const id = `opt_${randomBytes(4).toString('hex')}`;
    if (!used.has(id)) return id;
  }
}
