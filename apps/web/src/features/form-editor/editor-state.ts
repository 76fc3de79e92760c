import type { AdminFormDetail, DiscordRoleAssignments, FormDefinition, FormSave, FormTemplate, FormType, Question, QuestionType } from '@crp/shared';
import { msg, plural } from '@lingui/core/macro';
import { isChoiceType, ratingMaxRange } from '@crp/shared/form-constants';
import { normalizeQuestionType } from '@crp/shared/question-type-aliases';
import { translate } from '../../lib/i18n.ts';
import { editorGatesOf, gatesPayload, noEditorGates, type EditorGates } from './editor-gates.ts';

/**
 * The editor's state and every change to it as pure functions (admin-area §2.6, §4.3, §5, §9),
 * so the rules (pages, options, reorder, defaults) are tested without a browser.
 */

export interface DraftOption {
  /** Stable key inside the editor (React keys, focus after adding). */
  key: string;
  /** The stored option id, kept through renames so earlier answers keep their label (D6, D7); null for new ones. */
  id: string | null;
  label: string;
}

export interface DraftQuestion {
  key: string;
  /** The stored question id, or null for a question not saved yet. */
  id: number | null;
  type: QuestionType;
  question: string;
  required: boolean;
  options: DraftOption[];
  ratingMax: number;
  pageNumber: number;
  displayOrder: number;
  /** "Show only if…" (D35): the source question's key and the keys of its options that show this one. */
  showIf: DraftCondition | null;
  /** Help text and placeholder: not edited here, but kept through a save (templates and other clients set them). */
  description?: string | null;
  placeholder?: string | null;
}

export interface DraftCondition {
  sourceKey: string;
  optionKeys: string[];
}

export interface EditorState {
  type: FormType;
  title: string;
  description: string;
  hasDeadline: boolean;
  /** Local date and time as a datetime-local input holds it ('YYYY-MM-DDTHH:mm'), or ''. */
  deadline: string;
  requirements: string;
  enablePagination: boolean;
  isActive: boolean;
  requiresInterview: boolean;
  /** D30: reviewers' votes needed (0 = no voting, up to 25) and whether they decide. */
  votesRequired: number;
  votingBinding: boolean;
  /** D42: hours an open response may wait before it is overdue (0 = none, up to 720). */
  reviewTargetHours: number;
  /** D34: who may apply; role lists as the admin types them (ids separated by commas or spaces). */
  gates: EditorGates;
  /** D32: the Discord channel where submits are posted for review from Discord ('' = none). */
  staffChannelId: string;
  roles: DiscordRoleAssignments;
  webhookIncoming: string;
  webhookResponse: string;
  /** Number of pages (pages may be empty while editing). */
  pageCount: number;
  currentPage: number;
  questions: DraftQuestion[];
  /**
   * Conditions the last change broke and cleared (a source moved below its question, deleted, retyped,
   * or an option it used removed), in words for the warning. Not part of what is saved.
   */
  clearedConditions: string[];
}

let counter = 0;
/** Keys unique within this browser session; never sent to the server. */
export const newKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

export const pageLabel = (page: number) => translate(msg`Page ${page}`);
/** A new option's label (admin-area §9: 'Option 1'), in the admin's language. */
export const optionLabel = (n: number) => translate(msg`Option ${n}`);
/** An unnamed question, by its position. */
const questionLabel = (n: number) => translate(msg`Question ${n}`);

export function emptyState(type: FormType): EditorState {
  return {
    type,
    title: '',
    description: '',
    hasDeadline: false,
    deadline: '',
    requirements: '',
    enablePagination: false,
    // A new form is active, and an application requires an interview (admin-area §9).
    isActive: true,
    requiresInterview: type === 'application',
    votesRequired: 0,
    votingBinding: false,
    reviewTargetHours: 0,
    gates: { ...noEditorGates },
    staffChannelId: '',
    roles: { pending_review: '', pending_interview: '', accepted: '' },
    webhookIncoming: '',
    webhookResponse: '',
    pageCount: 1,
    currentPage: 1,
    questions: [],
    clearedConditions: [],
  };
}

