import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '../../lib/lingui.tsx';
import { translate } from '../../lib/i18n.ts';

/**
 * The interview step's days and two-hour slots (@crp/shared/form-constants) as the person reads them
 * (D40): the stored values stay English ('Wednesday', '9-11 AM'); only what is shown is translated.
 */
const days: Record<string, MessageDescriptor> = {
  Wednesday: msg`Wednesday`,
  Friday: msg`Friday`,
};

const slots: Record<string, MessageDescriptor> = {
  '9-11 AM': msg({ comment: 'An interview slot: 9 to 11 in the morning', message: '9-11 AM' }),
  '11 AM-1 PM': msg({ comment: 'An interview slot: 11 in the morning to 1 in the afternoon', message: '11 AM-1 PM' }),
  '1-3 PM': msg({ comment: 'An interview slot: 13:00 to 15:00', message: '1-3 PM' }),
  '3-5 PM': msg({ comment: 'An interview slot: 15:00 to 17:00', message: '3-5 PM' }),
  '5-7 PM': msg({ comment: 'An interview slot: 17:00 to 19:00', message: '5-7 PM' }),
  '7-9 PM': msg({ comment: 'An interview slot: 19:00 to 21:00', message: '7-9 PM' }),
  '9-11 PM': msg({ comment: 'An interview slot: 21:00 to 23:00', message: '9-11 PM' }),
};

/** A day of the interview step in the active language (an unknown value reads raw). */
export const dayLabel = (day: string): string => (days[day] ? translate(days[day]) : day);

/** A slot of the interview step in the active language (an unknown value reads raw). */
export const slotLabel = (slot: string): string => (slots[slot] ? translate(slots[slot]) : slot);
