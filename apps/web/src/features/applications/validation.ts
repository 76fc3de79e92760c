import { checkAnswer, type AnswerRuleQuestion } from '@crp/shared/answer-check';
import type { AnswerValue, Answers } from './draft-storage.ts';

/** The parts of a question the form's rules need (player-area §5): the shared answer rules' plus its page. */
export interface QuestionRules extends AnswerRuleQuestion {
  pageNumber: number;
}

export type FieldErrors = Record<string, string>;

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

/**
 * The message for one answer, or null when it is fine: the shared submit contract
 * (@crp/shared answer-rules), so the browser says what the server would (D6). The server checks everything again.
 */
export function answerError(question: AnswerRuleQuestion, answer: AnswerValue | undefined): string | null {
  const checked = checkAnswer(question, answer);
  return 'error' in checked ? checked.error : null;
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
