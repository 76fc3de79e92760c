import type { MyResponse } from '@crp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createForm, everyTypeForm, get, setStatus, submit, validAnswers, withdraw } from '../../testing/fixtures/forms.ts';

describe.each(testDialects())('status, my applications, withdrawing and answer snapshots on %s', (dialect) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
  });
  afterAll(() => t.close());

  it('status and my applications: latest response first, 404 before any; withdraw updates both and writes history', async () => {
    const form = await createForm(t, admin, everyTypeForm({ title: 'Tracked' }));
    const survey = await createForm(t, admin, everyTypeForm({ title: 'Tracked Survey', type: 'survey' }));
    const { cookie, user } = await signedInUser(t.ctx, 'member');
    const none = await get(t, `/api/applications/${form.slug}/status`, cookie);
    expect(none.statusCode).toBe(404);
    expect((await get(t, '/api/applications/my-applications', cookie)).json()).toEqual([]);

    const applied = (await submit(t, cookie, form.slug, { answers: validAnswers(form) })).json().response;
    await submit(t, cookie, survey.slug, { answers: validAnswers(survey) });
    expect((await get(t, `/api/applications/${form.slug}/status`, cookie)).json()).toEqual({
      status: 'submitted',
      responseId: applied.id,
      submittedAt: applied.submittedAt,
      // D34: whether the member may apply again (an open one blocks by D9, not by a gate).
      eligibility: { eligible: true, reasons: [] },
    });

    const mine = (await get(t, '/api/applications/my-applications', cookie)).json<MyResponse[]>();
    expect(mine.map((r) => r.application.title)).toEqual(['Tracked Survey', 'Tracked']);
    expect(mine[1]).toEqual({
      id: applied.id,
      applicationId: form.id,
      application: { title: 'Tracked', description: '<p>Help us moderate.</p>', type: 'application', slug: 'tracked' },
      status: 'submitted',
      submittedAt: applied.submittedAt,
      createdAt: applied.submittedAt,
      reviewedAt: null,
      reviewNotes: null,
      interviewScheduled: false,
      interviewDate: null,
      interviewNotes: null,
      messages: { count: 0, lastFrom: null },
    });

    const res = await withdraw(t, applied.id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, response: { id: applied.id, status: 'withdrawn', application: { title: 'Tracked' } } });
    expect((await get(t, `/api/applications/${form.slug}/status`, cookie)).json().status).toBe('withdrawn');
    expect((await get(t, '/api/applications/my-applications', cookie)).json<MyResponse[]>()[1]!.status).toBe('withdrawn');
    const history = await t.ctx.db.selectFrom('response_status_history').selectAll().where('response_id', '=', applied.id).orderBy('id').execute();
    expect(history.map((h) => [h.from_status, h.to_status, h.changed_by])).toEqual([
      [null, 'submitted', user.id],
      ['submitted', 'withdrawn', user.id],
    ]);
  });

  it("withdraw: someone else's response is 404, accepted/rejected/withdrawn are 409, unknown ids 404", async () => {
    const form = await createForm(t, admin, everyTypeForm({ title: 'Guarded' }));
    const owner = await signedInUser(t.ctx, 'member');
    const other = await signedInUser(t.ctx, 'member');
    const id = (await submit(t, owner.cookie, form.slug, { answers: validAnswers(form) })).json().response.id as number;

    const foreign = await withdraw(t, id, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Response not found');
    // Not even an admin withdraws for the applicant.
    expect((await withdraw(t, id, admin)).statusCode).toBe(404);
    expect((await withdraw(t, 999_999, owner.cookie)).statusCode).toBe(404);
    expect((await withdraw(t, Number.NaN, owner.cookie)).statusCode).toBe(400);
    // Beyond the id column's range (32-bit on PostgreSQL): a clear 400, never a database error.
    expect((await withdraw(t, 3_000_000_000, owner.cookie)).statusCode).toBe(400);

    for (const status of ['accepted', 'rejected', 'withdrawn']) {
      await setStatus(t, id, status);
      const res = await withdraw(t, id, owner.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This application can no longer be withdrawn');
    }
    const stored = await t.ctx.db.selectFrom('form_responses').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('withdrawn');
    expect(await t.ctx.db.selectFrom('response_status_history').select('id').where('response_id', '=', id).execute()).toHaveLength(1);
  });

  it('editing a form after a response keeps the earlier answer snapshot (D7)', async () => {
    const form = await createForm(t, admin, everyTypeForm({ title: 'Evolving' }));
    const { cookie } = await signedInUser(t.ctx, 'member');
    const id = (await submit(t, cookie, form.slug, { answers: validAnswers(form) })).json().response.id as number;
    const region = form.questions.find((q) => q.title === 'Region')!;
    const name = form.questions.find((q) => q.title === 'In-game name')!;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/applications/${form.id}`,
      headers: { cookie: admin },
      payload: {
        title: 'Evolving',
        // Region renamed, retyped and its options changed; every other question removed.
        questions: [{ id: region.id, type: 'multichoice', question: 'Where do you live?', options: [{ id: 'asia', label: 'Asia' }] }],
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const answers = await t.ctx.db.selectFrom('response_answers').selectAll().where('response_id', '=', id).orderBy('position').execute();
    expect(answers).toHaveLength(7);
    const regionAnswer = answers.find((a) => a.question_id === region.id)!;
    expect(regionAnswer).toMatchObject({ question_title: 'Region', question_type: 'dropdown', answer: '["eu"]' });
    expect(JSON.parse(regionAnswer.question_options)).toEqual([
      { id: 'eu', label: 'Europe' },
      { id: 'na', label: 'North America' },
    ]);
    // Deleted questions leave their answers readable: the link is cleared, the snapshot stays.
    const nameAnswer = answers[0]!;
    expect(nameAnswer).toMatchObject({ question_id: null, question_title: name.title, question_type: 'short_text', answer: 'Sparks' });
  });
});
