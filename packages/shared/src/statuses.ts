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

// Which statuses are open, withdrawable, blocking or voting, and which moves are legal: lifecycle.ts.
