import { z } from 'zod';

/** The one error shape every call answers with. `error` and `message` carry the same
 * human text (the spec's clients read one or the other); `code` is for programs. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.string(),
  /** `code` and `until` name an eligibility gate and when it lifts (D34). */
  issues: z.array(z.object({ path: z.string(), message: z.string(), code: z.string().optional(), until: z.string().optional() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * A text of the server's catalogue (apps/server/src/modules/locale/messages) by its id and values, so it
 * can be said in the reader's language (D40). A value may itself be such a text (a status's name) or a
 * Date (shown as day and month in that language).
 */
export interface TextRef {
  readonly id: string;
  readonly values?: Readonly<Record<string, TextValue>>;
}
export type TextValue = string | number | Date | TextRef;
