import { isChoiceType, questionTypeLabels, type QuestionType } from './form-constants.ts';

/**
 * Conditional questions (D35): the one set of rules, without zod so the applicant's form runs them
 * without loading the schemas (decision 0013). The server checks a form's conditions with
 * `conditionIssues` when it is saved and decides what was asked with `isAskedGiven` when answers
 * are submitted; the editor and the applicant's form use the same functions.
 *
 * A question with `showIf` is asked only when the applicant chose at least one of `anyOf` on the
 * named source question, which must be an earlier single choice, dropdown or multiple choice
 * question, and is itself asked: a question whose source is hidden is hidden too.
 */

export interface QuestionCondition {
  /** The source question: an earlier choice question of the same form. */
  questionId: number;
  /** Option ids of the source; the question is shown when any of them is chosen. */
  anyOf: string[];
}

/** What the rules need to know of a question. */
export interface ConditionQuestion {
  id: number;
  title: string;
  type: QuestionType;
  options: ReadonlyArray<{ id: string; label: string }>;
  pageNumber: number;
  displayOrder: number;
  showIf?: QuestionCondition | null;
}

export interface ConditionIssue {
  /** Index of the question in the list given to `conditionIssues`. */
  index: number;
  questionId: number;
  message: string;
}

export const conditionMessages = {
  self: (title: string) => `“${title}” cannot depend on its own answer. Choose an earlier question, or remove the condition.`,
  unknownSource: (title: string) => `“${title}” depends on a question that is not in this form. Choose an earlier question, or remove the condition.`,
  ambiguousSource: (title: string) => `“${title}” depends on a question id used by more than one question. Give each question its own id.`,
  notChoice: (title: string, source: string, type: QuestionType) =>
    `“${title}” can only depend on a single choice, dropdown or multiple choice question, and “${source}” is ${article(questionTypeLabels[type])} ${questionTypeLabels[type]} question.`,
  forward: (title: string, source: string) => `“${title}” depends on “${source}”, which comes after it. Move “${source}” above it, or remove the condition.`,
  cycle: (title: string, source: string) => `“${title}” and “${source}” depend on each other (a cycle). Remove one of the conditions.`,
  noOptions: (title: string, source: string) => `“${title}”: choose at least one answer of “${source}” that shows it.`,
  unknownOption: (title: string, source: string, option: string) =>
    `“${title}” depends on an answer “${option}” that “${source}” does not have. Choose one of its options.`,
} as const;

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

const titleOf = (q: { title: string }, index: number) => q.title.trim() || `Question ${index + 1}`;

/** The questions in the order an applicant meets them: page, then display order, then as listed. */
export function inFormOrder<Q extends Pick<ConditionQuestion, 'pageNumber' | 'displayOrder'>>(questions: readonly Q[]): Q[] {
  return questions
    .map((q, index) => ({ q, index }))
    .sort((a, b) => a.q.pageNumber - b.q.pageNumber || a.q.displayOrder - b.q.displayOrder || a.index - b.index)
    .map(({ q }) => q);
}

/**
 * Every problem of a form's conditions, one per question at most, in the words an editor can act
 * on: self references, unknown or non-choice sources, forward references, cycles, unknown options.
 * Empty when every condition is sound.
 */
