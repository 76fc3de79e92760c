/**
 * Staff insights (D42) and review targets without zod, so the insights screen and the form editor
 * use them without loading a schema (decision 0030). insights.ts re-exports them with the schemas.
 * Open responses (the backlog, what may be overdue) are the lifecycle's `openStatuses` (lifecycle.ts).
 */
import { isOpenStatus } from './lifecycle.ts';

export const insightsLimits = {
  /** The longest range, both ends included. */
  maxRangeDays: 366,
  /** Without `from`: this many days ending with `to` (today by default), both included. */
  defaultRangeDays: 30,
} as const;

/** D42: a form's review target, in hours (0 = none). */
export const reviewTargetLimits = { maxHours: 720 } as const;


/** A calendar date as the insights call takes and answers it. */
export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** Texts the insights call answers with (the issues of a refusal name the parameter). */
export const insightsMessages = {
  badDate: 'Enter the date as YYYY-MM-DD (a real calendar date)',
  badTimeZone: 'Unknown time zone: give an IANA name such as Europe/Berlin or UTC',
  reversed: '`from` must be on or before `to`',
  tooLong: `The range can be at most ${insightsLimits.maxRangeDays} days`,
  badForm: 'Give the form as its numeric id',
  unknownForm: 'No form has this id',
  invalidRange: 'Invalid range for the insights',
} as const;

export const reviewTargetMessages = {
  invalid: `Review target must be a whole number of hours from 0 to ${reviewTargetLimits.maxHours}`,
} as const;

/**
 * Whether an open response has waited past its form's target (D42). The server's list and filter
 * count the same way: `submittedAt` strictly before now minus the target.
 */
export function isOverdue(status: string, submittedAt: string, targetHours: number, nowMs: number): boolean {
  if (targetHours <= 0 || !isOpenStatus(status)) return false;
  return Date.parse(submittedAt) < nowMs - targetHours * 3_600_000;
}
