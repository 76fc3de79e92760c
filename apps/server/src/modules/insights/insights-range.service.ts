import { insightsLimits, insightsMessages, type InsightsQuery } from '@crp/shared';
import { ValidationError } from '../../lib/domain-errors.ts';

/**
 * The range of an insights call (D42): calendar days `from`..`to` (both included) in the IANA zone
 * `tz`, as the UTC instants where each of those days starts in that zone. Every count is bucketed by
 * comparing an event's ISO instant with these starts, so a zone whose offset is not a whole hour
 * (Asia/Kathmandu, +05:45) or changes within the range (summer time) is exact, and both databases
 * only ever compare text (decision 0033).
 */
export interface InsightsRange {
  from: string;
  to: string;
  tz: string;
  /** The calendar days of the range, in order. */
  days: string[];
  /** ISO instant at which each day starts in `tz`, plus the instant the day after `to` starts (days.length + 1 entries). */
  starts: string[];
}

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's canonical name, or null when Intl does not know it. */
export function canonicalTimeZone(tz: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The zone's offset from UTC at `ms`, in milliseconds (local = UTC + offset). */
export function offsetAt(tz: string, ms: number): number {
  if (tz === 'UTC') return 0;
  let fmt = formatters.get(tz);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(tz, fmt);
  }
  const parts: Record<string, number> = {};
  for (const p of fmt.formatToParts(new Date(ms))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return local - (ms - (ms % 1000));
}

/** The instant a calendar day starts in `tz` (its first existing local instant when midnight is skipped). */
export function startOfDay(day: string, tz: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`);
  let guess = wall - offsetAt(tz, wall);
  const corrected = wall - offsetAt(tz, guess);
  if (corrected !== guess) {
    // Midnight fell in a gap (clocks went forward at 00:00): the day starts where the gap ends.
    guess = offsetAt(tz, corrected) === offsetAt(tz, guess) ? corrected : Math.max(guess, corrected);
  }
  return guess;
}

/** The calendar day in `tz` at `ms`. */
export function dayAt(ms: number, tz: string): string {
  return new Date(ms + offsetAt(tz, ms)).toISOString().slice(0, 10);
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * D42's rules: UTC and the last 30 days (today in that zone included) by default; `from` alone runs
 * to today, `to` alone starts 29 days earlier. An unknown zone, `from` after `to` or more than 366
 * days answer 400 naming the parameters (the dates' format is the schema's).
 */
export function parseRange(query: Pick<InsightsQuery, 'from' | 'to' | 'tz'>, nowMs = Date.now()): InsightsRange {
  const tz = query.tz === undefined ? 'UTC' : canonicalTimeZone(query.tz);
  if (tz === null) throw new ValidationError(insightsMessages.badTimeZone, [{ path: 'querystring.tz', message: insightsMessages.badTimeZone }]);
  const to = query.to ?? dayAt(nowMs, tz);
  const from = query.from ?? addDays(to, -(insightsLimits.defaultRangeDays - 1));
  const both = (message: string) => [
    { path: 'querystring.from', message },
    { path: 'querystring.to', message },
  ];
  if (from > to) throw new ValidationError(insightsMessages.reversed, both(insightsMessages.reversed));
  const length = daysBetween(from, to) + 1;
  if (length > insightsLimits.maxRangeDays) throw new ValidationError(insightsMessages.tooLong, both(insightsMessages.tooLong));
  const days = Array.from({ length }, (_, i) => addDays(from, i));
  const starts = [...days, addDays(to, 1)].map((day) => new Date(startOfDay(day, tz)).toISOString());
  return { from, to, tz, days, starts };
}

/** The index of the day an ISO instant falls on, or -1 outside the range (binary search over the starts, as text). */
export function dayIndexOf(range: InsightsRange, instant: string): number {
  const { starts } = range;
  if (instant < starts[0]! || instant >= starts[starts.length - 1]!) return -1;
  let lo = 0;
  let hi = starts.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= instant) lo = mid;
    else hi = mid;
  }
  return lo;
}
