import { z } from 'zod';
import { collaborationLimits } from './collaboration-texts.ts';

export * from './collaboration-texts.ts';

/**
 * Deciding together (D29 staff notes, D30 votes, D31 the conversation with the applicant): the
 * request and answer shapes and the texts, shared by the browser and the server.
 */

/** Plain text typed by a person: trimmed, 1..max characters, no NUL (PostgreSQL refuses it). */
const plainText = (max: number, what: string) =>
  z
    .string({ error: `${what} is required` })
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, `${what} cannot be empty`)
        .max(max, `${what} is too long (at most ${max.toLocaleString('en-US')} characters)`)
        .refine((v) => !v.includes('\u0000'), `${what} contains a character that is not allowed`),
    );

// ---- Notes (D29) ----
export const noteBodySchema = z.object({ body: plainText(collaborationLimits.note, 'Note') });
export type NoteBody = z.input<typeof noteBodySchema>;
export const staffNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: z.object({ displayName: z.string(), discordId: z.string() }).nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** For the viewer: their own note (edit and delete), or an admin (delete). */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type StaffNote = z.infer<typeof staffNoteSchema>;
export const noteResultSchema = z.object({ note: staffNoteSchema });

// ---- Votes (D30) ----
export const voteValues = ['approve', 'deny'] as const;
export type VoteValue = (typeof voteValues)[number];
export const voteRequestSchema = z.object({
  vote: z.enum(voteValues, { error: "Vote must be 'approve' or 'deny'" }),
  reason: z
    .string()
    .transform((v) => v.trim())
    .pipe(z.string().max(collaborationLimits.voteReason, `Reason is too long (at most ${collaborationLimits.voteReason} characters)`))
    .optional()
    .nullable(),
});
export type VoteRequest = z.input<typeof voteRequestSchema>;
export const voterSchema = z.object({
  displayName: z.string(),
  discordId: z.string(),
  vote: z.enum(voteValues),
  reason: z.string().nullable(),
  at: z.string(),
});
export const voteTallySchema = z.object({
  required: z.number().int(),
  binding: z.boolean(),
  approve: z.number().int(),
  deny: z.number().int(),
  mine: z.enum(voteValues).nullable(),
  voters: z.array(voterSchema),
});
export type VoteTally = z.infer<typeof voteTallySchema>;
export const listVotesSchema = z.object({ approve: z.number().int(), deny: z.number().int(), required: z.number().int() });
export type ListVotes = z.infer<typeof listVotesSchema>;

// ---- Messages (D31) ----
export const messageBodySchema = z.object({ body: plainText(collaborationLimits.message, 'Message') });
export type MessageBody = z.input<typeof messageBodySchema>;
export const responseMessageSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  from: z.enum(['staff', 'applicant']),
  author: z.object({ displayName: z.string() }),
  createdAt: z.string(),
});
export type ResponseMessage = z.infer<typeof responseMessageSchema>;
export const messageListSchema = z.object({ messages: z.array(responseMessageSchema), canReply: z.boolean() });
export type MessageList = z.infer<typeof messageListSchema>;
export const messageResultSchema = z.object({ message: responseMessageSchema });
export const listMessagesSchema = z.object({ count: z.number().int(), lastFrom: z.enum(['staff', 'applicant']).nullable() });
