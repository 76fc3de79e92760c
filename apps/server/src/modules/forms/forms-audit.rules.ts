import { toBool } from '../../db/database.ts';
import { quoted } from '../audit/index.ts';
import type { FormDraft, QuestionDraft } from './form-input.mappers.ts';
import { parseCondition, parseOptions, parseRoles } from './forms.mappers.ts';
import type { FormRow, QuestionRow } from './forms.tables.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The condition as stored, and as the draft will store it when its source already has an id. */
function conditionChanged(before: QuestionRow, after: QuestionDraft, draft: FormDraft): boolean {
  const stored = parseCondition(before.show_if);
  if (!stored || !after.showIf) return stored !== null || after.showIf !== null;
  const sourceId = draft.questions[after.showIf.sourceIndex]?.id ?? null;
  return sourceId !== stored.questionId || JSON.stringify(stored.anyOf) !== JSON.stringify(after.showIf.anyOf);
}

function questionChanged(before: QuestionRow, after: QuestionDraft, draft: FormDraft): boolean {
  return (
    conditionChanged(before, after, draft) ||
    before.type !== after.type ||
    before.title !== after.title ||
    before.description !== after.description ||
    before.placeholder !== after.placeholder ||
    toBool(before.is_required) !== after.isRequired ||
    before.page_number !== after.pageNumber ||
    before.display_order !== after.displayOrder ||
    before.rating_max !== after.ratingMax ||
    JSON.stringify(parseOptions(before.options)) !== JSON.stringify(after.options)
  );
}

/** "Changed title, deadline; 1 question added, 2 edited" — what an edit changed, in a few words. */
export function describeFormChanges(before: FormRow, beforeQuestions: QuestionRow[], draft: FormDraft): string {
  const fields: string[] = [];
  if (before.title !== draft.title) fields.push('title');
  if (before.type !== draft.type) fields.push('type');
  if (before.description !== draft.description) fields.push('description');
  if (before.requirements !== draft.requirements) fields.push('requirements');
  if (before.deadline !== draft.deadline) fields.push('deadline');
  if (toBool(before.is_active) !== draft.isActive) fields.push(draft.isActive ? 'activated' : 'deactivated');
  if (toBool(before.requires_interview) !== draft.requiresInterview) fields.push('interview requirement');
  if (toBool(before.enable_pagination) !== draft.enablePagination) fields.push('pagination');
  if (JSON.stringify(parseRoles(before.discord_roles)) !== JSON.stringify(draft.roles)) fields.push('Discord roles');
  if (before.webhook_incoming !== draft.webhookIncoming || before.webhook_response !== draft.webhookResponse) fields.push('webhooks');

  const byId = new Map(beforeQuestions.map((q) => [q.id, q]));
  const kept = new Set(draft.questions.flatMap((q) => (q.id === null ? [] : [q.id])));
  const added = draft.questions.filter((q) => q.id === null).length;
  const removed = beforeQuestions.filter((q) => !kept.has(q.id)).length;
  const edited = draft.questions.filter((q) => q.id !== null && byId.has(q.id) && questionChanged(byId.get(q.id)!, q, draft)).length;
  const questionParts = [added && `${added} added`, edited && `${edited} edited`, removed && `${removed} removed`].filter(Boolean);

  const parts: string[] = [];
  if (fields.length > 0) parts.push(`Changed ${fields.join(', ')}`);
  if (questionParts.length > 0) parts.push(`questions: ${questionParts.join(', ')}`);
  return `${quoted(draft.title)}: ${parts.length > 0 ? parts.join('; ') : 'saved without changes'}`;
}

export function describeCreatedForm(draft: FormDraft): string {
  return `Created ${draft.type} ${quoted(draft.title)} with ${plural(draft.questions.length, 'question')}${draft.isActive ? '' : ' (inactive)'}`;
}

export function describeDeletedForm(form: FormRow, responses: number): string {
  return `Deleted ${form.type === 'survey' ? 'survey' : 'application'} ${quoted(form.title)} and ${plural(responses, 'response')}`;
}

export const describeToggle = (form: FormRow, isActive: boolean): string =>
  `${isActive ? 'Activated' : 'Deactivated'} ${quoted(form.title)}${toBool(form.is_active) === isActive ? ' (no change)' : ''}`;
