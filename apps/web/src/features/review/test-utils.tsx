import { configure } from '@testing-library/react';
import type { ResponseCounts, ResponseDetail, ResponseList, ResponseListItem, User } from '@crp/shared';
import { stubApi as sharedStubApi, type StubCall } from '../../test/api.ts';
import { makeUser, renderApp } from '../../test/render.tsx';

// The admin screens are lazy chunks: the first render of one in a test run compiles it (slow under load).
configure({ asyncUtilTimeout: 5000 });

/** A reviewer (not admin) unless told otherwise. */
export const reviewer = (overrides: Partial<User> = {}) =>
  makeUser({ id: 9, discordId: '300000000000000009', username: 'rev', displayName: 'Riley Reviewer', canReviewApplications: true, ...overrides });

/** The real app routes at `path`, signed in as `user` (the shared renderApp: providers, toaster, no retries). */
export function renderAdmin(path: string, user: User = reviewer()) {
  return renderApp(path, { user });
}

/** The shared /api stub; returns its recorded calls. */
export function stubApi(routes: Parameters<typeof sharedStubApi>[0]) {
  return sharedStubApi(routes).calls;
}

/** Query parameters of a recorded call. */
export const searchOf = (call: StubCall) => Object.fromEntries(new URLSearchParams(call.search));

export const counts = (overrides: Partial<ResponseCounts> = {}): ResponseCounts => ({
  total: 12,
  applications: 9,
  surveys: 3,
  pendingReview: 4,
  pendingInterview: 2,
  ...overrides,
});

export function listItem(overrides: Partial<ResponseListItem> & Pick<ResponseListItem, 'id'>): ResponseListItem {
  return {
    formId: 1,
    type: 'application',
    application: { title: 'Staff Application' },
    user: { displayName: 'Marcus Hale', username: 'marcus', discordId: '300000000000000042' },
    submittedAt: '2026-11-20T14:05:00.000Z',
    createdAt: '2026-11-20T14:05:00.000Z',
    status: 'submitted',
    assignedTo: null,
    votes: { approve: 0, deny: 0, required: 0 },
    overdue: false,
    messages: { count: 0, lastFrom: null },
    ...overrides,
  };
}

export function list(responses: ResponseListItem[], overrides: Partial<ResponseList> = {}): ResponseList {
  return { responses, total: responses.length, page: 1, pageSize: 25, counts: counts(), ...overrides };
}

export function detail(overrides: Partial<ResponseDetail> = {}): ResponseDetail {
  return {
    id: 42,
    formId: 1,
    type: 'application',
    application: { title: 'Staff Application', requiresInterview: true },
    user: { id: 5, displayName: 'Marcus Hale', username: 'marcus', discordId: '300000000000000042', steam: null, guildJoinedAt: null },
    gates: { requireSteam: false, minGmodHours: 0, minGuildDays: 0, requiredRoleIds: [], blockedRoleIds: [], cooldownDays: 0 },
    submittedAt: '2026-11-20T14:05:00.000Z',
    createdAt: '2026-11-20T14:05:00.000Z',
    updatedAt: '2026-11-20T14:05:00.000Z',
    status: 'submitted',
    reviewNotes: null,
    reviewedAt: null,
    reviewedBy: null,
    answers: [
      {
        id: 1,
        answer: 'Marcus Hale',
        optionIds: null,
        question: {
          id: 1,
          title: '<p>What is your <strong>in-game</strong> name?</p>',
          description: null,
          type: 'short_text',
          isRequired: true,
          options: [],
          ratingMax: null,
          pageNumber: 1,
          position: 1,
        },
      },
      {
        id: 2,
        answer: ['Player reports and tickets', 'Welcoming new players'],
        optionIds: ['o1', 'o3'],
        question: {
          id: 2,
          title: 'Which areas interest you?',
          description: null,
          type: 'multiple_choice',
          isRequired: false,
          options: [
            { id: 'o1', label: 'Player reports and tickets' },
            { id: 'o2', label: 'Events' },
            { id: 'o3', label: 'Welcoming new players' },
          ],
          ratingMax: null,
          pageNumber: 1,
          position: 2,
        },
      },
      {
        id: 3,
        answer: '4',
        optionIds: null,
        question: {
          id: 3,
          title: 'How active are you?',
          description: null,
          type: 'rating',
          isRequired: true,
          options: [],
          ratingMax: 5,
          pageNumber: 1,
          position: 3,
        },
      },
      {
        id: 4,
        answer: '2021-03-15',
        optionIds: null,
        question: {
          id: 4,
          title: 'When did you join?',
          description: null,
          type: 'date',
          isRequired: false,
          options: [],
          ratingMax: null,
          pageNumber: 1,
          position: 4,
        },
      },
    ],
    availableTimeSlots: [
      { day: 'Wednesday', timeSlots: ['7-9 PM'] },
      { day: 'Friday', timeSlots: ['9-11 PM'] },
    ],
    interviewScheduled: false,
    interviewDate: null,
    interviewNotes: null,
    assignedTo: null,
    assignedAt: null,
    history: [
      {
        fromStatus: null,
        toStatus: 'submitted',
        by: { displayName: 'Marcus Hale', discordId: '300000000000000042' },
        at: '2026-11-20T14:05:00.000Z',
        notes: null,
      },
    ],
    deliveries: [],
    allowedStatuses: ['under_review', 'accepted', 'pending_interview', 'rejected'],
    isOwnResponse: false,
    notes: [],
    votes: { required: 0, binding: false, approve: 0, deny: 0, mine: null, voters: [] },
    decidedByVote: false,
    staffPost: null,
    ...overrides,
  };
}
