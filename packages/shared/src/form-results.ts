import { z } from 'zod';
import { questionTypeSchema } from './applications.ts';

/**
 * GET /api/admin/applications/{id}/summary: per-question results of a form (mostly surveys),
 * counted in SQL from the answers as they were given (their snapshots, D7). Questions are the
 * form's current ones; answers to questions deleted since are only counted.
 */
export const optionResultSchema = z.object({
  id: z.string(),
  label: z.string(),
  count: z.number().int(),
  /** No longer an option of the question (renamed away or removed): counted under its label as it was. */
  removed: z.boolean(),
});

export const questionResultSchema = z.object({
  questionId: z.number().int(),
  title: z.string(),
  type: questionTypeSchema,
  pageNumber: z.number().int(),
  /** Responses that answered this question (blank answers are not counted). */
  answered: z.number().int(),
  /**
   * Responses that were asked this question (blank answers counted): fewer than all responses when a
   * condition hid it (D35) or it was added after some responses came in.
   */
  asked: z.number().int().optional(),
  /** Choice questions: every option with its count (a multiple-choice answer counts once per option chosen). */
  options: z.array(optionResultSchema).nullable(),
  /** Rating questions: count per value 1..max, and the average of the answers (null without answers). */
  rating: z
    .object({ max: z.number().int(), average: z.number().nullable(), distribution: z.array(z.object({ value: z.number().int(), count: z.number().int() })) })
    .nullable(),
  /** Date questions: answers per month ('YYYY-MM'), oldest first. */
  dates: z.array(z.object({ month: z.string(), count: z.number().int() })).nullable(),
  /** Text questions: the latest few answers, newest first. */
  latest: z.array(z.object({ answer: z.string(), submittedAt: z.string() })).nullable(),
});
export type QuestionResult = z.infer<typeof questionResultSchema>;

export const formResultsSchema = z.object({
  formId: z.number().int(),
  title: z.string(),
  type: z.enum(['application', 'survey']),
  responses: z.number().int(),
  /** Answers given to questions that were deleted since (still readable on each response). */
  removedQuestionAnswers: z.number().int(),
  questions: z.array(questionResultSchema),
});
export type FormResults = z.infer<typeof formResultsSchema>;

/** How many text answers the results show per question. */
export const latestTextAnswers = 5;
