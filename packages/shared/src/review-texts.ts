import { responseStatuses } from './statuses.ts';

/** The review list's tabs, filters and sorts and the review's texts (D2, D22, D23): no schemas, so the review screens show them without loading zod. */
export const responseListTabs = ['all', 'applications', 'surveys'] as const;
export type ResponseListTab = (typeof responseListTabs)[number];

/**
 * Status filter: one status, or 'pending_review' (submitted + under_review, the 'Pending Review'
 * counter's meaning, D2). An empty value or 'all' means no filter.
 */
export const responseStatusFilters = [...responseStatuses, 'pending_review'] as const;
export type ResponseStatusFilter = (typeof responseStatusFilters)[number];

export const responseListSorts = ['newest', 'oldest'] as const;
export type ResponseListSort = (typeof responseListSorts)[number];


/** Texts the server answers with and the screens show. */
export const reviewMessages = {
  notFound: 'Response not found',
  ownResponse: 'You cannot review your own response.',
  ownResponseTake: 'You cannot take your own response for review.',
  illegalTransition: (current: string, requested: string) =>
    `This response is ${current.replace(/_/g, ' ')}; it cannot be moved to ${requested.replace(/_/g, ' ')}.`,
  changedMeanwhile: (current: string) => `Someone else decided on this response meanwhile: it is now ${current.replace(/_/g, ' ')}. Reload to see the change.`,
  interviewPast: 'Interview date is in the past',
  interviewTooFar: 'Interview date must be within the next year',
  interviewNotForReject: 'An interview date can only be set when accepting',
  updated: 'Application status updated successfully',
  failedUpdate: 'Failed to update application status. Please try again.',
  failedList: 'Failed to fetch application responses',
} as const;
