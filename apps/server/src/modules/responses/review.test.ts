import type { AdminFormDetail } from '@crp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createForm, everyTypeForm, get } from '../../testing/fixtures/forms.ts';
import { apply, daysAhead, decide, detail, list } from '../../testing/fixtures/review.ts';

describe.each(testDialects())('review: list, detail, decisions on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let reviewer: string;
  let form: AdminFormDetail;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    reviewer = (await signedInUser(t.ctx, 'reviewer')).cookie;
    form = await createForm(t, admin, everyTypeForm({ title: 'Moderator Application', requiresInterview: true }));
  });
  afterAll(() => t.close());

  it('detail: answers as asked with choice labels, availability as a list, history', async () => {
    const { id } = await apply(t, form);
    const d = await detail(t, id, reviewer);
    expect(d).toMatchObject({
      id,
      formId: form.id,
      type: 'application',
      application: { title: 'Moderator Application', requiresInterview: true },
      status: 'submitted',
      reviewNotes: null,
      availableTimeSlots: [{ day: 'Wednesday', timeSlots: ['1-3 PM'] }],
      interviewScheduled: false,
      interviewDate: null,
      assignedTo: null,
      deliveries: [],
      isOwnResponse: false,
    });
    expect(d.survey).toBeUndefined();
    const byTitle = Object.fromEntries(d.answers.map((a) => [a.question.title, a]));
    expect(byTitle.Region).toMatchObject({ answer: 'Europe', optionIds: ['eu'], question: { type: 'dropdown', isRequired: true } });
    expect(byTitle.Skills).toMatchObject({ answer: ['Building', 'Events'], optionIds: ['build', 'events'] });
    expect(byTitle['Rule knowledge']).toMatchObject({ answer: '4', question: { type: 'rating', ratingMax: 5 } });
    expect(byTitle['First joined']).toMatchObject({ answer: '2024-03-15', question: { type: 'date' } });
    expect(d.history).toEqual([
      { fromStatus: null, toStatus: 'submitted', by: expect.objectContaining({ displayName: expect.any(String) }), at: d.submittedAt, notes: null },
    ]);
  });

  it('take, accept with an interview date, pass: each step recorded in the history', async () => {
    const { id } = await apply(t, form);
    const take = await decide(t, id, reviewer, { status: 'under_review', expectedStatus: 'submitted' });
    expect(take.statusCode, take.body).toBe(200);
    expect(take.json()).toMatchObject({ status: 'under_review', assignedTo: { displayName: expect.stringMatching(/^reviewer /) } });
    const when = daysAhead(3);
    const accept = await decide(t, id, reviewer, { status: 'accepted', reviewNotes: 'Good answers', interviewDate: when, interviewNotes: 'Voice channel 2' });
    expect(accept.statusCode, accept.body).toBe(200);
    expect(accept.json()).toMatchObject({
      status: 'pending_interview',
      interviewScheduled: true,
      interviewDate: when,
      interviewNotes: 'Voice channel 2',
      reviewNotes: 'Good answers',
    });
    const pass = await decide(t, id, admin, { status: 'accepted', expectedStatus: 'pending_interview' });
    expect(pass.statusCode, pass.body).toBe(200);
    const d = await detail(t, id, reviewer);
    expect(d.status).toBe('accepted');
    expect(d.history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'submitted'],
      ['submitted', 'under_review'],
      ['under_review', 'pending_interview'],
      ['pending_interview', 'accepted'],
    ]);
    expect(d.allowedStatuses).toEqual([]);
  });

  it('list: one page with counters; CSV export answers with the BOM and a header', async () => {
    const page = await list(t, reviewer, 'pageSize=2');
    expect(page.responses).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.counts.total).toBe(page.total);
    const csv = await get(t, '/api/applications/responses.csv', reviewer);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="responses-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.body.startsWith('\uFEFFResponse ID,')).toBe(true);
  });
});
