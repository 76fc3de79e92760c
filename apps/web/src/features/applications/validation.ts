import { applicationMessages } from '@crp/shared';
import type { AnswerValue, Answers } from './draft-storage.ts';

/** The parts of a question the form's rules need (player-area §5). */
export interface QuestionRules {
  id: number;
  type: string;
  isRequired: boolean;
  pageNumber: number;
}

export type FieldErrors = Record<string, string>;

export const REQUIRED_MESSAGE = applicationMessages.required;
export const DATE_MESSAGE = applicationMessages.realDate;

/** Whitespace-only is blank; a list is blank when nothing is chosen. */
export function isBlank(answer: AnswerValue | undefined): boolean {
  if (answer === undefined) return true;
  if (Array.isArray(answer)) return answer.every((item) => item.trim() === '');
  return answer.trim() === '';
}

/** A question's page: default 1, and everything is one page when the form is not paginated. */
export function pageOf(question: Pick<QuestionRules, 'pageNumber'>, paginated: boolean): number {
  if (!paginated) return 1;
  return Number.isInteger(question.pageNumber) && question.pageNumber >= 1 ? question.pageNumber : 1;
}

/** Total pages = highest page number, minimum 1. */
export function totalPages(questions: readonly Pick<QuestionRules, 'pageNumber'>[], paginated: boolean): number {
  return questions.reduce((max, question) => Math.max(max, pageOf(question, paginated)), 1);
}

export function questionsOnPage<Q extends Pick<QuestionRules, 'pageNumber'>>(questions: readonly Q[], page: number, paginated: boolean): Q[] {
  return questions.filter((question) => pageOf(question, paginated) === page);
}

/** MM/DD/YYYY (or YYYY-MM-DD from a date picker) that names a real calendar day. */
export function isRealDate(value: string): boolean {
  const text = value.trim();
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = us ? [Number(us[3]), Number(us[1]), Number(us[2])] : iso ? [Number(iso[1]), Number(iso[2]), Number(iso[3])] : [NaN, NaN, NaN];
  if (!Number.isInteger(year) || year < 1000) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The message for one answer, or null when it is fine. The server checks everything again (D6). */
export function answerError(question: QuestionRules, answer: AnswerValue | undefined): string | null {
  if (isBlank(answer)) return question.isRequired ? REQUIRED_MESSAGE : null;
  if (question.type === 'date' && typeof answer === 'string' && !isRealDate(answer)) return DATE_MESSAGE;
  return null;
}

export function validateQuestions(questions: readonly QuestionRules[], answers: Answers): FieldErrors {
  const errors: FieldErrors = {};
  for (const question of questions) {
    const message = answerError(question, answers[String(question.id)]);
    if (message) errors[String(question.id)] = message;
  }
  return errors;
}

/** Validation before 'Next': only the questions of the current page. */
export function validatePage(questions: readonly QuestionRules[], answers: Answers, page: number, paginated: boolean): FieldErrors {
  return validateQuestions(questionsOnPage(questions, page, paginated), answers);
}

/** The first page holding an error, so the person lands where the problem is. */
export function firstPageWithError(questions: readonly QuestionRules[], errors: FieldErrors, paginated: boolean): number | null {
  const pages = questions.filter((question) => errors[String(question.id)]).map((question) => pageOf(question, paginated));
  return pages.length > 0 ? Math.min(...pages) : null;
}

/** Maps a 400's issues (path 'answers.<questionId>') onto fields; other paths are returned apart. */
export function errorsFromIssues(issues: readonly { path: string; message: string }[] | undefined): { fields: FieldErrors; other: string[] } {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const issue of issues ?? []) {
    const match = /^answers\.(\d+)(?:\.|$)/.exec(issue.path);
    if (match?.[1]) {
      fields[match[1]] ??= issue.message;
    } else {
      other.push(issue.message);
    }
  }
  return { fields, other };
}
