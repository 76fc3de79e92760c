import { z } from 'zod';
import { listMessagesSchema, listVotesSchema, staffNoteSchema, voteTallySchema } from './collaboration.ts';
import { steamAccountSchema } from './steam.ts';
import { eligibilityGatesShape } from './eligibility.ts';
import {
  formTypeSchema,
  interviewAvailabilitySchema,
  questionOptionSchema,
  questionTypeSchema,
  responseStatusSchema,
} from './applications.ts';
import { responseListSorts, responseListTabs, responseStatusFilters } from './review-texts.ts';

export * from './review-texts.ts';

/**
 * Staff review of responses (admin-area §2.2–§2.4, §3.1–§3.2, §4.2; D2, D4, D12, D22–D24):
 * the shapes of GET /api/applications/responses (+ .csv), GET /api/applications/response/{id}
 * and PATCH /api/applications/response/{id}/status, shared by the server and the review screens.
 */

// ---- Limits ----
export const reviewLimits = {
  notes: 2000,
  search: 100,
  pageSize: { default: 25, max: 100 },
  /** An interview may be set at most this far ahead … */
  interviewMaxAheadMs: 366 * 24 * 60 * 60 * 1000,
  /** … and at most this far in the past (a reviewer recording one that just happened). */
  interviewMaxPastMs: 24 * 60 * 60 * 1000,
} as const;

// ---- GET /api/applications/responses (and .csv): the list query (D22) ----

const emptyToUndefined = (value: unknown) => (value === '' || value === 'all' || value === null ? undefined : value);

export const responseListQuerySchema = z.object({
  tab: z.enum(responseListTabs).default('all'),
  status: z.preprocess(emptyToUndefined, z.enum(responseStatusFilters).optional()),
  /** Only responses to this form. */
  formId: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().max(2_147_483_647).optional()),
  /** Matches form title, display name, username (case-insensitive, substring) and Discord ID (substring). */
  q: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string().max(reviewLimits.search, `Search text is too long (max ${reviewLimits.search} characters)`).optional(),
  ),
  sort: z.enum(responseListSorts).default('newest'),
  /** 'false': the responses still open for votes that the caller has not voted on ("needs my vote", D30). */
  voted: z.preprocess(emptyToUndefined, z.enum(['false', 'true']).optional()),
  /** 'staff': the responses whose last message is the applicant's (D31). */
  awaiting: z.preprocess(emptyToUndefined, z.enum(['staff']).optional()),
  /** 'true': the open responses older than their form's review target (D42). */
  overdue: z.preprocess(emptyToUndefined, z.enum(['true']).optional()),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(reviewLimits.pageSize.max).default(reviewLimits.pageSize.default),
});
export type ResponseListQuery = z.infer<typeof responseListQuerySchema>;
/** What a client puts in the URL (every field optional). */
export type ResponseListParams = z.input<typeof responseListQuerySchema>;

// ---- List items and the list answer ----
export const reviewPersonSchema = z.object({ displayName: z.string(), discordId: z.string() });
export type ReviewPerson = z.infer<typeof reviewPersonSchema>;

/** admin-area §3.1 plus formId, type and who has taken it for review. application XOR survey. */
export const responseListItemSchema = z.object({
  id: z.number().int(),
  formId: z.number().int(),
  type: formTypeSchema,
  application: z.object({ title: z.string() }).optional(),
  survey: z.object({ title: z.string() }).optional(),
  user: z.object({ displayName: z.string(), username: z.string(), discordId: z.string() }),
  submittedAt: z.string(),
  createdAt: z.string(),
  status: responseStatusSchema,
  assignedTo: reviewPersonSchema.nullable(),
  /** The tally (D30); required 0 when the form does not vote. */
  votes: listVotesSchema,
  /** The conversation with the applicant (D31). */
  messages: listMessagesSchema,
  /** Open and older than its form's review target (D42). */
  overdue: z.boolean(),
});
export type ResponseListItem = z.infer<typeof responseListItemSchema>;

/** Over every response, whatever the filters (D2 meanings, D22). */
export const responseCountsSchema = z.object({
  total: z.number().int(),
  applications: z.number().int(),
  surveys: z.number().int(),
  /** submitted + under_review */
  pendingReview: z.number().int(),
  /** pending_interview */
  pendingInterview: z.number().int(),
});
export type ResponseCounts = z.infer<typeof responseCountsSchema>;

export const responseListSchema = z.object({
  responses: z.array(responseListItemSchema),
  /** Rows matching the filters. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: responseCountsSchema,
});
export type ResponseList = z.infer<typeof responseListSchema>;

// ---- GET /api/applications/response/{id}: the detail (D4's first reading, D23) ----
export const reviewAnswerSchema = z.object({
  id: z.number().int(),
  /**
   * As shown: text; a rating '1'..max; a date 'YYYY-MM-DD'; a choice answer as the chosen
   * option's label (dropdown, single choice) or the list of chosen labels (multiple choice).
   */
  answer: z.union([z.string(), z.array(z.string())]),
  /** The chosen option ids of a choice answer (to tick a checklist of `question.options`), else null. */
  optionIds: z.array(z.string()).nullable(),
  /** The question as it was asked when the response was submitted (D7). */
  question: z.object({
    id: z.number().int().nullable(),
    title: z.string(),
    description: z.string().nullable(),
    type: questionTypeSchema,
    isRequired: z.boolean(),
    options: z.array(questionOptionSchema),
    ratingMax: z.number().int().nullable(),
    pageNumber: z.number().int(),
    position: z.number().int(),
  }),
});
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