/** ISO instant → the local 'YYYY-MM-DDTHH:mm' a datetime-local input shows. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The local input value back to an ISO instant; null when empty or not a date. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function stateFromDetail(detail: AdminFormDetail): EditorState {
  return stateFromForm(
    detail,
    (q) => `q-${q.id}`,
    (q, o) => `o-${q.id}-${o}`,
  );
}

/**
 * A template (D36) as an unsaved form: its questions and options are new (no stored ids), its
 * conditions point at their sources by editor key.
 */
export function stateFromTemplate(template: FormTemplate): EditorState {
  const form = template.form;
  const state = stateFromForm(
    {
      ...form,
      deadline: null,
      votesRequired: 0,
      votingBinding: false,
      reviewTargetHours: 0,
      staffChannelId: null,
      discordRoleAssignments: { pending_review: '', pending_interview: '', accepted: '' },
      webhookIncoming: null,
      webhookResponse: null,
    },
    (q) => newKey(`q${q.id}`),
    () => newKey('o'),
  );
  return { ...state, questions: state.questions.map((q) => ({ ...q, id: null, options: q.options.map((o) => ({ ...o, id: null })) })) };
}

type FormShape = Pick<
  AdminFormDetail,
  | 'type'
  | 'title'
  | 'description'
  | 'requirements'
  | 'deadline'
  | 'enablePagination'
  | 'isActive'
  | 'requiresInterview'
  | 'votesRequired'
  | 'votingBinding'
  | 'reviewTargetHours'
  | 'staffChannelId'
  | 'discordRoleAssignments'
  | 'webhookIncoming'
  | 'webhookResponse'
> &
  Partial<Pick<AdminFormDetail, 'requireSteam' | 'minGmodHours' | 'minGuildDays' | 'requiredRoleIds' | 'blockedRoleIds' | 'cooldownDays'>> & {
    questions: Question[];
  };

function stateFromForm(form: FormShape, questionKey: (q: Question) => string, optionKey: (q: Question, optionId: string) => string): EditorState {
  const sorted = [...form.questions].sort((a, b) => a.pageNumber - b.pageNumber || a.displayOrder - b.displayOrder || a.id - b.id);
  const keys = new Map(sorted.map((q) => [q.id, questionKey(q)]));
  const optionKeys = new Map(sorted.flatMap((q) => q.options.map((o) => [`${q.id}:${o.id}`, optionKey(q, o.id)] as const)));
  const questions = sorted.map((q): DraftQuestion => {
    const source = q.showIf ? keys.get(q.showIf.questionId) : undefined;
    return {
      key: keys.get(q.id)!,
      id: q.id,
      type: normalizeQuestionType(q.type),
      question: q.title,
      required: q.isRequired,
      options: q.options.map((o) => ({ key: optionKeys.get(`${q.id}:${o.id}`)!, id: o.id, label: o.label })),
      ratingMax: q.ratingScale?.max ?? ratingMaxRange.default,
      pageNumber: Math.max(1, q.pageNumber),
      displayOrder: q.displayOrder,
      description: q.description,
      placeholder: q.placeholder,
      showIf:
        q.showIf && source ? { sourceKey: source, optionKeys: q.showIf.anyOf.flatMap((id) => optionKeys.get(`${q.showIf!.questionId}:${id}`) ?? []) } : null,
    };
  });
  return renumber({
    type: form.type,
    title: form.title,
    description: form.description,
    hasDeadline: form.deadline !== null,
    deadline: toLocalInput(form.deadline),
    requirements: form.requirements ?? '',
    enablePagination: form.enablePagination,
    isActive: form.isActive,
    requiresInterview: form.requiresInterview,
    votesRequired: form.votesRequired ?? 0,
    votingBinding: form.votingBinding ?? false,
    reviewTargetHours: form.reviewTargetHours ?? 0,
    gates: editorGatesOf(form),
    staffChannelId: form.staffChannelId ?? '',
    roles: { ...form.discordRoleAssignments },
    webhookIncoming: form.webhookIncoming ?? '',
    webhookResponse: form.webhookResponse ?? '',
    pageCount: questions.reduce((max, q) => Math.max(max, q.pageNumber), 1),
    currentPage: 1,
    questions,
    clearedConditions: [],
  });
}

