import { controlCharacterIn } from './control-characters.ts';
import { applicationMessages as text, isChoiceType } from './form-constants.ts';
import type { Question } from './applications.ts';

/**
 * One answer against its question (player-area §5, §9; D5, D6), without zod so the application
 * form checks answers in the browser without loading the schemas (decision 0013). The whole
 * submission rules, which the server runs, are in answer-rules.ts.
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
export type AnswerRuleQuestion = Pick<Question, 'id' | 'type' | 'isRequired' | 'options' | 'ratingScale' | 'showIf'>;

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
  // D43 (j): no control characters but tab and newline (PostgreSQL text cannot even hold NUL); the
  // browser says so beside the question before sending.
  if (controlCharacterIn(value)) return { error: text.badCharacter };
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
