import { msg } from '@lingui/core/macro';
import type { QuestionType, ResponseDelivery, ResponseStatus } from '@crp/shared';
import type { MessageDescriptor } from '../../lib/lingui.tsx';
import { translate } from '../../lib/i18n.ts';

/**
 * The words packages/shared keeps in plain English (statuses, question types, delivery kinds, the
 * vote tally), in the active language for the staff screens (D40): read when a screen renders.
 */
const statusNames: Record<ResponseStatus, MessageDescriptor> = {
  submitted: msg`Pending Review`,
  under_review: msg`Under Review`,
  pending_interview: msg`Pending Interview`,
  accepted: msg`Accepted`,
  rejected: msg`Rejected`,
  withdrawn: msg`Withdrawn`,
};

/** A response status's label; an unknown value shows raw with its first underscore replaced by a space (as statusLabel). */
export function statusName(status: string): string {
  const name = (statusNames as Record<string, MessageDescriptor>)[status];
  return name ? translate(name) : status.replace('_', ' ');
}

const questionTypeNames: Record<QuestionType, MessageDescriptor> = {
  short_text: msg`Short Text`,
  long_text: msg`Long Text`,
  dropdown: msg`Dropdown`,
  multiple_choice: msg`Multiple Choice`,
  single_choice: msg`Single Choice`,
  rating: msg`Rating`,
  date: msg`Date`,
};

/** A question type's label (the shared questionTypeLabels, translated); unknown types read 'Short Text'. */
export function questionTypeName(type: string): string {
  return translate((questionTypeNames as Record<string, MessageDescriptor>)[type] ?? questionTypeNames.short_text);
}

const deliveryKindNames: Record<ResponseDelivery['kind'], MessageDescriptor> = {
  discord_role: msg`Discord role`,
  discord_dm: msg`Direct message`,
  webhook: msg`Webhook`,
  discord_post: msg`Staff channel post`,
};

/** What staff call a kind of delivery (D24); an unknown kind shows raw. */
export function deliveryKindName(kind: string): string {
  const name = (deliveryKindNames as Record<string, MessageDescriptor>)[kind];
  return name ? translate(name) : kind;
}

/** "2 of 3 approve" (the shared tallyText, translated: the list and the review screen say the same). */
export function tally(votes: { approve: number; deny: number; required: number }): string {
  const { approve, deny, required } = votes;
  if (required <= 0) return translate(msg`No voting`);
  if (deny > 0) return translate(msg`${approve} of ${required} approve, ${deny} deny`);
  return translate(msg`${approve} of ${required} approve`);
}

const interviewDayNames: Record<string, MessageDescriptor> = { Wednesday: msg`Wednesday`, Friday: msg`Friday` };
const interviewSlotNames: Record<string, MessageDescriptor> = {
  '9-11 AM': msg`9-11 AM`,
  '11 AM-1 PM': msg`11 AM-1 PM`,
  '1-3 PM': msg`1-3 PM`,
  '3-5 PM': msg`3-5 PM`,
  '5-7 PM': msg`5-7 PM`,
  '7-9 PM': msg`7-9 PM`,
  '9-11 PM': msg`9-11 PM`,
};

/** An interview day the applicant offered (D10: the shared interviewDays), in the active language; anything else raw. */
export function interviewDayName(day: string): string {
  const name = interviewDayNames[day];
  return name ? translate(name) : day;
}

/** An interview time slot (D10: the shared interviewSlots, e.g. '9-11 AM'), written the active language's way; anything else raw. */
export function interviewSlotName(slot: string): string {
  const name = interviewSlotNames[slot];
  return name ? translate(name) : slot;
}