/** Questions grouped by page (stable within a page), each page's display order renumbered from 1. */
export function renumber(state: EditorState): EditorState {
  const ordered = [...state.questions].sort((a, b) => a.pageNumber - b.pageNumber);
  const seen = new Map<number, number>();
  const questions = ordered.map((q) => {
    const n = (seen.get(q.pageNumber) ?? 0) + 1;
    seen.set(q.pageNumber, n);
    return q.displayOrder === n ? q : { ...q, displayOrder: n };
  });
  return { ...state, questions };
}

export const questionsOn = (state: EditorState, page: number) => state.questions.filter((q) => q.pageNumber === page);

export function newQuestion(pageNumber: number): DraftQuestion {
  // New questions are required by default, short text, rating scale 5 (admin-area §9).
  return {
    key: newKey('q'),
    id: null,
    type: 'short_text',
    question: '',
    required: true,
    options: [],
    ratingMax: ratingMaxRange.default,
    pageNumber,
    displayOrder: 0,
    showIf: null,
  };
}

export type QuestionPatch = Partial<Pick<DraftQuestion, 'type' | 'question' | 'required' | 'ratingMax'>>;

export type EditorAction =
  | { type: 'set'; patch: Partial<Omit<EditorState, 'questions' | 'pageCount' | 'currentPage'>> }
  | { type: 'setRole'; key: keyof DiscordRoleAssignments; value: string }
  | { type: 'toggleDeadline'; on: boolean }
  | { type: 'addQuestion' }
  | { type: 'updateQuestion'; key: string; patch: QuestionPatch }
  | { type: 'removeQuestion'; key: string }
  | { type: 'addOption'; key: string }
  | { type: 'renameOption'; key: string; optionKey: string; label: string }
  | { type: 'removeOption'; key: string; optionKey: string }
  | { type: 'addPage' }
  | { type: 'selectPage'; page: number }
  | { type: 'deletePage'; page: number }
  | { type: 'reorder'; activeKey: string; overKey: string }
  | { type: 'moveToPage'; key: string; page: number }
  | { type: 'setCondition'; key: string; condition: DraftCondition | null }
  | { type: 'reset'; state: EditorState };

function mapQuestion(state: EditorState, key: string, change: (q: DraftQuestion) => DraftQuestion): EditorState {
  return { ...state, questions: state.questions.map((q) => (q.key === key ? change(q) : q)) };
}

function withType(q: DraftQuestion, type: QuestionType): DraftQuestion {
  // A choice question always has at least one option: a new one starts with 'Option 1' (admin-area §9).
  const options = isChoiceType(type) && q.options.length === 0 ? [{ key: newKey('o'), id: null, label: optionLabel(1) }] : q.options;
  return { ...q, type, options };
}

/** The next 'Option N' not already used in this question. */
function nextOptionLabel(options: DraftOption[]): string {
  const used = new Set(options.map((o) => o.label.trim()));
  let n = options.length + 1;
  while (used.has(optionLabel(n))) n += 1;
  return optionLabel(n);
}

/**
 * Every change goes through here: the change itself, then the conditions it broke are cleared and
 * named (D35: the same "warn and clear" as other breaking edits; the editor shows the warning).
 */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const next = applyAction(state, action);
  if (next === state || action.type === 'reset') return next;
  return pruneConditions(next);
}

