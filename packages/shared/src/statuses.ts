// Zod-free (decision 0013): player screens in the first load import this as '@crp/shared/statuses'.

export const responseStatuses = ['submitted', 'under_review', 'pending_interview', 'accepted', 'rejected', 'withdrawn'] as const;
export type ResponseStatus = (typeof responseStatuses)[number];

export const statusLabels: Record<ResponseStatus, string> = {
  submitted: 'Pending Review',
  under_review: 'Under Review',
  pending_interview: 'Pending Interview',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};
export type StatusTone = 'blue' | 'yellow' | 'purple' | 'green' | 'red' | 'gray';
export const statusTones: Record<ResponseStatus, StatusTone> = {
  submitted: 'blue',
  under_review: 'yellow',
  pending_interview: 'purple',
  accepted: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

/** Label of a status; an unknown value shows raw with its first underscore replaced by a space. */
export function statusLabel(status: string): string {
  return (statusLabels as Record<string, string>)[status] ?? status.replace('_', ' ');
}

export const withdrawableStatuses = ['submitted', 'under_review', 'pending_interview'] as const satisfies readonly ResponseStatus[];
/** An open application blocks a second one (D9). */
export const openStatuses = withdrawableStatuses;
/** Open or accepted: the applications list hides the form, submit answers 409 (D9). */
export const blockingStatuses = [...openStatuses, 'accepted'] as const satisfies readonly ResponseStatus[];
export const isWithdrawable = (status: string): boolean => (withdrawableStatuses as readonly string[]).includes(status);
/** Still open: submitted, under review or pending interview (decisions, votes' post buttons, the applicant's replies). */
export const isOpenStatus = (status: string): boolean => (openStatuses as readonly string[]).includes(status);
export const isBlocking = (status: string): boolean => (blockingStatuses as readonly string[]).includes(status);
