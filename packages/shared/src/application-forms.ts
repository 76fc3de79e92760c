import { z } from 'zod';
import { formTypeSchema, questionSchema, ratingMaxRange } from './applications.ts';
import { eligibilityGatesInput, eligibilityGatesShape } from './eligibility.ts';
import { reviewTargetLimits, reviewTargetMessages } from './insights-texts.ts';

export * from './form-texts.ts';

/**
 * Admin calls for forms (admin-area §3.3–§3.5, §7: /api/admin/applications). Output uses the
 * canonical question shape (title, isRequired); input also accepts the editor's names
 * (question, required, short type names, options as plain strings) (D4, D5).
 */

/** Limits of one form (decision 0010): enough for any real application, small enough to edit and load fast. */
export const maxQuestions = 200;
export const maxOptions = 50;
export const maxPages = 50;

export const optionIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

export const discordRoleAssignmentsSchema = z.object({
  pending_review: z.string(),
  pending_interview: z.string(),
  accepted: z.string(),
});
export type DiscordRoleAssignments = z.infer<typeof discordRoleAssignmentsSchema>;

// ---- Output ----
export const adminFormListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  type: formTypeSchema,
  isActive: z.boolean(),
  /** Number of questions. */
  questions: z.number().int(),
  /** Number of responses. */
  responses: z.number().int(),
  deadline: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminFormListItem = z.infer<typeof adminFormListItemSchema>;

export const adminFormDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  requirements: z.string().nullable(),
  type: formTypeSchema,
  isActive: z.boolean(),
  deadline: z.string().nullable(),
  requiresInterview: z.boolean(),
  enablePagination: z.boolean(),
  /** D30: reviewers' votes needed (0 = no voting) and whether they decide. */
  votesRequired: z.number().int(),
  votingBinding: z.boolean(),
  /** D42: hours an open response may wait before it is overdue (0 = no target). */
  reviewTargetHours: z.number().int(),
  /** D34: who may apply. */
  ...eligibilityGatesShape,
  /** D32: the guild channel where each submit is posted for review from Discord; null = none. */
  staffChannelId: z.string().nullable(),
  discordRoleAssignments: discordRoleAssignmentsSchema,
  webhookIncoming: z.string().nullable(),
  webhookResponse: z.string().nullable(),
  /** The key signing this form's webhooks ('whsec_…', Standard Webhooks, D24); managers only. */
  webhookSecret: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  responseCount: z.number().int(),
  questions: z.array(questionSchema),
});
export type AdminFormDetail = z.infer<typeof adminFormDetailSchema>;

// ---- Input (POST and PUT /api/admin/applications) ----
/** Text an admin types: a NUL character cannot be stored (PostgreSQL refuses it), so it is refused here. */
const typedText = (max: number) =>
  z
    .string()
    .max(max, `Too long (at most ${max.toLocaleString('en-US')} characters)`)
    .refine((value) => !value.includes('\u0000'), 'Contains a character that is not allowed');
const roleIdSchema = z
  .string()
  .trim()
  .max(32)
  .regex(/^(\d{5,25})?$/, 'Enter a Discord role ID (digits only) or leave it empty');

/**
 * A webhook address: a full http(s) URL. https is demanded by the server when the form is saved
 * (plain http only with OUTBOUND_ALLOW_PRIVATE, for local receivers), together with the check that
 * the host is public (D24); the editor's hint asks for https.
 */
const webhookUrlSchema = typedText(500)
  .trim()
  .refine((value) => value === '' || isHttpUrl(value), 'Enter a full https:// address or leave it empty');