function applyAction(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'set':
      return { ...state, ...action.patch };
    case 'setRole':
      return { ...state, roles: { ...state.roles, [action.key]: action.value } };
    case 'toggleDeadline':
      // Unchecking clears the value; it is sent as null (admin-area §5).
      return { ...state, hasDeadline: action.on, deadline: action.on ? state.deadline : '' };
    case 'addQuestion':
      return renumber({ ...state, questions: [...state.questions, newQuestion(state.currentPage)] });
    case 'updateQuestion':
      return mapQuestion(state, action.key, (q) => {
        const typed = action.patch.type && action.patch.type !== q.type ? withType(q, action.patch.type) : q;
        const ratingMax = action.patch.ratingMax === undefined ? typed.ratingMax : clampRating(action.patch.ratingMax);
        return { ...typed, ...action.patch, type: typed.type, options: typed.options, ratingMax };
      });
    case 'removeQuestion':
      return renumber({ ...state, questions: state.questions.filter((q) => q.key !== action.key) });
    case 'addOption':
      return mapQuestion(state, action.key, (q) => ({ ...q, options: [...q.options, { key: newKey('o'), id: null, label: nextOptionLabel(q.options) }] }));
    case 'renameOption':
      return mapQuestion(state, action.key, (q) => ({ ...q, options: q.options.map((o) => (o.key === action.optionKey ? { ...o, label: action.label } : o)) }));
    case 'removeOption':
      // The last option stays: the remove button shows only with more than one (admin-area §5).
      return mapQuestion(state, action.key, (q) => (q.options.length <= 1 ? q : { ...q, options: q.options.filter((o) => o.key !== action.optionKey) }));
    case 'addPage':
      return { ...state, pageCount: state.pageCount + 1, currentPage: state.pageCount + 1 };
    case 'selectPage':
      return action.page >= 1 && action.page <= state.pageCount ? { ...state, currentPage: action.page } : state;
    case 'deletePage':
      return deletePage(state, action.page);
    case 'reorder':
      return reorder(state, action.activeKey, action.overKey);
    case 'moveToPage': {
      if (action.page < 1 || action.page > state.pageCount) return state;
      const moving = state.questions.find((q) => q.key === action.key);
      if (!moving || moving.pageNumber === action.page) return state;
      // It lands at the end of the other page.
      const rest = state.questions.filter((q) => q.key !== action.key);
      return renumber({ ...state, questions: [...rest, { ...moving, pageNumber: action.page }] });
    }
    case 'setCondition':
      return mapQuestion(state, action.key, (q) => ({ ...q, showIf: action.condition }));
    case 'reset':
      return action.state;
  }
}

/** The questions a condition on `question` may name: choice questions before it in form order (D35). */
export function conditionSources(state: EditorState, question: DraftQuestion): DraftQuestion[] {
  const ordered = renumber(state).questions;
  const at = ordered.findIndex((q) => q.key === question.key);
  return ordered.slice(0, Math.max(0, at)).filter((q) => isChoiceType(q.type));
}

/** The condition in words, as the card shows it ('Shown only if “Banned?” is “Yes”'). */
export function conditionText(state: EditorState, question: DraftQuestion): string | null {
  if (!question.showIf) return null;
  const source = state.questions.find((q) => q.key === question.showIf!.sourceKey);
  if (!source) return null;
  const index = state.questions.indexOf(source);
  const title = source.question.trim() || questionLabel(index + 1);
  const labels = question.showIf.optionKeys.map((key) => `“${source.options.find((o) => o.key === key)?.label.trim() || key}”`);
  // 'A, B or C' (the shared describeCondition's words, translated).
  const rest = labels.slice(0, -1).join(', ');
  const last = labels[labels.length - 1] ?? '';
  const answers = labels.length <= 1 ? (labels[0] ?? '') : translate(msg`${rest} or ${last}`);
  return source.type === 'multiple_choice'
    ? translate(msg`Shown only if “${title}” includes ${answers}`)
    : translate(msg`Shown only if “${title}” is ${answers}`);
}

const quotedTitle = (q: DraftQuestion | undefined, fallback: string) => `“${q?.question.trim() || fallback}”`;

