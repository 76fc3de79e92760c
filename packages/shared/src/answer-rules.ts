import { z } from 'zod';
import {
  applicationMessages as text,
  interviewAvailabilitySchema,
  interviewDays,
  interviewSlots,
  isChoiceType,
  type InterviewAvailability,
  type Question,
} from './applications.ts';

/**
 * The submit contract (player-area §5, §9; D1, D5, D6): the one set of answer rules. The browser
 * checks with them before sending and the server checks with them again against the stored form,
 * so both say the same thing in the same words.
 */

/** Longest answer per question type, in characters (code points). */
export const answerLimits = { short_text: 500, long_text: 10_000, other: 1_000 } as const;

export function answerLimitFor(type: Question['type']): number {
  return type === 'long_text' ? answerLimits.long_text : type === 'short_text' ? answerLimits.short_text : answerLimits.other;
}

/**
 * A date answer (D5): 'MM/DD/YYYY' as the applicant's field produces it (one-digit month or day
 * are accepted too, as other clients send them) or 'YYYY-MM-DD' from a date picker, naming a real
 * calendar day. Returns the canonical 'YYYY-MM-DD' it is stored as, or null.
 */
export function parseAnswerDate(value: string): string | null {
  const entry = value.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(entry);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(entry);
  const [year, month, day] = us ? [us[3], us[1], us[2]].map(Number) : iso ? [iso[1], iso[2], iso[3]].map(Number) : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export const isRealDate = (value: string): boolean => parseAnswerDate(value) !== null;

/** What the rules need to know of a question. */
export type AnswerRuleQuestion = Pick<Question, 'id' | 'type' | 'isRequired' | 'options' | 'ratingScale'>;

/** An answer as stored (D6), or the message for the person who gave it. */
export type AnswerCheck = { value: string } | { error: string };

const blank = (q: AnswerRuleQuestion, empty = ''): AnswerCheck => (q.isRequired ? { error: text.required } : { value: empty });
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/**
 * One question's answer: text, a rating, a date, or option ids. Whitespace-only is blank.
 * Anything may come in (a request body is untrusted), hence `unknown`.
 */
export function checkAnswer(q: AnswerRuleQuestion, raw: unknown): AnswerCheck {
  if (raw === undefined || raw === null) return blank(q, isChoiceType(q.type) ? '[]' : '');
  if (typeof raw !== 'string' && !isStringList(raw)) return { error: text.notText };
  if (isChoiceType(q.type)) return checkChoice(q, raw);
  if (Array.isArray(raw)) return { error: text.notText };
  const value = raw.trim();
  if (value === '') return blank(q);
  // PostgreSQL text cannot hold a NUL character; no one types one on purpose.
  if (value.includes('\u0000')) return { error: text.badCharacter };
  switch (q.type) {
    case 'rating': {
      const max = q.ratingScale?.max ?? 5;
      const n = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
      return n >= 1 && n <= max ? { value: String(n) } : { error: text.wholeNumber(max) };
    }
    case 'date': {
      const date = parseAnswerDate(value);
      return date ? { value: date } : { error: text.realDate };
    }
    default: {
      const limit = answerLimitFor(q.type);
      return Array.from(value).length > limit ? { error: text.tooLong(limit) } : { value };
    }
  }
}

/** Option ids only (D6); multiple choice also takes a comma-joined string. Stored as a JSON list. */
function checkChoice(q: AnswerRuleQuestion, raw: string | string[]): AnswerCheck {
  const parts = Array.isArray(raw) ? raw : q.type === 'multiple_choice' ? raw.split(',') : [raw];
  const ids = [...new Set(parts.map((p) => p.trim()).filter(Boolean))];
  if (ids.length === 0) return blank(q, '[]');
  if (q.type !== 'multiple_choice' && ids.length > 1) return { error: text.chooseOne };
  const known = new Set(q.options.map((o) => o.id));
  if (!ids.every((id) => known.has(id))) return { error: text.chooseListed };
  // Kept in the form's option order so the review lists them as the applicant saw them.
  return { value: JSON.stringify(q.options.map((o) => o.id).filter((id) => ids.includes(id))) };
}

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
  /** Every question of the form with its stored value ('' or '[]' when optional and blank). */
  answers: Array<{ question: Q; value: string }>;
  availability: InterviewAvailability;
  /** One per problem: path 'answers.<questionId>' or 'interviewAvailability'. Empty when all is well. */
  issues: Array<{ path: string; message: string }>;
}

/**
 * A whole submission against the form (D1, D6): every question answered or optional, every answer
 * fits its question, nothing unknown or twice, and interview times when the form asks for them.
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
  for (const question of questions) {
    const checked = checkAnswer(question, given.get(question.id));
    if ('error' in checked) issues.push({ path: `answers.${question.id}`, message: checked.error });
    else answers.push({ question, value: checked.value });
  }

  let availability: InterviewAvailability = [];
  if (requiresInterview) {
    const result = checkAvailability(body.interviewAvailability);
    if ('error' in result) issues.push({ path: 'interviewAvailability', message: result.error });
    else availability = result.value;
  }
  return { answers, availability, issues };
}
