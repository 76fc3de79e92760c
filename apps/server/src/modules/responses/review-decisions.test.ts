import type { AdminFormDetail, MyResponse, ResponseStatus } from '@crp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createForm, everyTypeForm, get, setStatus } from '../../testing/fixtures/forms.ts';
import { apply, daysAhead, decide, detail } from '../../testing/fixtures/review.ts';

/** D12/D23: what each requested status does from each current status (no interview required, no date). */
const table: Array<[ResponseStatus, string, ResponseStatus | 409]> = [
  ['submitted', 'under_review', 'under_review'],
  ['submitted', 'accepted', 'accepted'],
  ['submitted', 'pending_interview', 'pending_interview'],
  ['submitted', 'rejected', 'rejected'],
  ['under_review', 'under_review', 409],
  ['under_review', 'accepted', 'accepted'],
  ['under_review', 'pending_interview', 'pending_interview'],
  ['under_review', 'rejected', 'rejected'],
  ['pending_interview', 'under_review', 409],
  ['pending_interview', 'pending_interview', 409],
  ['pending_interview', 'accepted', 'accepted'],
  ['pending_interview', 'rejected', 'rejected'],
  ...(['accepted', 'rejected', 'withdrawn'] as const).flatMap((from) =>
    (['under_review', 'accepted', 'pending_interview', 'rejected'] as const).map((to): [ResponseStatus, string, 409] => [from, to, 409]),
  ),
];