/** Clears conditions the state no longer supports, and says which and why in `clearedConditions`. */
export function pruneConditions(state: EditorState): EditorState {
  const ordered = renumber(state).questions;
  const position = new Map(ordered.map((q, index) => [q.key, index]));
  const cleared: string[] = [];
  const questions = state.questions.map((q) => {
    if (!q.showIf) return q;
    const source = state.questions.find((s) => s.key === q.showIf!.sourceKey);
    const name = quotedTitle(q, questionLabel(position.get(q.key)! + 1));
    const sourceName = quotedTitle(source, translate(msg`its source`));
    let reason: string | null = null;
    if (!source) reason = translate(msg`The condition on ${name} was removed: the question it depended on was deleted.`);
    else if (!isChoiceType(source.type)) reason = translate(msg`The condition on ${name} was removed: ${sourceName} is no longer a choice question.`);
    else if (position.get(source.key)! > position.get(q.key)!) reason = translate(msg`The condition on ${name} was removed: ${sourceName} now comes after it.`);
    if (reason) {
      cleared.push(reason);
      return { ...q, showIf: null };
    }
    const kept = q.showIf.optionKeys.filter((key) => source!.options.some((o) => o.key === key));
    if (kept.length === q.showIf.optionKeys.length) return q;
    if (kept.length === 0) {
      cleared.push(translate(msg`The condition on ${name} was removed: the options of ${sourceName} it used were removed.`));
      return { ...q, showIf: null };
    }
    cleared.push(translate(msg`The condition on ${name} no longer includes a removed option of ${sourceName}.`));
    return { ...q, showIf: { ...q.showIf, optionKeys: kept } };
  });
  return { ...state, questions: cleared.length > 0 ? questions : state.questions, clearedConditions: cleared };
}

function clampRating(value: number): number {
  if (!Number.isInteger(value)) return ratingMaxRange.default;
  return Math.min(ratingMaxRange.max, Math.max(ratingMaxRange.min, value));
}

/**
 * Deleting a page (only when more than one exists) moves its questions to the end of Page 1 and
 * renumbers the later pages (admin-area §4.3).
 */
export function deletePage(state: EditorState, page: number): EditorState {
  if (state.pageCount <= 1 || page < 1 || page > state.pageCount) return state;
  const moved = state.questions.filter((q) => q.pageNumber === page).map((q) => ({ ...q, pageNumber: 1 }));
  const others = state.questions.filter((q) => q.pageNumber !== page).map((q) => (q.pageNumber > page ? { ...q, pageNumber: q.pageNumber - 1 } : q));
  // Page 1's own questions first, then the moved ones in their order.
  const pageCount = state.pageCount - 1;
  const currentPage = state.currentPage === page ? 1 : state.currentPage > page ? state.currentPage - 1 : state.currentPage;
  return renumber({ ...state, pageCount, currentPage: Math.min(currentPage, pageCount), questions: [...others, ...moved] });
}

/** Drag and drop within one page: the active question takes the place of the one it was dropped on. */
export function reorder(state: EditorState, activeKey: string, overKey: string): EditorState {
  if (activeKey === overKey) return state;
  const active = state.questions.find((q) => q.key === activeKey);
  const over = state.questions.find((q) => q.key === overKey);
  // Reordering works only within the current page (admin-area §5).
  if (!active || !over || active.pageNumber !== over.pageNumber) return state;
  const from = state.questions.indexOf(active);
  const to = state.questions.indexOf(over);
  const questions = [...state.questions];
  questions.splice(from, 1);
  questions.splice(to, 0, active);
  return renumber({ ...state, questions });
}

// ---- Saving ----

export const canSave = (state: EditorState) => state.title.trim() !== '' && state.questions.length > 0;

export type QuestionProblems = Record<string, string>;

export const conditionNeedsAnswer = () => translate(msg`Choose at least one answer that shows this question, or remove the condition.`);
/** The problem of a question without text (the question card marks its field with it). */
export const questionTextProblem = () => translate(msg`Enter the question text`);

