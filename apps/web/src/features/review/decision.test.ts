import { describe, expect, it } from 'vitest';
import { actionsFor, buildDecision, decisionCopy, decisionHeading, emptyFields, successMessage } from './decision.ts';

const ctx = { current: 'under_review' as const, requiresInterview: false, timeZone: 'Europe/Berlin' };

describe('decision rules (admin-area §2.4, §4.2)', () => {
  it('offers accept/reject while open, pass/fail at the interview, nothing once closed', () => {
    expect(actionsFor('submitted')).toEqual(['accept', 'reject']);
    expect(actionsFor('under_review')).toEqual(['accept', 'reject']);
    expect(actionsFor('pending_interview')).toEqual(['pass', 'fail']);
    for (const status of ['accepted', 'rejected', 'withdrawn'] as const) expect(actionsFor(status)).toEqual([]);
    expect(decisionHeading('pending_interview')).toBe('Interview Decision');
    expect(decisionHeading('submitted')).toBe('Application Decision');
  });

  it('names the dialogs and their notes fields as the spec does', () => {
    expect(Object.values(decisionCopy).map((c) => [c.title, c.confirmLabel, c.notesLabel])).toEqual([
      ['Interview Pass', 'Confirm Pass', 'Interview Notes'],
      ['Interview Fail', 'Confirm Fail', 'Interview Notes'],
      ['Accept Application', 'Confirm Accept', 'Reason'],
      ['Reject Application', 'Confirm Reject', 'Reason'],
    ]);
  });

  it('maps pass → accepted and fail → rejected, with the notes as review notes', () => {
    const fields = { ...emptyFields, notes: '  Good talk  ' };
    expect(buildDecision('pass', fields, { ...ctx, current: 'pending_interview' })).toEqual({
      body: { status: 'accepted', reviewNotes: 'Good talk', expectedStatus: 'pending_interview' },
    });
    expect(buildDecision('fail', emptyFields, { ...ctx, current: 'pending_interview' })).toEqual({
      body: { status: 'rejected', reviewNotes: null, expectedStatus: 'pending_interview' },
    });
    expect(buildDecision('reject', { ...fields, date: '2026-12-01', time: '10:00' }, ctx)).toEqual({
      body: { status: 'rejected', reviewNotes: 'Good talk', expectedStatus: 'under_review' },
    });
  });

  it('sends an accept with a date and time as pending_interview at the UTC instant of the reviewer zone', () => {
    expect(buildDecision('accept', { notes: '', date: '2026-12-02', time: '19:00', interviewNotes: ' Room 2 ' }, ctx)).toEqual({
      body: {
        status: 'pending_interview',
        reviewNotes: null,
        interviewDate: '2026-12-02T18:00:00.000Z',
        interviewNotes: 'Room 2',
        expectedStatus: 'under_review',
      },
    });
  });

  it('sends an accept without a date as accepted, or pending_interview when the form requires an interview', () => {
    expect(buildDecision('accept', emptyFields, ctx)).toEqual({
      body: { status: 'accepted', reviewNotes: null, interviewNotes: null, expectedStatus: 'under_review' },
    });
    expect(buildDecision('accept', emptyFields, { ...ctx, requiresInterview: true })).toMatchObject({ body: { status: 'pending_interview' } });
  });

  it('refuses a date without a time (and the reverse) and an impossible date', () => {
    expect(buildDecision('accept', { ...emptyFields, date: '2026-12-02' }, ctx)).toEqual({
      error: 'Enter both a date and a time for the interview, or leave both empty.',
    });
    expect(buildDecision('accept', { ...emptyFields, time: '10:00' }, ctx)).toHaveProperty('error');
    expect(buildDecision('accept', { ...emptyFields, date: '2026-02-30', time: '10:00' }, ctx)).toEqual({ error: 'Enter a valid interview date and time.' });
  });

  it('words the success toast after what the server did', () => {
    expect(successMessage('pass', { status: 'accepted', interviewDate: null })).toBe('Interview passed! Application accepted.');
    expect(successMessage('fail', { status: 'rejected', interviewDate: null })).toBe('Interview failed. Application rejected.');
    expect(successMessage('reject', { status: 'rejected', interviewDate: null })).toBe('Application rejected!');
    expect(successMessage('accept', { status: 'accepted', interviewDate: null })).toBe('Application accepted!');
    expect(successMessage('accept', { status: 'pending_interview', interviewDate: '2026-12-02T18:00:00Z' })).toBe(
      'Application accepted and interview scheduled!',
    );
    expect(successMessage('accept', { status: 'pending_interview', interviewDate: null })).toMatch(/^Application accepted!/);
  });
});
