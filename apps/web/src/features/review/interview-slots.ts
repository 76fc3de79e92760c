import { isoDay, isoTime, wallClockAt, zonedWallTimeToUtc } from '../../lib/time-zones.ts';

/**
 * The applicant's offered interview slots (D10: a weekday and a slot such as '7-9 PM') turned
 * into a concrete date and start time for the 'Schedule Interview' block (admin-area §2.4, §9).
 */

const dayNames = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** 0 = Sunday … 6 = Saturday, or null for anything that is not a weekday name. */
export function weekdayOf(name: string): number | null {
  const index = dayNames.indexOf(name.trim().toLowerCase());
  return index < 0 ? null : index;
}

/**
 * The start of a slot in 24-hour time: '12:30 PM' → 12:30, '9-11 AM' → 9:00, '11 AM-1 PM' → 11:00,
 * '1-3 PM' → 13:00, '9-11 PM' → 21:00, '12 AM' → 0:00, '14:00' → 14:00. A start without AM/PM takes
 * the end's, unless that would put the start after the end ('11-1 PM' starts at 11 AM).
 */
export function slotStartTime(slot: string): { hour: number; minute: number } | null {
  const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s*(?:[-–—]\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)?)?\s*$/i.exec(slot);
  if (!match) return null;
  const [, h, m, ownMeridiem, endH, endM, endMeridiem] = match;
  let hour = Number(h);
  const minute = m ? Number(m) : 0;
  if (minute > 59) return null;
  const to24 = (value: number, meridiem: string) => (value % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
  if (ownMeridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = to24(hour, ownMeridiem);
  } else if (endMeridiem && endH) {
    if (hour < 1 || hour > 12) return null;
    const end = to24(Number(endH), endMeridiem) * 60 + (endM ? Number(endM) : 0);
    const asEnd = to24(hour, endMeridiem);
    const other = to24(hour, endMeridiem.toLowerCase() === 'pm' ? 'am' : 'pm');
    hour = asEnd * 60 + minute <= end ? asEnd : other;
  } else if (hour > 23) {
    return null;
  }
  return { hour, minute };
}

/**
 * The date ('YYYY-MM-DD', in `timeZone`) of the next `weekday` strictly after today: always at least
 * one day ahead, so today's weekday maps to a week later.
 */
export function nextOccurrence(weekday: number, now: Date, timeZone: string): string {
  const today = wallClockAt(now, timeZone);
  const ahead = (weekday - today.weekday + 7) % 7 || 7;
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + ahead));
  return isoDay({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

export interface SlotChoice {
  /** Stable key of the radio ('Wednesday|7-9 PM'). */
  key: string;
  day: string;
  slot: string;
  /** 'YYYY-MM-DD' and 'HH:mm' in the reviewer's zone (what the date and time fields show). */
  date: string;
  time: string;
  /** The UTC instant sent to the server. */
  instant: string;
}

/** Every offered slot that can be read, with its next date, in the order the applicant gave them. */
export function slotChoices(availability: { day: string; timeSlots: readonly string[] }[], now: Date, timeZone: string): SlotChoice[] {
  const choices: SlotChoice[] = [];
  for (const entry of availability) {
    const weekday = weekdayOf(entry.day);
    if (weekday === null) continue;
    const date = nextOccurrence(weekday, now, timeZone);
    for (const slot of entry.timeSlots) {
      const start = slotStartTime(slot);
      if (!start) continue;
      const time = isoTime(start);
      const instant = zonedWallTimeToUtc(date, time, timeZone);
      if (!instant) continue;
      choices.push({ key: `${entry.day}|${slot}`, day: entry.day, slot, date, time, instant });
    }
  }
  return choices;
}
