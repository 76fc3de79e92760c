import { describe, expect, it } from 'vitest';
import { applicationsListView, canWithdraw, showsInterviewBox } from './eligibility.ts';
import { formSummary, myResponse } from './test-fixtures.ts';

const staff = formSummary({ id: 1, title: 'Staff Application' });
const builder = formSummary({ id: 2, title: 'Builder Application' });
const survey = formSummary({ id: 3, title: 'Community Feedback Survey', type: 'survey' });

describe('eligibility on the applications list', () => {
  it.each(['submitted', 'under_review', 'pending_interview', 'accepted'] as const)('hides an application the person holds as %s', (status) => {
    const view = applicationsListView([staff, builder, survey], [{ applicationId: 1, status }]);
    expect(view.applications.map((f) => f.title)).toEqual(['Builder Application']);
    expect(view.allApplicationsTaken).toBe(false);
  });

  it.each(['rejected', 'withdrawn'] as const)('shows an application again after %s', (status) => {
    const view = applicationsListView([staff, builder], [{ applicationId: 1, status }]);
    expect(view.applications.map((f) => f.title)).toEqual(['Staff Application', 'Builder Application']);
  });

  it('never hides surveys, and flags the answered ones as completed', () => {
    const view = applicationsListView([staff, survey], [{ applicationId: 3, status: 'accepted' }]);
    expect(view.surveys.map((f) => f.title)).toEqual(['Community Feedback Survey']);
    expect(view.completedSurveyIds.has(3)).toBe(true);
    expect(applicationsListView([survey], []).completedSurveyIds.size).toBe(0);
  });

  it('says when every application is already taken, and not when there are none at all', () => {
    expect(
      applicationsListView(
        [staff, builder],
        [
          { applicationId: 1, status: 'submitted' },
          { applicationId: 2, status: 'accepted' },
        ],
      ).allApplicationsTaken,
    ).toBe(true);
    expect(applicationsListView([survey], []).allApplicationsTaken).toBe(false);
  });
});

describe('interview box and withdraw rules', () => {
  it('shows the interview box for a scheduled date or a pending interview, never once accepted', () => {
    expect(showsInterviewBox(myResponse({ id: 1, status: 'pending_interview' }))).toBe(true);
    expect(showsInterviewBox(myResponse({ id: 1, status: 'under_review', interviewScheduled: true, interviewDate: '2025-03-05T18:00:00Z' }))).toBe(true);
    expect(showsInterviewBox(myResponse({ id: 1, status: 'under_review', interviewScheduled: true, interviewDate: null }))).toBe(false);
    expect(showsInterviewBox(myResponse({ id: 1, status: 'submitted' }))).toBe(false);
    expect(showsInterviewBox(myResponse({ id: 1, status: 'accepted', interviewScheduled: true, interviewDate: '2025-03-05T18:00:00Z' }))).toBe(false);
  });

  it('offers withdraw only from submitted, under review and pending interview', () => {
    const allowed = (['submitted', 'under_review', 'pending_interview', 'accepted', 'rejected', 'withdrawn'] as const).filter((status) =>
      canWithdraw({ status }),
    );
    expect(allowed).toEqual(['submitted', 'under_review', 'pending_interview']);
  });
});
