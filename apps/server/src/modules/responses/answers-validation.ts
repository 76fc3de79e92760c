import {
  answerLimits,
  applicationMessages as text,
  interviewAvailabilitySchema,
  interviewDays,
  interviewSlots,
  isChoiceType,
  parseAnswerDate,
  type InterviewAvailability,
  type Question,
} from '@crp/shared';
import { ValidationError } from '../../lib/domain-errors.ts';

/** An answer checked against the stored question, in the form it is stored (D6). */
export interface PreparedAnswer {
  question: Question;
  value: string;
}

export interface RawSubmission {
  answers: Array<{ questionId?: unknown; answer?: unknown }>;
  interviewAvailability?: unknown;
}

type Issue = { path: string; message: string };
type Checked = { value: string } | { error: string };

/**
 * Checks a submission against the form as stored (D1, D6): every question of the form is
 * answered or optional, every answer fits its question, and nothing unknown slips in.
 * Throws 400 with one issue per problem, path 'answers.<questionId>' or 'interviewAvailability'.
 */
export function validateSubmission(
  questions: Question[],
  requiresInterview: boolean,
  body: RawSubmission,
): { answers: PreparedAnswer[]; availability: InterviewAvailability } {
  const issues: Issue[] = [];
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<number, unknown>();
  for (const item of body.answers) {
    const id = item.questionId;
    const path = `answers.${typeof id === 'number' || typeof id === 'string' ? String(id) : 'unknown'}`;
    if (typeof id !== 'number' || !byId.has(id)) issues.push({ path, message: text.unknownQuestion });
    else if (given.has(id)) issues.push({ path, message: text.answeredTwice });
    else given.set(id, item.answer);
  }

  const answers: PreparedAnswer[] = [];
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

  if (issues.length > 0) throw new ValidationError(text.fixAnswers, issues);
  return { answers, availability };
}

const blank = (q: Question, empty = ''): Checked => (q.isRequired ? { error: text.required } : { value: empty });
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** One question's answer: text, a rating, a date, or option ids. Whitespace-only is blank. */
export function checkAnswer(q: Question, raw: unknown): Checked {
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
      const limit = q.type === 'long_text' ? answerLimits.long_text : q.type === 'short_text' ? answerLimits.short_text : answerLimits.other;
      return Array.from(value).length > limit ? { error: text.tooLong(limit) } : { value };
    }
  }
}

/** Option ids only (D6); multiple choice also takes a comma-joined string. Stored as a JSON list. */
function checkChoice(q: Question, raw: string | string[]): Checked {
  const parts = Array.isArray(raw) ? raw : q.type === 'multiple_choice' ? raw.split(',') : [raw];
  const ids = [...new Set(parts.map((p) => p.trim()).filter(Boolean))];
  if (ids.length === 0) return blank(q, '[]');
  if (q.type !== 'multiple_choice' && ids.length > 1) return { error: text.chooseOne };
  const known = new Set(q.options.map((o) => o.id));
  if (!ids.every((id) => known.has(id))) return { error: text.chooseListed };
  // Kept in the form's option order so the review lists them as the applicant saw them.
  return { value: JSON.stringify(q.options.map((o) => o.id).filter((id) => ids.includes(id))) };
}

/** At least one slot on the listed days; duplicate days merge, slots keep the listed order (D10). */
function checkAvailability(raw: unknown): { value: InterviewAvailability } | { error: string } {
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