export function conditionIssues(questions: readonly ConditionQuestion[]): ConditionIssue[] {
  const order = new Map(inFormOrder(questions.map((q, index) => ({ ...q, index }))).map((q, position) => [q.index, position]));
  const indexesById = new Map<number, number[]>();
  questions.forEach((q, index) => indexesById.set(q.id, [...(indexesById.get(q.id) ?? []), index]));
  const issues: ConditionIssue[] = [];

  questions.forEach((q, index) => {
    const condition = q.showIf;
    if (!condition) return;
    const title = titleOf(q, index);
    const add = (message: string) => issues.push({ index, questionId: q.id, message });
    const sources = indexesById.get(condition.questionId) ?? [];
    if (sources.includes(index)) return add(conditionMessages.self(title));
    if (sources.length === 0) return add(conditionMessages.unknownSource(title));
    if (sources.length > 1) return add(conditionMessages.ambiguousSource(title));
    const sourceIndex = sources[0]!;
    const source = questions[sourceIndex]!;
    const sourceTitle = titleOf(source, sourceIndex);
    if (!isChoiceType(source.type)) return add(conditionMessages.notChoice(title, sourceTitle, source.type));
    if (order.get(sourceIndex)! > order.get(index)!) {
      return add(
        leadsBackTo(questions, indexesById, sourceIndex, index) ? conditionMessages.cycle(title, sourceTitle) : conditionMessages.forward(title, sourceTitle),
      );
    }
    if (condition.anyOf.length === 0) return add(conditionMessages.noOptions(title, sourceTitle));
    const known = new Set(source.options.map((o) => o.id));
    const unknown = condition.anyOf.find((id) => !known.has(id));
    if (unknown !== undefined) return add(conditionMessages.unknownOption(title, sourceTitle, unknown));
  });
  return issues;
}

/** Whether following the conditions from `start` reaches `target` (a cycle through `target`). */
function leadsBackTo(questions: readonly ConditionQuestion[], indexesById: Map<number, number[]>, start: number, target: number): boolean {
  const seen = new Set<number>();
  let at: number | undefined = start;
  while (at !== undefined && !seen.has(at)) {
    if (at === target) return true;
    seen.add(at);
    const next = questions[at]?.showIf?.questionId;
    const candidates: number[] = next === undefined ? [] : (indexesById.get(next) ?? []);
    at = candidates.length === 1 ? candidates[0] : undefined;
  }
  return false;
}

/**
 * The option ids an answer holds: a list of ids, a single id, or multiple choice's comma-joined
 * string. Anything else chooses nothing.
 */
export function chosenOptionIds(answer: unknown): string[] {
  const parts = Array.isArray(answer) ? answer : typeof answer === 'string' ? answer.split(',') : [];
  return parts.flatMap((part) => (typeof part === 'string' && part.trim() !== '' ? [part.trim()] : []));
}

/**
 * Whether a question is asked, given which earlier questions were asked and what was chosen on
 * them. A condition whose source is missing from the form shows the question (a stored form never
 * has one: saving refuses it).
 */
export function isAskedGiven(
  question: Pick<ConditionQuestion, 'showIf'>,
  asked: ReadonlySet<number>,
  chosen: (questionId: number) => readonly string[],
  known: ReadonlySet<number>,
): boolean {
  const condition = question.showIf;
  if (!condition) return true;
  if (!known.has(condition.questionId)) return true;
  if (!asked.has(condition.questionId)) return false;
  const picked = chosen(condition.questionId);
  return condition.anyOf.some((id) => picked.includes(id));
}

/**
 * The questions an applicant is asked, given their answers (keyed by question id; choice answers
 * as option ids), in the order given, which must be the form's order. Chained conditions follow:
 * a question whose source is hidden is hidden too, whatever answer the source still holds.
 */
export function visibleQuestions<Q extends Pick<ConditionQuestion, 'id' | 'showIf'>>(questions: readonly Q[], answers: Readonly<Record<string, unknown>>): Q[] {
  const known = new Set(questions.map((q) => q.id));
  const asked = new Set<number>();
  const chosen = (id: number) => chosenOptionIds(answers[String(id)]);
  return questions.filter((q) => {
    if (!isAskedGiven(q, asked, chosen, known)) return false;
    asked.add(q.id);
    return true;
  });
}

/** The condition in words for the editor's card: 'Shown only if “Banned before?” is “Yes” or “Maybe”'. */
export function describeCondition(condition: QuestionCondition, source: Pick<ConditionQuestion, 'title' | 'type' | 'options'> | undefined): string {
  if (!source) return 'Shown only if an earlier answer matches (its question is missing)';
  const labels = condition.anyOf.map((id) => `“${source.options.find((o) => o.id === id)?.label.trim() || id}”`);
  const list = labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
  const verb = source.type === 'multiple_choice' ? 'includes' : 'is';
  return `Shown only if “${source.title.trim() || 'the earlier question'}” ${verb} ${list}`;
}