/** What the server would refuse, shown on the question before any request is sent. */
export function questionProblems(state: EditorState): QuestionProblems {
  const problems: QuestionProblems = {};
  for (const q of state.questions) {
    if (!q.question.trim()) problems[q.key] = questionTextProblem();
    else if (isChoiceType(q.type) && q.options.some((o) => !o.label.trim())) problems[q.key] = translate(msg`Option labels cannot be empty`);
    else if (q.showIf && q.showIf.optionKeys.length === 0) problems[q.key] = conditionNeedsAnswer();
  }
  return problems;
}

export const deadlineProblem = (state: EditorState) =>
  state.hasDeadline && fromLocalInput(state.deadline) === null ? translate(msg`Choose the date and time the form closes, or turn the deadline off.`) : null;

/** The save body (admin-area §3.4): pages compacted (empty ones dropped), display order from 1 per page. */
export function toPayload(state: EditorState): FormSave {
  const isApplication = state.type === 'application';
  return {
    type: state.type,
    title: state.title.trim(),
    description: state.description,
    requirements: state.requirements,
    hasDeadline: state.hasDeadline,
    deadline: state.hasDeadline ? fromLocalInput(state.deadline) : null,
    isActive: state.isActive,
    requiresInterview: isApplication ? state.requiresInterview : false,
    enablePagination: state.enablePagination,
    votesRequired: isApplication ? state.votesRequired : 0,
    votingBinding: isApplication && state.votesRequired > 0 ? state.votingBinding : false,
    reviewTargetHours: isApplication ? state.reviewTargetHours : 0,
    ...gatesPayload(state.gates),
    staffChannelId: isApplication ? state.staffChannelId.trim() || null : null,
    discordRoleAssignments: isApplication
      ? { pending_review: state.roles.pending_review.trim(), pending_interview: state.roles.pending_interview.trim(), accepted: state.roles.accepted.trim() }
      : { pending_review: '', pending_interview: '', accepted: '' },
    webhookIncoming: state.webhookIncoming.trim() || null,
    webhookResponse: state.webhookResponse.trim() || null,
    questions: payloadQuestions(state),
  };
}

/**
 * The questions as sent. A condition names its source by the id the source carries in the same body:
 * its stored id, or for a new question a temporary negative number; new options it names carry
 * their editor key as id (the server keeps given ids), so the condition can name them too.
 */
function payloadQuestions(state: EditorState): NonNullable<FormSave['questions']> {
  const usedPages = [...new Set(state.questions.map((q) => q.pageNumber))].sort((a, b) => a - b);
  const pageOf = (page: number) => usedPages.indexOf(page) + 1;
  const ordered = renumber(state).questions;
  const sources = new Set(ordered.flatMap((q) => (q.showIf ? [q.showIf.sourceKey] : [])));
  const namedOptions = new Set(ordered.flatMap((q) => q.showIf?.optionKeys ?? []));
  const payloadId = new Map(ordered.map((q, index) => [q.key, q.id ?? (sources.has(q.key) ? -(index + 1) : null)]));
  const optionId = (o: DraftOption) => o.id ?? (namedOptions.has(o.key) ? o.key : null);
  return ordered.map((q) => {
    const id = payloadId.get(q.key) ?? null;
    const source = q.showIf ? ordered.find((s) => s.key === q.showIf!.sourceKey) : undefined;
    return {
      ...(id !== null ? { id } : {}),
      type: q.type,
      question: q.question.trim(),
      ...(q.description ? { description: q.description } : {}),
      ...(q.placeholder ? { placeholder: q.placeholder } : {}),
      required: q.required,
      pageNumber: pageOf(q.pageNumber),
      displayOrder: q.displayOrder,
      options: isChoiceType(q.type)
        ? q.options.map((o) => {
            const oid = optionId(o);
            return oid ? { id: oid, label: o.label.trim() } : { label: o.label.trim() };
          })
        : [],
      ratingScale: q.type === 'rating' ? { min: 1 as const, max: q.ratingMax } : null,
      ...(q.showIf && source
        ? {
            showIf: {
              questionId: payloadId.get(source.key)!,
              anyOf: source.options.filter((o) => q.showIf!.optionKeys.includes(o.key)).map((o) => optionId(o)!),
            },
          }
        : {}),
    };
  });
}