describe.each(testDialects())('review decisions on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let reviewer: { cookie: string; user: { id: number } };
  let plain: AdminFormDetail;
  let interview: AdminFormDetail;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    reviewer = await signedInUser(t.ctx, 'reviewer');
    plain = await createForm(t, admin, everyTypeForm({ title: 'No Interview', requiresInterview: false }));
    interview = await createForm(t, admin, everyTypeForm({ title: 'With Interview', requiresInterview: true }));
  });
  afterAll(() => t.close());

  async function historyCount(id: number) {
    return Number(
      (
        await t.ctx.db
          .selectFrom('response_status_history')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('response_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  }

  it.each(table)('from %s, %s → %s', async (from, requested, expected) => {
    const { id } = await apply(t, plain);
    await setStatus(t, id, from);
    const before = await historyCount(id);
    const res = await decide(t, id, reviewer.cookie, { status: requested });
    if (expected === 409) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(`This response is ${from.replace('_', ' ')}; it cannot be moved to ${requested.replace('_', ' ')}.`);
      expect((await detail(t, id, admin)).status).toBe(from);
      expect(await historyCount(id)).toBe(before);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe(expected);
    const d = await detail(t, id, admin);
    expect(d.history.at(-1)).toMatchObject({ fromStatus: from, toStatus: expected, by: { discordId: expect.any(String) } });
    expect(await historyCount(id)).toBe(before + 1);
  });

  it('accept becomes pending_interview when the form requires an interview, or when a date is given (D12)', async () => {
    for (const from of ['submitted', 'under_review'] as const) {
      const a = await apply(t, interview);
      await setStatus(t, a.id, from);
      expect((await decide(t, a.id, reviewer.cookie, { status: 'accepted' })).json().status).toBe('pending_interview');
      const b = await apply(t, plain);
      await setStatus(t, b.id, from);
      const when = daysAhead(2);
      const res = await decide(t, b.id, reviewer.cookie, { status: 'accepted', interviewDate: when });
      expect(res.json()).toMatchObject({ status: 'pending_interview', interviewScheduled: true, interviewDate: when });
    }
    // A survey never requires an interview.
    const survey = await createForm(t, admin, { title: 'Poll', type: 'survey', questions: [{ question: 'Hi?', required: false }] });
    const s = await apply(t, survey);
    expect((await decide(t, s.id, reviewer.cookie, { status: 'accepted' })).json().status).toBe('accepted');
  });

  it('take for review assigns the reviewer; taking again or taking your own is refused', async () => {
    const { id } = await apply(t, plain);
    const res = await decide(t, id, reviewer.cookie, { status: 'under_review' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'under_review',
      assignedTo: { displayName: expect.stringMatching(/^reviewer \d+$/) },
      assignedAt: expect.any(String),
    });
    const list = await get(t, `/api/applications/responses?q=${encodeURIComponent('No Interview')}&status=under_review&pageSize=100`, admin);
    expect(list.json().responses.find((r: { id: number }) => r.id === id)).toMatchObject({ assignedTo: { displayName: expect.stringMatching(/^reviewer /) } });
    expect((await decide(t, id, admin, { status: 'under_review' })).statusCode).toBe(409);
    await decide(t, id, reviewer.cookie, { status: 'rejected', reviewNotes: 'No' });
    // The audit log has one row per change (none for the refused one), in the same transaction.
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'summary'])
      .where('target_type', '=', 'response')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['response.take', 'response.decision']);
    expect(audit.every((a) => a.actor_id === reviewer.user.id)).toBe(true);
    expect(audit[1]!.summary).toMatch(/'No Interview' by .*: Under Review → Rejected$/);
  });

  it('nobody decides or takes their own response (403), though they may read it', async () => {
    const own = await apply(t, plain, reviewer.cookie);
    for (const status of ['under_review', 'accepted', 'rejected', 'pending_interview']) {
      const res = await decide(t, own.id, reviewer.cookie, { status });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(status === 'under_review' ? 'You cannot take your own response for review.' : 'You cannot review your own response.');
    }
    const d = await detail(t, own.id, reviewer.cookie);
    expect(d).toMatchObject({ status: 'submitted', isOwnResponse: true, allowedStatuses: [] });
    expect((await detail(t, own.id, admin)).allowedStatuses).toEqual(['under_review', 'accepted', 'pending_interview', 'rejected']);
  });

  it('two reviewers deciding at once: exactly one wins, the other is 409 naming the current status', async () => {
    const other = (await signedInUser(t.ctx, 'reviewer')).cookie;
    for (const [first, second] of [
      ['rejected', 'rejected'],
      ['accepted', 'rejected'],
      ['under_review', 'under_review'],
    ] as const) {
      const { id } = await apply(t, interview);
      const results = await Promise.all([
        decide(t, id, reviewer.cookie, { status: first, expectedStatus: 'submitted' }),
        decide(t, id, other, { status: second, expectedStatus: 'submitted' }),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes, results.map((r) => r.body).join(' / ')).toEqual([200, 409]);
      const loser = results.find((r) => r.statusCode === 409)!;
      const winner = results.find((r) => r.statusCode === 200)!.json<{ status: string }>();
      expect(loser.json().message).toContain(`it is now ${winner.status.replace('_', ' ')}`);
      expect(await historyCount(id)).toBe(2);
    }
  });

  it('two Accepts at once on an interview form never turn into an accept plus an interview pass', async () => {
    const other = (await signedInUser(t.ctx, 'reviewer')).cookie;
    const { id } = await apply(t, interview);
    const results = await Promise.all([
      decide(t, id, reviewer.cookie, { status: 'accepted', expectedStatus: 'submitted' }),
      decide(t, id, other, { status: 'accepted', expectedStatus: 'submitted' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(t, id, admin)).status).toBe('pending_interview');
  });

  it('notes: trimmed, plain text kept verbatim (HTML is not interpreted or altered), 2000 chars max', async () => {
    const { id } = await apply(t, plain);
    const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes" ${'é'.repeat(10)}`;
    const res = await decide(t, id, reviewer.cookie, { status: 'rejected', reviewNotes: `  ${hostile}\n ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().reviewNotes).toBe(hostile);
    expect(res.json().history.at(-1).notes).toBe(hostile);

    const b = await apply(t, plain);
    const long = await decide(t, b.id, reviewer.cookie, { status: 'rejected', reviewNotes: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Reason must be at most 2000 characters');
    const longInterview = await decide(t, b.id, reviewer.cookie, { status: 'accepted', interviewNotes: 'y'.repeat(2001) });
    expect(longInterview.statusCode).toBe(400);
    expect(longInterview.json().message).toContain('Interview notes must be at most 2000 characters');
    expect((await detail(t, b.id, admin)).status).toBe('submitted');
    expect(await historyCount(b.id)).toBe(1);
    const nul = await decide(t, b.id, reviewer.cookie, { status: 'rejected', reviewNotes: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    const exact = await decide(t, b.id, reviewer.cookie, { status: 'rejected', reviewNotes: 'z'.repeat(2000) });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().reviewNotes).toHaveLength(2000);

    const c = await apply(t, plain);
    expect((await decide(t, c.id, reviewer.cookie, { status: 'rejected', reviewNotes: '   ' })).json().reviewNotes).toBeNull();
  });

  it('interview dates: a real instant with a zone, stored as UTC, not in the past, within a year', async () => {
    const { id } = await apply(t, plain);
    const bad: Array<[unknown, RegExp]> = [
      ['tomorrow', /Interview date must be a date and time/],
      ['2026-13-40T10:00:00Z', /Interview date must be a date and time/],
      ['2030-01-01T10:00', /Interview date must be a date and time/],
      [12345, /interviewDate/],
      [daysAhead(-2), /Interview date is in the past/],
      [daysAhead(400), /Interview date must be within the next year/],
    ];
    for (const [interviewDate, message] of bad) {
      const res = await decide(t, id, reviewer.cookie, { status: 'accepted', interviewDate });
      expect(res.statusCode, String(interviewDate)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const reject = await decide(t, id, reviewer.cookie, { status: 'rejected', interviewDate: daysAhead(2) });
    expect(reject.statusCode).toBe(400);
    expect(reject.json().message).toBe('An interview date can only be set when accepting');
    expect((await detail(t, id, admin)).status).toBe('submitted');
    expect(await historyCount(id)).toBe(1);

    const local = new Date(Date.now() + 3 * 86_400_000);
    local.setUTCMinutes(0, 0, 0);
    const withOffset = `${new Date(local.getTime() + 2 * 3_600_000).toISOString().slice(0, 19)}+02:00`;
    const ok = await decide(t, id, reviewer.cookie, { status: 'accepted', interviewDate: withOffset, interviewNotes: 'Voice 1' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().interviewDate).toBe(local.toISOString());
  });

  it('the applicant sees the status, the interview time and the notes on their own list', async () => {
    const applicant = await apply(t, interview);
    const when = daysAhead(5);
    await decide(t, applicant.id, reviewer.cookie, { status: 'accepted', reviewNotes: 'Nice', interviewDate: when, interviewNotes: 'Bring a mic' });
    const mine = (await get(t, '/api/applications/my-applications', applicant.cookie)).json<MyResponse[]>();
    expect(mine.find((r) => r.id === applicant.id)).toMatchObject({
      status: 'pending_interview',
      interviewScheduled: true,
      interviewDate: when,
      interviewNotes: 'Bring a mic',
      reviewNotes: 'Nice',
    });
    await decide(t, applicant.id, admin, { status: 'rejected', interviewNotes: 'Did not show up' });
    const after = (await get(t, '/api/applications/my-applications', applicant.cookie)).json<MyResponse[]>();
    expect(after.find((r) => r.id === applicant.id)).toMatchObject({ status: 'rejected', interviewDate: when, interviewNotes: 'Did not show up' });
  });

  it('unknown or malformed ids, and statuses outside the decision set, are refused', async () => {
    expect((await decide(t, 999999, reviewer.cookie, { status: 'rejected' })).json()).toMatchObject({ message: 'Response not found' });
    expect((await decide(t, 999999, reviewer.cookie, { status: 'rejected' })).statusCode).toBe(404);
    expect((await get(t, '/api/applications/response/999999', reviewer.cookie)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '01', '99999999999']) {
      expect((await decide(t, id, reviewer.cookie, { status: 'rejected' })).statusCode, id).toBe(400);
      expect((await get(t, `/api/applications/response/${id}`, reviewer.cookie)).statusCode, id).toBe(400);
    }
    const { id } = await apply(t, plain);
    for (const status of ['withdrawn', 'submitted', 'approved', '', null]) {
      expect((await decide(t, id, reviewer.cookie, { status })).statusCode, String(status)).toBe(400);
    }
    expect((await decide(t, id, reviewer.cookie, { status: 'rejected', expectedStatus: 'under_review' })).statusCode).toBe(409);
    expect((await detail(t, id, admin)).status).toBe('submitted');
  });
});