export const historyEntrySchema = z.object({
  fromStatus: responseStatusSchema.nullable(),
  toStatus: responseStatusSchema,
  by: reviewPersonSchema.nullable(),
  at: z.string(),
  notes: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** D24: one side effect of a submit or decision, as the deliveries worker sees it. */
export const deliveryKinds = ['discord_role', 'discord_dm', 'webhook', 'discord_post'] as const;
export const deliveryStates = ['pending', 'delivered', 'failed'] as const;
export const responseDeliverySchema = z.object({
  id: z.number().int(),
  kind: z.enum(deliveryKinds),
  event: z.string(),
  target: z.string(),
  status: z.enum(deliveryStates),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type ResponseDelivery = z.infer<typeof responseDeliverySchema>;

export const responseDetailSchema = z.object({
  id: z.number().int(),
  formId: z.number().int(),
  type: formTypeSchema,
  application: z.object({ title: z.string(), requiresInterview: z.boolean() }).optional(),
  survey: z.object({ title: z.string() }).optional(),
  user: z.object({
    id: z.number().int(),
    displayName: z.string(),
    username: z.string(),
    discordId: z.string(),
    /** D33/D34: the facts the eligibility gates use (linked Steam account, guild join date). */
    steam: steamAccountSchema.nullable(),
    guildJoinedAt: z.string().nullable(),
  }),
  /** D34: the form's eligibility gates, beside the applicant's facts. */
  gates: z.object(eligibilityGatesShape),
  submittedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: responseStatusSchema,
  reviewNotes: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedBy: reviewPersonSchema.nullable(),
  answers: z.array(reviewAnswerSchema),
  /** D10: a list, never a JSON string. */
  availableTimeSlots: interviewAvailabilitySchema,
  interviewScheduled: z.boolean(),
  /** ISO UTC instant (D11). */
  interviewDate: z.string().nullable(),
  interviewNotes: z.string().nullable(),
  /** The reviewer who took it for review (under_review), kept afterwards. */
  assignedTo: reviewPersonSchema.nullable(),
  assignedAt: z.string().nullable(),
  /** Oldest first. */
  history: z.array(historyEntrySchema),
  deliveries: z.array(responseDeliverySchema),
  /** For the viewer: the statuses they may send now (empty on their own response or a closed one). */
  allowedStatuses: z.array(responseStatusSchema),
  /** The viewer is the applicant (they may read it but never decide). */
  isOwnResponse: z.boolean(),
  /** Staff notes, oldest first (D29): never in any applicant-facing answer. */
  notes: z.array(staffNoteSchema),
  /** Votes (D30). */
  votes: voteTallySchema,
  /** Binding votes: only admins decide directly; the screen says so. */
  decidedByVote: z.boolean(),
  /** The response's post in its form's staff channel (D32), as Discord shows it; null when the form has none. */
  staffPost: z
    .object({
      channelId: z.string(),
      /** The message in Discord once posted (a link), else null (queued, failed, or demo mode). */
      messageUrl: z.string().nullable(),
      threadUrl: z.string().nullable(),
      preview: z.object({
        title: z.string(),
        colour: z.string(),
        description: z.string(),
        fields: z.array(z.object({ name: z.string(), value: z.string() })),
        buttons: z.array(z.object({ label: z.string(), disabled: z.boolean() })),
      }),
    })
    .nullable(),
});
export type ResponseDetail = z.infer<typeof responseDetailSchema>;

// ---- PATCH /api/applications/response/{id}/status (D12, D23) ----
export const decisionStatuses = ['under_review', 'pending_interview', 'accepted', 'rejected'] as const;
export type DecisionStatus = (typeof decisionStatuses)[number];

/** Optional text: trimmed; empty → null; at most reviewLimits.notes characters; stored and shown as plain text. */
const notesField = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || null : v),
    z
      .string()
      .max(reviewLimits.notes, `${label} must be at most ${reviewLimits.notes} characters`)
      .refine((s) => !s.includes('\u0000'), `${label} contains a character that is not allowed`)
      .nullable()
      .optional(),
  );

export const decisionRequestSchema = z.object({
  status: z.enum(decisionStatuses),
  reviewNotes: notesField('Reason'),
  /** An ISO 8601 instant with a zone (Z or ±hh:mm); stored as UTC. Empty → none. */
  interviewDate: z.preprocess(
    (v) => (v === '' ? null : v),
    z.iso.datetime({ offset: true, message: 'Interview date must be a date and time (ISO 8601 with a time zone)' }).nullable().optional(),
  ),
  interviewNotes: notesField('Interview notes'),
  /**
   * The status the reviewer saw when deciding. When given and the response has moved on meanwhile
   * the answer is 409 (two reviewers clicking Accept must not turn into an accept plus an
   * interview pass). Clients should always send it.
   */
  expectedStatus: responseStatusSchema.optional(),
});
export type DecisionRequest = z.input<typeof decisionRequestSchema>;
export type DecisionInput = z.infer<typeof decisionRequestSchema>;

/** The answer of a decision: the updated detail. */
export const decisionResultSchema = responseDetailSchema;
export type DecisionResult = ResponseDetail;

// resultingStatus and allowedDecisions: the lifecycle's move table (lifecycle.ts).