/** Whether anything a save would send differs from the starting point (the unsaved-changes guard). */
export function isDirty(initial: EditorState, current: EditorState): boolean {
  return JSON.stringify(toPayload(initial)) !== JSON.stringify(toPayload(current));
}

/**
 * Changes that touch questions people have already answered (D7), in words for the warning
 * before saving. Earlier answers keep the question as it was asked; this says what new
 * applicants will see differently.
 */
export function answerAffectingChanges(original: AdminFormDetail, state: EditorState): string[] {
  if (original.responseCount === 0) return [];
  const changes: string[] = [];
  const drafts = new Map(state.questions.filter((q) => q.id !== null).map((q) => [q.id as number, q]));
  for (const q of original.questions) {
    const draft = drafts.get(q.id);
    const name = `“${q.title}”`;
    if (!draft) {
      changes.push(translate(msg`${name} is deleted`));
      continue;
    }
    if (draft.type !== q.type) changes.push(translate(msg`${name} changes type`));
    if (draft.question.trim() !== q.title) changes.push(translate(msg`${name} is reworded`));
    if (isChoiceType(q.type) && isChoiceType(draft.type)) {
      const kept = new Map(draft.options.filter((o) => o.id).map((o) => [o.id as string, o.label.trim()]));
      const removed = q.options.filter((o) => !kept.has(o.id)).length;
      const renamed = q.options.filter((o) => kept.has(o.id) && kept.get(o.id) !== o.label).length;
      if (removed > 0) changes.push(translate(msg`${name}: ${plural(removed, { one: 'an option is removed', other: '# options are removed' })}`));
      if (renamed > 0) changes.push(translate(msg`${name}: ${plural(renamed, { one: 'an option is renamed', other: '# options are renamed' })}`));
    }
    if (q.type === 'rating' && draft.type === 'rating' && q.ratingScale && draft.ratingMax !== q.ratingScale.max) {
      const from = q.ratingScale.max;
      const to = draft.ratingMax;
      changes.push(translate(msg`${name}: the rating scale changes from 1–${from} to 1–${to}`));
    }
  }
  return changes;
}

/**
 * The form as an applicant would load it, built from the unsaved editor state: the preview renders
 * it with the applicant's own form. New questions get negative ids (never sent anywhere).
 */
export function toPreviewDefinition(state: EditorState, saved: { id: number; slug: string } | null): FormDefinition {
  const body = toPayload(state);
  const questions = renumber(state).questions;
  return {
    id: saved?.id ?? 0,
    slug: saved?.slug ?? 'preview',
    title: body.title || translate(msg`Untitled`),
    description: state.description,
    requirements: state.requirements.trim() ? state.requirements : null,
    type: state.type,
    isActive: state.isActive,
    isOpen: true,
    closeDate: body.deadline ?? null,
    requiresInterview: state.type === 'application' && state.requiresInterview,
    enablePagination: state.enablePagination,
    questionCount: questions.length,
    questions: (body.questions ?? []).map((q, index) => ({
      id: questions[index]!.id ?? -(index + 1),
      title: q.question || questionLabel(index + 1),
      description: q.description ?? null,
      type: q.type as QuestionType,
      placeholder: q.placeholder ?? null,
      isRequired: q.required ?? false,
      pageNumber: q.pageNumber ?? 1,
      displayOrder: q.displayOrder ?? index + 1,
      options: (q.options ?? []).map((o, i) =>
        typeof o === 'string' ? { id: `o${i}`, label: o } : { id: o.id ?? `new-${i}`, label: o.label || optionLabel(i + 1) },
      ),
      ratingScale: q.ratingScale ? { min: 1, max: q.ratingScale.max } : null,
      // Payload ids of new questions are -(index + 1) too, so the preview's conditions name the same questions.
      showIf: q.showIf ?? null,
    })),
  };
}
