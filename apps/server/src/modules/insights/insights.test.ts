import type { AdminFormDetail, Insights, ResponseList } from '@crp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createForm, get, withdraw } from '../../testing/fixtures/forms.ts';
import { apply, decide, list } from '../../testing/fixtures/review.ts';
import { rebuildInsightRows } from '../responses/index.ts';

/**
 * D42 through the real calls on both databases: a known week of submissions and decisions made
 * through the write path, then moved to fixed instants (the write path stamps "now"; the insights
 * rows are then made again from the moved history), and the numbers the insights call must give for it.
 */
describe.each(testDialects())('staff insights (D42) on %s', (dialect) => {
  let t: TestApp;
  let admin: { cookie: string; discordId: string };
  let reviewer: { cookie: string; discordId: string };
  let manager: string;
  let member: string;
  let formA: AdminFormDetail;
  let formB: AdminFormDetail;
  let survey: AdminFormDetail;
  const ids: Record<string, number> = {};

  const call = (method: 'POST' | 'PUT', url: string, cookie: string, payload: object) => t.app.inject({ method, url, headers: { cookie }, payload });
  const ok = (res: { statusCode: number; body: string }, status = 200) => expect(res.statusCode, res.body).toBe(status);

  /** Moves what the write path stamped "now" to a fixed instant (the test's clock). */
  async function history(id: number, toStatus: string, at: string) {
    const res = await t.ctx.db.updateTable('response_status_history').set({ changed_at: at }).where('response_id', '=', id).where('to_status', '=', toStatus).executeTakeFirst();
    expect(Number(res.numUpdatedRows), `${id} → ${toStatus}`).toBe(1);
    if (toStatus === 'submitted') await t.ctx.db.updateTable('form_responses').set({ submitted_at: at, created_at: at }).where('id', '=', id).execute();
  }

  const insights = async (query: string, cookie = manager) => {
    const res = await get(t, `/api/admin/insights${query ? `?${query}` : ''}`, cookie);
    ok(res);
    return res.json<Insights>();
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const a = await signedInUser(t.ctx, 'admin');
    const r = await signedInUser(t.ctx, 'reviewer');
    admin = { cookie: a.cookie, discordId: a.user.discord_id };
    reviewer = { cookie: r.cookie, discordId: r.user.discord_id };
    manager = (await signedInUser(t.ctx, 'manager')).cookie;
    member = (await signedInUser(t.ctx, 'member')).cookie;
    const questions = [{ question: 'Why?', required: true }];
    formA = await createForm(t, admin.cookie, { title: 'Staff Application', type: 'application', requiresInterview: false, reviewTargetHours: 24, questions });
    formB = await createForm(t, admin.cookie, { title: 'Builder Application', type: 'application', requiresInterview: false, votesRequired: 2, votingBinding: true, questions });
    survey = await createForm(t, admin.cookie, { title: 'Feedback Survey', type: 'survey', questions });

    // r1: taken by the admin, accepted by the admin a day after the submit.
    ids.r1 = (await apply(t, formA)).id;
    ok(await decide(t, ids.r1, admin.cookie, { status: 'under_review' }));
    ok(await decide(t, ids.r1, admin.cookie, { status: 'accepted' }));
    // r2: a note by the reviewer half an hour in, rejected by the reviewer two days in.
    ids.r2 = (await apply(t, formA)).id;
    ok(await call('POST', `/api/applications/response/${ids.r2}/notes`, reviewer.cookie, { body: 'Checking their history' }), 201);
    ok(await decide(t, ids.r2, reviewer.cookie, { status: 'rejected' }));
    // r3: submitted at 23:30 UTC (00:30 the next day in Berlin), rejected by the reviewer.
    ids.r3 = (await apply(t, formA)).id;
    ok(await decide(t, ids.r3, reviewer.cookie, { status: 'rejected' }));
    // r4: withdrawn by the applicant.
    const r4 = await apply(t, formA);
    ids.r4 = r4.id;
    ok(await withdraw(t, ids.r4, r4.cookie));
    // r5: the binding votes decide (D30): counts for nobody.
    ids.r5 = (await apply(t, formB)).id;
    ok(await call('PUT', `/api/applications/response/${ids.r5}/vote`, admin.cookie, { vote: 'approve' }), 204);
    ok(await call('PUT', `/api/applications/response/${ids.r5}/vote`, reviewer.cookie, { vote: 'approve' }), 204);
    // s1: a survey answer; r6: still open, long past formA's 24-hour target; r7: open, submitted now.
    ids.s1 = (await apply(t, survey)).id;
    ids.r6 = (await apply(t, formA)).id;
    ids.r7 = (await apply(t, formA)).id;

    await history(ids.r1, 'submitted', '2026-03-09T10:00:00.000Z');
    await history(ids.r1, 'under_review', '2026-03-09T12:00:00.000Z');
    await history(ids.r1, 'accepted', '2026-03-10T10:00:00.000Z');
    await history(ids.r2, 'submitted', '2026-03-09T11:00:00.000Z');
    await t.ctx.db.updateTable('response_notes').set({ created_at: '2026-03-09T11:30:00.000Z' }).where('response_id', '=', ids.r2).execute();
    await history(ids.r2, 'rejected', '2026-03-11T11:00:00.000Z');
    await history(ids.r3, 'submitted', '2026-03-10T23:30:00.000Z');
    await history(ids.r3, 'rejected', '2026-03-12T09:00:00.000Z');
    await history(ids.r4, 'submitted', '2026-03-11T08:00:00.000Z');
    await history(ids.r4, 'withdrawn', '2026-03-11T09:00:00.000Z');
    await history(ids.r5, 'submitted', '2026-03-12T08:00:00.000Z');
    await t.ctx.db.updateTable('response_votes').set({ created_at: '2026-03-12T09:00:00.000Z' }).where('response_id', '=', ids.r5).where('voter_id', '=', (await userId(admin.discordId))).execute();
    await t.ctx.db.updateTable('response_votes').set({ created_at: '2026-03-12T10:00:00.000Z' }).where('response_id', '=', ids.r5).where('voter_id', '=', (await userId(reviewer.discordId))).execute();
    await history(ids.r5, 'accepted', '2026-03-12T10:00:00.000Z');
    await history(ids.s1, 'submitted', '2026-03-13T12:00:00.000Z');
    await history(ids.r6, 'submitted', '2026-03-13T09:00:00.000Z');
    // The history was moved around the write path: the insights rows are made again from it (as migration 0026 does).
    await rebuildInsightRows(t.ctx.db, dialect);
  });
  afterAll(() => t.close());

  async function userId(discordId: string): Promise<number> {
    return (await t.ctx.db.selectFrom('users').select('id').where('discord_id', '=', discordId).executeTakeFirstOrThrow()).id;
  }

  const week = 'from=2026-03-08&to=2026-03-14';

  it('totals, acceptance rate and the times, counted from the status history', async () => {
    const body = await insights(week);
    expect(body.range).toEqual({ from: '2026-03-08', to: '2026-03-14', tz: 'UTC' });
    expect(body.totals).toEqual({ submitted: 7, accepted: 2, rejected: 2, withdrawn: 1 });
    expect(body.acceptanceRate).toBe(0.5);
    // First actions: r2's note 30 min, r5's first vote 1 h, r1's claim 2 h, r3's rejection 33.5 h.
    expect(body.timeToFirstAction).toEqual({ p50: 3600, p90: 120_600 });
    // Decisions: r5 by vote 2 h, r1 24 h, r3 33.5 h, r2 48 h.
    expect(body.timeToDecision).toEqual({ p50: 86_400, p90: 172_800 });
  });

  it('a day for every day of the range, zeros included', async () => {
    const { daily } = await insights(week);
    expect(daily).toEqual([
      { date: '2026-03-08', submitted: 0, accepted: 0, rejected: 0 },
      { date: '2026-03-09', submitted: 2, accepted: 0, rejected: 0 },
      { date: '2026-03-10', submitted: 1, accepted: 1, rejected: 0 },
      { date: '2026-03-11', submitted: 1, accepted: 0, rejected: 1 },
      { date: '2026-03-12', submitted: 1, accepted: 1, rejected: 1 },
      { date: '2026-03-13', submitted: 2, accepted: 0, rejected: 0 },
      { date: '2026-03-14', submitted: 0, accepted: 0, rejected: 0 },
    ]);
  });

  it('a time zone moves an event to its own date', async () => {
    const body = await insights(`${week}&tz=Europe/Berlin`);
    expect(body.range.tz).toBe('Europe/Berlin');
    expect(body.daily.find((d) => d.date === '2026-03-10')!.submitted).toBe(0);
    expect(body.daily.find((d) => d.date === '2026-03-11')!.submitted).toBe(2);
    expect(body.totals.submitted).toBe(7);
    // Kathmandu is 5:45 ahead: r3's 23:30 UTC is 05:15 on the 11th; r1's 10:00 submit stays on the 9th.
    const kathmandu = await insights(`from=2026-03-11&to=2026-03-11&tz=Asia/Kathmandu`);
    expect(kathmandu.daily).toEqual([{ date: '2026-03-11', submitted: 2, accepted: 0, rejected: 1 }]);
  });

  it('per form and per reviewer; a decision by the votes counts for nobody', async () => {
    const body = await insights(week);
    expect(body.forms).toEqual([
      { formId: formA.id, title: 'Staff Application', type: 'application', submitted: 5, accepted: 1, rejected: 2, acceptanceRate: 1 / 3, timeToDecisionP50: 120_600 },
      { formId: formB.id, title: 'Builder Application', type: 'application', submitted: 1, accepted: 1, rejected: 0, acceptanceRate: 1, timeToDecisionP50: 7200 },
      { formId: survey.id, title: 'Feedback Survey', type: 'survey', submitted: 1, accepted: 0, rejected: 0, acceptanceRate: null, timeToDecisionP50: null },
    ]);
    expect(body.reviewers).toEqual([
      { discordId: reviewer.discordId, displayName: expect.any(String), decisions: 2, accepted: 0, rejected: 2, votes: 1, notes: 1, timeToDecisionP50: 120_600 },
      { discordId: admin.discordId, displayName: expect.any(String), decisions: 1, accepted: 1, rejected: 0, votes: 1, notes: 0, timeToDecisionP50: 86_400 },
    ]);
  });

  it('one form: its numbers only, and its backlog', async () => {
    const body = await insights(`${week}&formId=${formB.id}`);
    expect(body.totals).toEqual({ submitted: 1, accepted: 1, rejected: 0, withdrawn: 0 });
    expect(body.forms.map((f) => f.formId)).toEqual([formB.id]);
    expect(body.reviewers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ discordId: reviewer.discordId, decisions: 0, votes: 1, notes: 0 }),
        expect.objectContaining({ discordId: admin.discordId, decisions: 0, votes: 1, notes: 0 }),
      ]),
    );
    expect(body.reviewers).toHaveLength(2);
    expect(body.backlog).toEqual({ open: 0, ageP50: null, ageP90: null, oldestSubmittedAt: null });
    // A survey's answers stay `submitted` for ever: they are counted as submitted, never as a backlog.
    const surveyOnly = await insights(`${week}&formId=${survey.id}`);
    expect(surveyOnly.totals.submitted).toBe(1);
    expect(surveyOnly.backlog.open).toBe(0);
    const staffOnly = await insights(`${week}&formId=${formA.id}`);
    expect(staffOnly.backlog).toMatchObject({ open: 2, oldestSubmittedAt: '2026-03-13T09:00:00.000Z' });
    expect(staffOnly.totals).toEqual({ submitted: 5, accepted: 1, rejected: 2, withdrawn: 1 });
  });

  it('backlog as of now: the open applications (surveys wait for no one)', async () => {
    const { backlog } = await insights(week);
    expect(backlog.open).toBe(2);
    expect(backlog.oldestSubmittedAt).toBe('2026-03-13T09:00:00.000Z');
    const r6Age = (Date.now() - Date.parse('2026-03-13T09:00:00.000Z')) / 1000;
    expect(backlog.ageP90).toBeGreaterThan(r6Age - 60);
    expect(backlog.ageP90).toBeLessThan(r6Age + 60);
    // Nearest rank: the median of two ages is the younger one (r7, seconds old).
    expect(backlog.ageP50).toBeLessThan(600);
  });

  it('defaults: the last 30 days in UTC, today included', async () => {
    const body = await insights('');
    const today = new Date().toISOString().slice(0, 10);
    expect(body.range).toEqual({ from: new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10), to: today, tz: 'UTC' });
    expect(body.daily).toHaveLength(30);
    expect(body.daily.at(-1)!.date).toBe(today);
    // r7 was submitted today.
    expect(body.totals.submitted).toBe(1);
  });

  it('who may ask: admins and managers; reviewers and members 403; signed out 401', async () => {
    ok(await get(t, `/api/admin/insights?${week}`, admin.cookie));
    ok(await get(t, `/api/admin/insights?${week}`, manager));
    expect((await get(t, `/api/admin/insights?${week}`, reviewer.cookie)).statusCode).toBe(403);
    expect((await get(t, `/api/admin/insights?${week}`, member)).statusCode).toBe(403);
    expect((await get(t, `/api/admin/insights?${week}`)).statusCode).toBe(401);
    expect((await get(t, `/api/admin/insights.csv?${week}`, reviewer.cookie)).statusCode).toBe(403);
    expect((await get(t, `/api/admin/insights.csv?${week}`)).statusCode).toBe(401);
  });

  it.each([
    ['from=2026-02-30', 'querystring.from'],
    ['from=2026-3-01', 'querystring.from'],
    ['to=yesterday', 'querystring.to'],
    ['from=2026-03-10&to=2026-03-09', 'querystring.from'],
    ['from=2025-03-01&to=2026-03-02', 'querystring.to'],
    ['tz=Mars/Olympus_Mons', 'querystring.tz'],
    ['formId=abc', 'querystring.formId'],
    ['formId=999999', 'querystring.formId'],
  ])('bad input %s → 400 naming %s', async (query, path) => {
    for (const url of [`/api/admin/insights?${query}`, `/api/admin/insights.csv?${query}`]) {
      const res = await get(t, url, manager);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json<{ error: string; message: string; issues: Array<{ path: string }> }>();
      expect(body.issues.map((i) => i.path)).toContain(path);
      expect(body.error).toBe(body.message);
    }
  });

  it('a range of exactly 366 days is allowed', async () => {
    const body = await insights('from=2024-01-01&to=2024-12-31');
    expect(body.daily).toHaveLength(366);
  });

  it('CSV of the daily numbers, same parameters', async () => {
    const res = await get(t, `/api/admin/insights.csv?${week}&tz=Europe/Berlin`, manager);
    ok(res);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="insights-daily-2026-03-08-to-2026-03-14.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Date (Europe/Berlin),Submitted,Accepted,Rejected');
    expect(lines.slice(1, 9)).toEqual([
      '2026-03-08,0,0,0',
      '2026-03-09,2,0,0',
      '2026-03-10,0,1,0',
      '2026-03-11,2,0,1',
      '2026-03-12,1,1,1',
      '2026-03-13,2,0,0',
      '2026-03-14,0,0,0',
      '',
    ]);
  });

  it('review targets: overdue on list items, ?overdue=true filters them, the count the /admin dashboard shows', async () => {
    const page: ResponseList = await list(t, reviewer.cookie, 'pageSize=100');
    const overdue = Object.fromEntries(page.responses.map((r) => [r.id, r.overdue]));
    expect(overdue[ids.r6!]).toBe(true);
    // Open but within the target; decided; a survey; a form without a target.
    expect(overdue[ids.r7!]).toBe(false);
    expect(overdue[ids.r1!]).toBe(false);
    expect(overdue[ids.s1!]).toBe(false);
    const filtered = await list(t, reviewer.cookie, 'overdue=true');
    expect(filtered.responses.map((r) => r.id)).toEqual([ids.r6]);
    expect(filtered.total).toBe(1);
    // The dashboard's tile asks for the smallest page and shows `total`.
    expect((await list(t, reviewer.cookie, 'overdue=true&pageSize=1')).total).toBe(1);
    expect((await list(t, reviewer.cookie, `overdue=true&formId=${formB.id}`)).total).toBe(0);
    expect((await get(t, '/api/applications/responses?overdue=yes', reviewer.cookie)).statusCode).toBe(400);
  });

  it("a form's review target: saved, shown, 0–720, none on surveys", async () => {
    expect(formA.reviewTargetHours).toBe(24);
    expect(formB.reviewTargetHours).toBe(0);
    const put = (form: AdminFormDetail, hours: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/applications/${form.id}`, headers: { cookie: admin.cookie }, payload: { title: form.title, questions: form.questions, reviewTargetHours: hours } });
    for (const bad of [-1, 721, 1.5, '12']) {
      const res = await put(formB, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json<{ issues: Array<{ path: string }> }>().issues.map((i) => i.path)).toContain('body.reviewTargetHours');
    }
    const saved = await put(formB, 720);
    ok(saved);
    expect(saved.json<AdminFormDetail>().reviewTargetHours).toBe(720);
    const surveySaved = await put(survey, 48);
    ok(surveySaved);
    expect(surveySaved.json<AdminFormDetail>().reviewTargetHours).toBe(0);
    ok(await put(formB, 0));
  });
});
