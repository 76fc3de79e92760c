import { describe, expect, it } from 'vitest';
import {
  allowedDecisions,
  blockingStatuses,
  decisionActionsIn,
  moves,
  openStatuses,
  resultingStatus,
  votingStatuses,
  withdrawableStatuses,
  type RequestedStatus,
} from './lifecycle.ts';
import { responseStatuses } from './statuses.ts';

const plain = { requiresInterview: false, hasInterviewDate: false };
const interview = { requiresInterview: true, hasInterviewDate: false };

describe('the response lifecycle (one move table)', () => {
  it('derives the status sets from the moves', () => {
    expect(openStatuses).toEqual(['submitted', 'under_review', 'pending_interview']);
    expect(withdrawableStatuses).toEqual(['submitted', 'under_review', 'pending_interview']);
    expect(votingStatuses).toEqual(['submitted', 'under_review']);
    expect(blockingStatuses).toEqual(['submitted', 'under_review', 'pending_interview', 'accepted']);
  });

  it('every move starts and ends in a known status; closed statuses have no way out', () => {
    for (const move of moves) {
      expect(responseStatuses).toContain(move.to);
      for (const from of move.from ?? []) expect(responseStatuses).toContain(from);
    }
    for (const closed of ['accepted', 'rejected', 'withdrawn'] as const) {
      expect(allowedDecisions(closed)).toEqual([]);
      expect(decisionActionsIn(closed)).toEqual([]);
    }
  });

  it('what a reviewer may ask for, and what it results in (D12, D23)', () => {
    expect(allowedDecisions('submitted')).toEqual(['under_review', 'accepted', 'pending_interview', 'rejected']);
    expect(allowedDecisions('under_review')).toEqual(['accepted', 'pending_interview', 'rejected']);
    expect(allowedDecisions('pending_interview')).toEqual(['accepted', 'rejected']);
    expect(decisionActionsIn('submitted')).toEqual(['accept', 'reject']);
    expect(decisionActionsIn('pending_interview')).toEqual(['pass', 'fail']);

    const table: Array<[string, RequestedStatus, typeof plain, string | null]> = [
      ['submitted', 'under_review', plain, 'under_review'],
      ['under_review', 'under_review', plain, null],
      ['submitted', 'accepted', plain, 'accepted'],
      ['submitted', 'accepted', interview, 'pending_interview'],
      ['under_review', 'accepted', { requiresInterview: false, hasInterviewDate: true }, 'pending_interview'],
      ['under_review', 'pending_interview', plain, 'pending_interview'],
      ['submitted', 'rejected', interview, 'rejected'],
      ['pending_interview', 'accepted', interview, 'accepted'],
      ['pending_interview', 'rejected', interview, 'rejected'],
      ['pending_interview', 'pending_interview', interview, null],
      ['pending_interview', 'under_review', interview, null],
      ['accepted', 'rejected', plain, null],
      ['withdrawn', 'accepted', plain, null],
    ];
    for (const [from, requested, context, to] of table) {
      expect(resultingStatus(from as never, requested, context), `${from} → ${requested}`).toBe(to);
    }
  });

  it('the votes move only what is still being voted on; they never take or pass an interview (D30)', () => {
    expect(resultingStatus('submitted', 'accepted', interview, 'votes')).toBe('pending_interview');
    expect(resultingStatus('under_review', 'rejected', plain, 'votes')).toBe('rejected');
    expect(resultingStatus('pending_interview', 'accepted', interview, 'votes')).toBeNull();
    expect(resultingStatus('submitted', 'under_review', plain, 'votes')).toBeNull();
  });
});
