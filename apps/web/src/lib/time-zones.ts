/** Wall-clock times in named zones (interview scheduling, D11); staff screens only, apart from lib/dates.ts so player pages do not load it. */
import { intlLocale } from './i18n.ts';

// ---- Wall-clock time in a named zone (interview scheduling, D11) ----

/** The viewer's IANA time zone (e.g. 'Europe/Berlin'); 'UTC' when the browser does not say. */
export function localTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** A calendar date and a time of day as people read them in one zone. */
export interface WallClock {
  year: number;
  month: number; // 1..12
  day: number;
  hour: number; // 0..23
  minute: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const weekdayIndex: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** What the clock on the wall shows at `instant` in `timeZone`. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  let fmt = partsFormatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    partsFormatters.set(timeZone, fmt);
  }
  const parts = Object.fromEntries(fmt.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: weekdayIndex[parts.weekday as string] ?? 0,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' (the value of an <input type="date">). */
export const isoDay = (c: Pick<WallClock, 'year' | 'month' | 'day'>) => `${c.year}-${pad(c.month)}-${pad(c.day)}`;
/** 'HH:mm' (the value of an <input type="time">). */
export const isoTime = (c: Pick<WallClock, 'hour' | 'minute'>) => `${pad(c.hour)}:${pad(c.minute)}`;

/** Milliseconds the zone is ahead of UTC at `utcMs`. */
function zoneOffsetMs(utcMs: number, timeZone: string): number {
  const c = wallClockAt(new Date(utcMs), timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute);
  return asUtc - Math.floor(utcMs / 60_000) * 60_000;
}

/**
 * The UTC instant (ISO text) at which the clocks in `timeZone` show `date` ('YYYY-MM-DD') and
 * `time` ('HH:mm'), or null for malformed input. Like Temporal's 'compatible' rule: a time skipped
 * by a DST jump moves forward by the jump, a time that happens twice takes the earlier one.
 */
export function zonedWallTimeToUtc(date: string, time: string, timeZone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2])];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null;
  let before: number;
  let after: number;
  try {
    before = zoneOffsetMs(wall - 86_400_000, timeZone);
    after = zoneOffsetMs(wall + 86_400_000, timeZone);
  } catch {
    return null;
  }
  const shows = (utc: number) => {
    const c = wallClockAt(new Date(utc), timeZone);
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) === wall;
  };
  const candidates = [...new Set([wall - before, wall - after])].filter(shows).sort((a, b) => a - b);
  const utc = candidates[0] ?? wall - before;
  return new Date(utc).toISOString();
}

/** A zone as people recognise it: 'Europe/Berlin (GMT+1)'; the short name where the zone has a well-known one ('America/New_York (EST)'). */
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
    return name && name !== timeZone ? `${timeZone.replace(/_/g, ' ')} (${name})` : timeZone.replace(/_/g, ' ');
  } catch {
    return timeZone;
  }
}

/** 'Wednesday, December 2' for a 'YYYY-MM-DD' day (no zone involved: it is already a calendar day). */
export function formatDayName(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return '';
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toLocaleDateString(intlLocale(), { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
}

/** '7:00 PM' for 'HH:mm'. */
export function formatClockTime(time: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m) return '';
  const d = new Date(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2])));
  return d.toLocaleTimeString(intlLocale(), { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
}

/** 'March 15, 2021' for a calendar day 'YYYY-MM-DD' (a date answer: no zone shift). */
export function formatCalendarDate(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!m) return '';
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString(intlLocale(), { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}
