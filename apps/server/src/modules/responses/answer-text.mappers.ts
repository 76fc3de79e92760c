import type { AnswerLine } from '../deliveries/index.ts';
import type { AnswerRow } from './review.queries.ts';
import { toReviewAnswer } from './responses.mappers.ts';

/**
 * An answer as plain words for a webhook: choice ids become their labels (the one reading of the
 * snapshot, `toReviewAnswer`), several joined with commas; ratings 'n/max'.
 */
export function answerLine(row: AnswerRow): AnswerLine {
  const { answer, question } = toReviewAnswer(row);
  if (Array.isArray(answer)) return { question: question.title, answer: answer.join(', ') };
  if (question.type === 'rating' && question.ratingMax) return { question: question.title, answer: `${answer}/${question.ratingMax}` };
  return { question: question.title, answer };
}