function isHttpUrl(value: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A deadline is an ISO instant or a calendar date 'YYYY-MM-DD' (the form closes at the end of that day, UTC). */
export function parseDeadline(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const text = value.trim();
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (dateOnly) {
    const at = new Date(`${text}T23:59:59.999Z`);
    return at.getUTCDate() === Number(dateOnly[3]) ? at.toISOString() : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

const optionInputSchema = z.union([
  typedText(200),
  z.object({ id: z.string().regex(optionIdPattern, 'Option ids are 1-64 letters, digits, - or _').optional(), label: typedText(200) }),
]);

export const formSaveQuestionSchema = z
  .object({
    /** An existing question's id; new questions may carry a temporary client number (ignored). */
    id: z.number().int().optional(),
    /** Any string: aliases and canonical names are kept, unknown types are stored as short_text (D5). */
    type: z.string().max(40).nullable().optional(),
    question: typedText(1000).optional(),
    title: typedText(1000).optional(),
    required: z.boolean().optional(),
    isRequired: z.boolean().optional(),
    description: typedText(2000).nullable().optional(),
    placeholder: typedText(300).nullable().optional(),
    options: z.array(optionInputSchema).max(maxOptions, `A question can have at most ${maxOptions} options`).nullable().optional(),
    displayOrder: z.number().int().min(1).max(10_000).optional(),
    pageNumber: z.number().int().min(1).max(maxPages).optional(),
    ratingScale: z
      .object({ min: z.literal(1).optional(), max: z.number().int().min(ratingMaxRange.min).max(ratingMaxRange.max) })
      .nullable()
      .optional(),
    /**
     * Ask this question only when an earlier choice question has one of these answers (D35).
     * `questionId` is the `id` the source carries in this same body (a stored id, or a temporary
     * number for a new question); `anyOf` lists the source's option ids (an option label is
     * accepted too). The rules (earlier, choice type, known options, no cycle) are checked on save.
     */
    showIf: z
      .object({
        questionId: z.number().int(),
        anyOf: z.array(typedText(200)).max(maxOptions, `A condition can name at most ${maxOptions} options`),
      })
      .nullable()
      .optional(),
  })
  .superRefine((q, ctx) => {
    const ids = (q.options ?? []).flatMap((o) => (typeof o === 'string' || !o.id ? [] : [o.id]));
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Option ids must be unique within a question' });
  });
export type FormSaveQuestion = z.infer<typeof formSaveQuestionSchema>;

export const formSaveSchema = z.object({
  title: typedText(200).optional(),
  description: typedText(50_000).nullable().optional(),
  requirements: typedText(50_000).nullable().optional(),
  type: formTypeSchema.optional(),
  deadline: z
    .string()
    .max(40)
    .nullable()
    .optional()
    .refine(
      (v) => v === undefined || v === null || v.trim() === '' || parseDeadline(v) !== null,
      'Enter the deadline as a date (YYYY-MM-DD) or a date and time',
    ),
  /** Editor only: false clears the deadline. */
  hasDeadline: z.boolean().optional(),
  isActive: z.boolean().optional(),
  requiresInterview: z.boolean().optional(),
  enablePagination: z.boolean().optional(),
  /** D30: 0 (no voting) to 25. */
  votesRequired: z
    .number({ error: 'Votes needed must be a number from 0 to 25' })
    .int('Votes needed must be a whole number')
    .min(0, 'Votes needed cannot be negative')
    .max(25, 'Votes needed can be at most 25')
    .optional(),
  votingBinding: z.boolean().optional(),
  /** D42: 0 (no target) to 720 hours. */
  reviewTargetHours: z
    .number({ error: reviewTargetMessages.invalid })
    .int(reviewTargetMessages.invalid)
    .min(0, reviewTargetMessages.invalid)
    .max(reviewTargetLimits.maxHours, reviewTargetMessages.invalid)
    .optional(),
  /** D34: eligibility gates (each optional; a missing one keeps the stored value). */
  ...eligibilityGatesInput,
  staffChannelId: z
    .string()
    .trim()
    .regex(/^(\d{5,25})?$/, 'Enter the staff channel as a Discord channel ID (digits only), or leave it empty')
    .nullable()
    .optional(),
  discordRoleAssignments: z
    .object({
      pending_review: roleIdSchema.nullable().optional(),
      pending_interview: roleIdSchema.nullable().optional(),
      accepted: roleIdSchema.nullable().optional(),
    })
    .nullable()
    .optional(),
  webhookIncoming: webhookUrlSchema.nullable().optional(),
  webhookResponse: webhookUrlSchema.nullable().optional(),
  questions: z.array(formSaveQuestionSchema).max(maxQuestions, `A form can have at most ${maxQuestions} questions`).optional(),
  /**
   * The form's `updatedAt` when the editor opened it. When given, the save is refused with 409 if
   * someone saved the form since (two staff editing at once must not silently overwrite each other).
   */
  expectedUpdatedAt: z.string().max(40).optional(),
});
export type FormSave = z.infer<typeof formSaveSchema>;

export const formToggleSchema = z.object({ isActive: z.boolean() });

// ---- Templates (D36: GET /api/admin/applications/templates) ----
/**
 * A ready-made form the editor opens unsaved. `form` is a complete save body: POSTing it to
 * /api/admin/applications creates the form as is. Its questions carry temporary ids (1, 2, …) that
 * the conditions name, and option ids the conditions and answers use.
 */
export const formTemplateSchema = z.object({
  /** URL-safe key: the editor opens it as /admin/applications?template=<key>. */
  key: z.string(),
  name: z.string(),
  /** One sentence for the picker: who the form is for and what it asks. */
  summary: z.string(),
  form: z.object({
    type: formTypeSchema,
    title: z.string(),
    /** HTML, sanitized again when saved. */
    description: z.string(),
    requirements: z.string().nullable(),
    isActive: z.boolean(),
    requiresInterview: z.boolean(),
    enablePagination: z.boolean(),
    questions: z.array(questionSchema),
  }),
});
export type FormTemplate = z.infer<typeof formTemplateSchema>;
