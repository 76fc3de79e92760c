import type { InterviewAvailability } from '@crp/shared';
import { applicationMessages, interviewDays, interviewSlots } from '@crp/shared/form-constants';
import type { Availability } from './draft-storage.ts';

export const AVAILABILITY_MESSAGE = applicationMessages.availabilityRequired;

/** The request shape (D10): only days with at least one slot, days and slots in their fixed order. */
export function availabilityToRequest(value: Availability): InterviewAvailability {
  return interviewDays
    .map((day) => ({ day, timeSlots: interviewSlots.filter((slot) => value[day]?.includes(slot)) }))
    .filter((entry) => entry.timeSlots.length > 0);
}

export function hasAnySlot(value: Availability): boolean {
  return availabilityToRequest(value).length > 0;
}
