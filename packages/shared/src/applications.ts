import { z } from 'zod';
import { formTypes, interviewDays, interviewSlots, questionTypes, ratingMaxRange } from './form-constants.ts';
import { responseStatuses } from './statuses.ts';
import { eligibilitySchema } from './eligibility.ts';

export { normalizeQuestionType, questionTypeAliases } from './question-type-aliases.ts';

/** A condition names at most as many options as a question can have (application-forms.ts maxOptions). */
const maxConditionOptions = 50;

/**
 * Applications and surveys, player side (player-area §3–§7, D5–D10): the constants and the
 * shapes of the /api/applications calls, shared by the server (validation, serialization)
 * and the web app (forms, badges).
 */

// ---- Question types (D5) ----
// The zod-free constants live in form-constants.ts (player pages load them without zod, decision 0013).
export {
  questionTypes,
  choiceQuestionTypes,
  isChoiceType,
  questionTypeLabels,
  ratingMaxRange,
  interviewDays,
  interviewSlots,
  formTypes,
  applicationMessages,
} from './form-constants.ts';
export type { QuestionType, FormType } from './form-constants.ts';
export const questionTypeSchema = z.enum(questionTypes);

// ---- Limits (player-area §9, admin-area §9) ----

// ---- Response statuses (player-area §4, admin-area §4.1, D2) ----
export {
  responseStatuses,
  statusLabels,
  statusTones,
  statusLabel,
} from './statuses.ts';
export * from './lifecycle.ts';
export type { ResponseStatus, StatusTone } from './statuses.ts';
export const responseStatusSchema = z.enum(responseStatuses);

// ---- Interview availability (D10) ----
export const interviewAvailabilitySchema = z.array(
  z.object({
    day: z.enum(interviewDays),
    timeSlots: z.array(z.enum(interviewSlots)).min(1),
  }),
);
export type InterviewAvailability = z.infer<typeof interviewAvailabilitySchema>;

// ---- Form types and questions ----
export const formTypeSchema = z.enum(formTypes);

/** Option of a choice question: the id is stable across edits; answers store ids (D6). */
export const questionOptionSchema = z.object({ id: z.string(), label: z.string() });
export type QuestionOption = z.infer<typeof questionOptionSchema>;

export const ratingScaleSchema = z.object({
  min: z.literal(1),
  max: z.number().int().min(ratingMaxRange.min).max(ratingMaxRange.max),
});
export type RatingScale = z.infer<typeof ratingScaleSchema>;

/**
 * A condition (D35): the question is asked only when one of `anyOf` (option ids) is chosen on the
 * earlier choice question `questionId`. The rules are in form-conditions.ts.
 */
export const questionConditionSchema = z.object({
  questionId: z.number().int(),
  anyOf: z.array(z.string().max(64)).max(maxConditionOptions),
});

/** A question as the applicant (and the admin editor) sees it. */
export const questionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  type: questionTypeSchema,
  placeholder: z.string().nullable(),
  isRequired: z.boolean(),
  pageNumber: z.number().int().min(1).default(1),
  displayOrder: z.number().int(),
  options: z.array(questionOptionSchema),
  ratingScale: ratingScaleSchema.nullable(),
  /** Asked only when an earlier answer matches (D35); null or absent: always asked. */
  showIf: questionConditionSchema.nullable().optional(),
});
export type Question = z.infer<typeof questionSchema>;

// ---- GET /api/applications/public and GET /api/applications/{slug} ----
export const formSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  /** Sanitized HTML, or null when there are no prerequisites. */
  requirements: z.string().nullable(),
  type: formTypeSchema,
  /** The stored flag (admin Enable/Disable). */
  isActive: z.boolean(),
  /** isActive and the deadline has not passed (D8): only then may one submit. */
  isOpen: z.boolean(),
  closeDate: z.string().nullable(),
  requiresInterview: z.boolean(),
  enablePagination: z.boolean(),
  questionCount: z.number().int(),
  /** D34: whether the signed-in member may apply, and why not (absent for visitors). */
  eligibility: eligibilitySchema.optional(),
});
export type FormSummary = z.infer<typeof formSummarySchema>;

export const formDefinitionSchema = formSummarySchema.extend({ questions: z.array(questionSchema) });
export type FormDefinition = z.infer<typeof formDefinitionSchema>;

// ---- GET /api/applications/my-applications ----
export const myResponseSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  application: z.object({ title: z.string(), description: z.string(), type: formTypeSchema, slug: z.string() }),
  status: responseStatusSchema,
  submittedAt: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewNotes: z.string().nullable(),
  interviewScheduled: z.boolean(),
  interviewDate: z.string().nullable(),
  interviewNotes: z.string().nullable(),
  /** The conversation with the staff (D31): how many messages, and who wrote last. */
  messages: z.object({ count: z.number().int(), lastFrom: z.enum(['staff', 'applicant']).nullable() }),
});
export type MyResponse = z.infer<typeof myResponseSchema>;

// ---- GET /api/applications/{slug}/status ----
export const submissionStatusSchema = z.object({
  status: responseStatusSchema,
  responseId: z.number().int(),
  submittedAt: z.string(),
  /** D34: whether the member may apply (again), and why not. */
  eligibility: eligibilitySchema.optional(),
});
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;

// ---- POST /api/applications/{slug}/submit ----
/**
 * Choice answers are option ids (a list, or a comma-joined string for multiple choice);
 * rating an integer string in 1..max; date 'MM/DD/YYYY' or 'YYYY-MM-DD'. The server checks
 * every answer against the stored form and answers 400 with one issue per problem,
 * path 'answers.<questionId>' (or 'interviewAvailability').
 */
export interface SubmitAnswer {
  questionId: number;
  answer: string | string[];
}

/** The body the browser sends. The server reads it loosely on purpose (see checkSubmission in answer-rules.ts). */
export interface SubmitRequest {
  answers: SubmitAnswer[];
  interviewAvailability?: InterviewAvailability;
}

export const submitResultSchema = z.object({
  success: z.literal(true),
  response: z.object({ id: z.number().int(), status: responseStatusSchema, submittedAt: z.string() }),
});
export type SubmitResult = z.infer<typeof submitResultSchema>;

// ---- PATCH /api/applications/response/{id}/withdraw ----
export const withdrawResultSchema = z.object({ success: z.literal(true), response: myResponseSchema });
export type WithdrawResult = z.infer<typeof withdrawResultSchema>;
