import { applicationMessages as text, checkSubmission, type InterviewAvailability, type Question, type RawSubmission } from '@crp/shared';
import { ValidationError } from '../../lib/domain-errors.ts';

/** An answer checked against the stored question, in the form it is stored (D6). */
export interface PreparedAnswer {
  question: Question;
  value: string;
}

/**
 * The server's submit check: the shared answer rules (packages/shared/src/answer-rules.ts, the
 * same the browser uses) against the form as stored. Throws a ValidationError (400) with one
 * issue per problem, path 'answers.<questionId>' or 'interviewAvailability'.
 */
export function validateSubmission(
  questions: Question[],
  requiresInterview: boolean,
  body: RawSubmission,
): { answers: PreparedAnswer[]; availability: InterviewAvailability } {
  const { answers, availability, issues } = checkSubmission(questions, requiresInterview, body);
  if (issues.length > 0) throw new ValidationError(text.fixAnswers, issues);
  return { answers, availability };
}
