import { describe, expect, it } from 'vitest';
import { interviewSlots } from '@crp/shared';
import { zonedWallTimeToUtc } from '../../lib/time-zones.ts';
import { nextOccurrence, slotChoices, slotStartTime, weekdayOf } from './interview-slots.ts';

describe('slotStartTime: 12-hour slot texts read as 24-hour', () => {
  it.each([
    ['12:30 PM', 12, 30],
    ['12:30 AM', 0, 30],
    ['12 PM', 12, 0],
    ['9 am', 9, 0],
    ['9-11 AM', 9, 0],
    ['11 AM-1 PM', 11, 0],
    ['1-3 PM', 13, 0],
    ['7-9 PM', 19, 0],
    ['9-11 PM', 21, 0],
    ['11-1 PM', 11, 0],
    ['10:30-11:30 PM', 22, 30],
    ['14:00', 14, 0],
  ])('%s starts at %i:%i', (slot, hour, minute) => {
    expect(slotStartTime(slot)).toEqual({ hour, minute });
  });

  it.each(['', 'noon', '13 PM', '25:00', '9:75 AM', 'Friday'])('refuses %j', (slot) => {
    expect(slotStartTime(slot)).toBeNull();
  });

  it('reads every slot the applicant form offers (D10)', () => {
    expect(interviewSlots.map((slot) => slotStartTime(slot)?.hour)).toEqual([9, 11, 13, 15, 17, 19, 21]);
  });
});

describe('nextOccurrence: at least one day ahead, in the reviewer zone', () => {
  // Monday 23 November 2026, 10:00 UTC.
  const monday = new Date('2026-11-23T10:00:00Z');

  it('maps later weekdays to this week and today to a week later', () => {
    expect(nextOccurrence(weekdayOf('Wednesday')!, monday, 'UTC')).toBe('2026-11-25');
    expect(nextOccurrence(weekdayOf('Friday')!, monday, 'UTC')).toBe('2026-11-27');
    expect(nextOccurrence(weekdayOf('monday')!, monday, 'UTC')).toBe('2026-11-30');
    expect(nextOccurrence(weekdayOf('Sunday')!, monday, 'UTC')).toBe('2026-11-29');
  });

  it("counts from the reviewer's own date, not UTC's", () => {
    // 23:30 UTC on Tuesday is already Wednesday in Tokyo: Wednesday then means the week after.
    const lateTuesday = new Date('2026-11-24T23:30:00Z');
    expect(nextOccurrence(weekdayOf('Wednesday')!, lateTuesday, 'UTC')).toBe('2026-11-25');
    expect(nextOccurrence(weekdayOf('Wednesday')!, lateTuesday, 'Asia/Tokyo')).toBe('2026-12-02');
    // And in Los Angeles it is still Tuesday afternoon.
    expect(nextOccurrence(weekdayOf('Tuesday')!, lateTuesday, 'America/Los_Angeles')).toBe('2026-12-01');
  });

  it('crosses month and year ends', () => {
    expect(nextOccurrence(weekdayOf('Friday')!, new Date('2026-12-30T12:00:00Z'), 'UTC')).toBe('2027-01-01');
  });

  it('ignores unknown day names', () => {
    expect(weekdayOf('Someday')).toBeNull();
  });
});

describe('zonedWallTimeToUtc', () => {
  it('converts wall time in a zone to the UTC instant, across DST changes', () => {
    expect(zonedWallTimeToUtc('2026-07-15', '19:00', 'Europe/Berlin')).toBe('2026-07-15T17:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-12-15', '19:00', 'Europe/Berlin')).toBe('2026-12-15T18:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-11-25', '21:00', 'America/New_York')).toBe('2026-11-26T02:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-11-25', '09:00', 'UTC')).toBe('2026-11-25T09:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-11-25', '09:00', 'Asia/Kolkata')).toBe('2026-11-25T03:30:00.000Z');
  });

  it('moves a time skipped by spring-forward ahead by the jump and takes the earlier of a repeated time', () => {
    // Europe/Berlin: 29 March 2026 02:00 → 03:00; 25 October 2026 03:00 → 02:00.
    expect(zonedWallTimeToUtc('2026-03-29', '02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedWallTimeToUtc('2026-10-25', '02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses malformed dates and times', () => {
    expect(zonedWallTimeToUtc('2026-02-30', '10:00', 'UTC')).toBeNull();
    expect(zonedWallTimeToUtc('2026-02-10', '24:00', 'UTC')).toBeNull();
    expect(zonedWallTimeToUtc('', '', 'UTC')).toBeNull();
    expect(zonedWallTimeToUtc('2026-02-10', '10:00', 'Not/AZone')).toBeNull();
  });
});

describe('slotChoices', () => {
  it("turns the applicant's availability into dated choices in the reviewer's zone", () => {
    // Wednesday 25 November 2026, 08:00 in New York.
    const now = new Date('2026-11-25T13:00:00Z');
    const choices = slotChoices(
      [
        { day: 'Wednesday', timeSlots: ['7-9 PM', '11 AM-1 PM'] },
        { day: 'Friday', timeSlots: ['9-11 PM', 'whenever'] },
        { day: 'Blursday', timeSlots: ['1-3 PM'] },
      ],
      now,
      'America/New_York',
    );
    expect(choices.map(({ key, date, time, instant }) => ({ key, date, time, instant }))).toEqual([
      { key: 'Wednesday|7-9 PM', date: '2026-12-02', time: '19:00', instant: '2026-12-03T00:00:00.000Z' },
      { key: 'Wednesday|11 AM-1 PM', date: '2026-12-02', time: '11:00', instant: '2026-12-02T16:00:00.000Z' },
      { key: 'Friday|9-11 PM', date: '2026-11-27', time: '21:00', instant: '2026-11-28T02:00:00.000Z' },
    ]);
  });

  it('dates a slot after a DST change with the new offset', () => {
    // Thursday 26 March 2026 in Berlin (CET); the following Sunday switches to CEST.
    const now = new Date('2026-03-26T12:00:00Z');
    const [friday, wednesday] = slotChoices(
      [
        { day: 'Friday', timeSlots: ['7-9 PM'] },
        { day: 'Wednesday', timeSlots: ['7-9 PM'] },
      ],
      now,
      'Europe/Berlin',
    );
    expect(friday!.instant).toBe('2026-03-27T18:00:00.000Z');
    expect(wednesday!.instant).toBe('2026-04-01T17:00:00.000Z');
  });
});
