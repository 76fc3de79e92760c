import { z } from 'zod';
import { checkAnswer, type AnswerRuleQuestion } from './answer-check.ts';
import { isAskedGiven } from './form-conditions.ts';
import { isChoiceType } from './form-constants.ts';
import { applicationMessages as text, interviewAvailabilitySchema, interviewDays, interviewSlots, type InterviewAvailability } from './applications.ts';

/**
 * The submit contract (player-area §5, §9; D1, D5, D6): the one set of answer rules. The browser
 * checks with them before sending and the server checks with them again against the stored form,
 * so both say the same thing in the same words.
 */

export { answerLimits, answerLimitFor, parseAnswerDate, isRealDate, checkAnswer } from './answer-check.ts';
export type { AnswerRuleQuestion, AnswerCheck } from './answer-check.ts';

/** At least one slot on the listed days; duplicate days merge, days and slots keep the listed order (D10). */
export function checkAvailability(raw: unknown): { value: InterviewAvailability } | { error: string } {
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) return { error: text.availabilityRequired };
  const parsed = interviewAvailabilitySchema.safeParse(raw);
  if (!parsed.success) return { error: text.availabilityInvalid };
  const value = interviewDays.flatMap((day) => {
    const chosen = new Set(parsed.data.filter((d) => d.day === day).flatMap((d) => d.timeSlots));
    const timeSlots = interviewSlots.filter((slot) => chosen.has(slot));
    return timeSlots.length > 0 ? [{ day, timeSlots }] : [];
  });
  return { value };
}

/**
 * The submit body as the server's schema reads it: loosely on purpose, so a wrong answer type
 * (a number, an object) is reported against its question with a message the applicant can act
 * on, not as a schema error. What the browser sends is the stricter `SubmitRequest`.
 */
export const rawSubmissionSchema = z.object({
  answers: z.array(z.object({ questionId: z.unknown().optional(), answer: z.unknown().optional() })).max(500),
  interviewAvailability: z.unknown().optional(),
});
export type RawSubmission = z.infer<typeof rawSubmissionSchema>;

export interface CheckedSubmission<Q extends AnswerRuleQuestion> {
  /** Every question the applicant was asked, with its stored value ('' or '[]' when optional and blank). Questions hidden by a condition are left out (D35). */
  answers: Array<{ question: Q; value: string }>;
  availability: InterviewAvailability;
  /** One per problem: path 'answers.<questionId>' or 'interviewAvailability'. Empty when all is well. */
  issues: Array<{ path: string; message: string }>;
}

const isBlankAnswer = (raw: unknown) =>
  raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '') || (Array.isArray(raw) && raw.every((v) => typeof v === 'string' && v.trim() === ''));

/**
 * A whole submission against the form (D1, D6, D35): every asked question answered or optional,
 * every answer fits its question, nothing unknown or twice, no answer to a question the conditions
 * hide (a hidden question is not required), and interview times when the form asks for them.
 * `questions` must be in form order (page, then display order): a condition names an earlier question.
 */
export function checkSubmission<Q extends AnswerRuleQuestion>(questions: readonly Q[], requiresInterview: boolean, body: RawSubmission): CheckedSubmission<Q> {
  const issues: CheckedSubmission<Q>['issues'] = [];
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<number, unknown>();
  for (const item of body.answers) {
    const id = item.questionId;
    const path = `answers.${typeof id === 'number' || typeof id === 'string' ? String(id) : 'unknown'}`;
    if (typeof id !== 'number' || !byId.has(id)) issues.push({ path, message: text.unknownQuestion });
    else if (given.has(id)) issues.push({ path, message: text.answeredTwice });
    else given.set(id, item.answer);
  }

  const answers: CheckedSubmission<Q>['answers'] = [];
  const known = new Set(byId.keys());
  const asked = new Set<number>();
  const chosen = new Map<number, string[]>();
  // Questions whose visibility depends on an answer that is itself wrong: only that answer is reported.
  const undecided = new Set<number>();
  for (const question of questions) {
    const source = question.showIf?.questionId;
    if (source !== undefined && undecided.has(source)) {
      undecided.add(question.id);
      continue;
    }
    const path = `answers.${question.id}`;
    if (!isAskedGiven(question, asked, (id) => chosen.get(id) ?? [], known)) {
      if (!isBlankAnswer(given.get(question.id))) issues.push({ path, message: text.notAsked });
      continue;
    }
    asked.add(question.id);
    const checked = checkAnswer(question, given.get(question.id));
    if ('error' in checked) {
      issues.push({ path, message: checked.error });
      undecided.add(question.id);
    } else {
      answers.push({ question, value: checked.value });
      if (isChoiceType(question.type)) chosen.set(question.id, JSON.parse(checked.value) as string[]);
    }
  }

  let availability: InterviewAvailability = [];
  if (requiresInterview) {
    const result = checkAvailability(body.interviewAvailability);
    if ('error' in result) issues.push({ path: 'interviewAvailability', message: result.error });
    else availability = result.value;
  }
  return { answers, availability, issues };
}
