import { z } from 'zod';
import { formTypeSchema } from './applications.ts';
import { insightsMessages, isoDatePattern } from './insights-texts.ts';

export * from './insights-texts.ts';

/**
 * GET /api/admin/insights (and .csv), D42: the query and the answer. The range rules that need the
 * clock or the time zone database (default range, order, length, the zone itself) are checked by the
 * server's insights module, which names the parameter in the refusal's issues.
 */

/** A real calendar date, YYYY-MM-DD. */
const isoDate = z
  .string()
  .regex(isoDatePattern, insightsMessages.badDate)
  .refine((value) => {
    const ms = Date.parse(`${value}T00:00:00Z`);
    return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === value;
  }, insightsMessages.badDate);

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const insightsQuerySchema = z.object({
  from: z.preprocess(blankToUndefined, isoDate.optional()),
  to: z.preprocess(blankToUndefined, isoDate.optional()),
  formId: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: insightsMessages.badForm }).int(insightsMessages.badForm).positive(insightsMessages.badForm).max(2_147_483_647).optional(),
  ),
  /** An IANA zone name; UTC by default. */
  tz: z.preprocess(blankToUndefined, z.string().max(64, insightsMessages.badTimeZone).optional()),
});
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;
export type InsightsParams = z.input<typeof insightsQuerySchema>;

/** Seconds; null when nothing was measured. */
const seconds = z.number().nullable();
const rate = z.number().nullable();

export const insightsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), tz: z.string() }),
  totals: z.object({ submitted: z.number().int(), accepted: z.number().int(), rejected: z.number().int(), withdrawn: z.number().int() }),
  /** accepted / (accepted + rejected), null when neither happened. */
  acceptanceRate: rate,
  timeToFirstAction: z.object({ p50: seconds, p90: seconds }),
  timeToDecision: z.object({ p50: seconds, p90: seconds }),
  backlog: z.object({ open: z.number().int(), ageP50: seconds, ageP90: seconds, oldestSubmittedAt: z.string().nullable() }),
  daily: z.array(z.object({ date: z.string(), submitted: z.number().int(), accepted: z.number().int(), rejected: z.number().int() })),
  forms: z.array(
    z.object({
      formId: z.number().int(),
      title: z.string(),
      type: formTypeSchema,
      submitted: z.number().int(),
      accepted: z.number().int(),
      rejected: z.number().int(),
      acceptanceRate: rate,
      timeToDecisionP50: seconds,
    }),
  ),
  reviewers: z.array(
    z.object({
      discordId: z.string(),
      displayName: z.string(),
      decisions: z.number().int(),
      accepted: z.number().int(),
      rejected: z.number().int(),
      votes: z.number().int(),
      notes: z.number().int(),
      timeToDecisionP50: seconds,
    }),
  ),
});
export type Insights = z.infer<typeof insightsSchema>;
