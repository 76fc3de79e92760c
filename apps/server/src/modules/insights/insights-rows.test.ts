import type { AdminFormDetail, Insights } from '@crp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createForm, get, withdraw } from '../../testing/fixtures/forms.ts';
import { apply, daysAhead, decide } from '../../testing/fixtures/review.ts';
import { listInsightRows, rebuildInsightRows } from '../responses/index.ts';
import { parseRange } from './insights-range.service.ts';

/**
 * The per-response insights rows (decision 0041) never drift from what they summarize: after a mix of
 * submits, claims, decisions (by a person, by the votes, an interview's pass and fail), votes cast,
 * replaced and taken back, notes added and deleted, withdrawals, an account's deletion and a form's,
 * all through the real calls, (1) the kept rows equal the rows made again from the history, votes and
 * notes, and (2) the insights call gives exactly what the raw tables give counted as decision 0033
 * did (first action = earliest claim, decision, vote or note; nearest-rank percentiles).
 */
describe.each(testDialects())('insights rows kept by the write path (decision 0041) on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let reviewer: string;
  let forms: AdminFormDetail[];
  const questions = [{ question: 'Why?', required: true }];

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const ok = (res: { statusCode: number; body: string }, status = 200) => expect(res.statusCode, res.body).toBe(status);
  const vote = (id: number, cookie: string, value: 'approve' | 'deny') => call('PUT', `/api/applications/response/${id}/vote`, cookie, { vote: value });
  const note = async (id: number, cookie: string) => {
    const res = await call('POST', `/api/applications/response/${id}/notes`, cookie, { body: 'A note' });
    ok(res, 201);
    return res.json<{ note: { id: number } }>().note.id;
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    reviewer = (await signedInUser(t.ctx, 'reviewer')).cookie;
    forms = [
      await createForm(t, admin, { title: 'Plain', type: 'application', requiresInterview: false, questions }),
      await createForm(t, admin, { title: 'Voted', type: 'application', requiresInterview: false, votesRequired: 2, votingBinding: true, questions }),
      await createForm(t, admin, { title: 'Interviewed', type: 'application', requiresInterview: true, questions }),
      await createForm(t, admin, { title: 'Survey', type: 'survey', questions }),
    ];
  });
  afterAll(() => t.close());

  /** Both checks: kept rows = rows made again; the call = the raw count, for several ranges. */
  async function expectTrue() {
    const kept = await listInsightRows(t.ctx.db);
    await rebuildInsightRows(t.ctx.db, dialect);
    expect(kept).toEqual(await listInsightRows(t.ctx.db));
    const formIds = (await t.ctx.db.selectFrom('forms').select('id').execute()).map((f) => f.id);
    for (const query of ['', 'tz=Asia/Kathmandu', 'tz=America/St_Johns', ...formIds.map((id) => `formId=${id}`)]) {
      const res = await get(t, `/api/admin/insights${query ? `?${query}` : ''}`, admin);
      ok(res);
      const body = res.json<Insights>();
      const params = new URLSearchParams(query);
      const expected = await rawInsights(params.get('tz') ?? undefined, params.has('formId') ? Number(params.get('formId')) : undefined);
      expect({ ...body, backlog: null }, query).toEqual(expected);
    }
  }

  it('a mix of moves, votes and notes', async () => {
    const [plain, voted, interviewed, survey] = forms as [AdminFormDetail, AdminFormDetail, AdminFormDetail, AdminFormDetail];
    const a = await apply(t, plain);
    ok(await decide(t, a.id, reviewer, { status: 'under_review' }));
    ok(await decide(t, a.id, reviewer, { status: 'accepted' }));
    const b = await apply(t, plain);
    const bNote = await note(b.id, reviewer);
    ok(await decide(t, b.id, admin, { status: 'rejected' }));
    const c = await apply(t, voted);
    ok(await vote(c.id, admin, 'deny'), 204);
    ok(await vote(c.id, admin, 'approve'), 204); // replaced: counts at its latest time
    ok(await vote(c.id, reviewer, 'approve'), 204); // the second vote decides (binding)
    const d = await apply(t, voted);
    ok(await vote(d.id, reviewer, 'approve'), 204);
    ok(await call('DELETE', `/api/applications/response/${d.id}/vote`, reviewer), 204); // taken back
    const e = await apply(t, interviewed);
    ok(await decide(t, e.id, reviewer, { status: 'accepted', interviewDate: daysAhead(2) }));
    ok(await decide(t, e.id, admin, { status: 'accepted', expectedStatus: 'pending_interview' }));
    const f = await apply(t, interviewed);
    ok(await decide(t, f.id, admin, { status: 'accepted', interviewDate: daysAhead(3) }));
    ok(await decide(t, f.id, reviewer, { status: 'rejected', expectedStatus: 'pending_interview' }));
    const g = await apply(t, plain);
    await note(g.id, admin);
    ok(await withdraw(t, g.id, g.cookie));
    await apply(t, survey);
    await apply(t, plain);
    await expectTrue();

    // A deleted note is no longer b's first action: its rejection is.
    ok(await call('DELETE', `/api/applications/response/${b.id}/notes/${bNote}`, reviewer), 204);
    await expectTrue();
  });

  it("an applicant's account deletion and a form's deletion", async () => {
    const [plain, voted] = forms as [AdminFormDetail, AdminFormDetail];
    const h = await apply(t, plain);
    ok(await decide(t, h.id, reviewer, { status: 'under_review' }));
    const other = await apply(t, voted);
    await note(other.id, reviewer);
    ok(await call('DELETE', '/api/auth/account', h.cookie));
    await expectTrue();
    ok(await call('DELETE', `/api/admin/applications/${voted.id}`, admin));
    await expectTrue();
    expect((await listInsightRows(t.ctx.db)).some((r) => r.form_id === voted.id)).toBe(false);
  });

  /** D42 counted from the raw tables as decision 0033 did (the default 30 days), without the backlog. */
  async function rawInsights(tz: string | undefined, formId: number | undefined): Promise<Omit<Insights, 'backlog'> & { backlog: null }> {
    const range = parseRange({ tz });
    const [start, end] = [range.starts[0]!, range.starts.at(-1)!];
    const db = t.ctx.db;
    const responses = new Map((await db.selectFrom('form_responses').select(['id', 'form_id', 'submitted_at']).execute()).map((r) => [r.id, r]));
    const inForm = (responseId: number) => formId === undefined || responses.get(responseId)?.form_id === formId;
    const inRange = (at: string) => at >= start && at < end;
    const history = (await db.selectFrom('response_status_history').selectAll().execute()).filter((h) => responses.has(h.response_id));
    const votes = await db.selectFrom('response_votes').selectAll().execute();
    const notes = await db.selectFrom('response_notes').selectAll().execute();
    const seconds = (from: string, to: string) => Math.max(0, (Date.parse(to) - Date.parse(from)) / 1000);
    const pct = (values: number[], p: number) => {
      const sorted = [...values].sort((x, y) => x - y);
      return sorted.length === 0 ? null : Math.round(sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!);
    };
    const day = (at: string) => range.days[range.starts.filter((s) => s <= at).length - 1]!;
    const first = new Map<number, string>();
    const acted = [
      ...history.filter((h) => ['under_review', 'pending_interview', 'accepted', 'rejected'].includes(h.to_status)).map((h) => [h.response_id, h.changed_at] as const),
      ...votes.map((v) => [v.response_id, v.created_at] as const),
      ...notes.map((n) => [n.response_id, n.created_at] as const),
    ];
    for (const [id, at] of acted) if (at >= start && (!first.has(id) || at < first.get(id)!)) first.set(id, at);

    const submits = history.filter((h) => h.to_status === 'submitted' && inRange(h.changed_at) && inForm(h.response_id));
    const decisions = history.filter((h) => ['pending_interview', 'accepted', 'rejected'].includes(h.to_status) && inRange(h.changed_at) && inForm(h.response_id));
    const final = decisions.filter((h) => h.to_status === 'accepted' || h.to_status === 'rejected');
    const decisionSeconds = (h: (typeof history)[number]) => seconds(responses.get(h.response_id)!.submitted_at, h.changed_at);
    const count = (rows: typeof history, status: string) => rows.filter((h) => h.to_status === status).length;
    const rate = (acc: number, rej: number) => (acc + rej === 0 ? null : acc / (acc + rej));

    const titles = new Map((await db.selectFrom('forms').select(['id', 'title', 'type']).execute()).map((f) => [f.id, f]));
    const formIds = new Set([...submits, ...final].map((h) => responses.get(h.response_id)!.form_id));
    if (formId !== undefined) formIds.add(formId);
    const ofForm = (rows: typeof history, id: number) => rows.filter((h) => responses.get(h.response_id)!.form_id === id);
    const formRows = [...formIds].map((id) => ({
      formId: id,
      title: titles.get(id)!.title,
      type: titles.get(id)!.type as 'application' | 'survey',
      submitted: ofForm(submits, id).length,
      accepted: count(ofForm(final, id), 'accepted'),
      rejected: count(ofForm(final, id), 'rejected'),
      acceptanceRate: rate(count(ofForm(final, id), 'accepted'), count(ofForm(final, id), 'rejected')),
      timeToDecisionP50: pct(ofForm(final, id).map(decisionSeconds), 0.5),
    }));
    formRows.sort((x, y) => y.submitted - x.submitted || y.accepted + y.rejected - (x.accepted + x.rejected) || x.title.localeCompare(y.title) || x.formId - y.formId);

    const votesIn = votes.filter((v) => inRange(v.created_at) && inForm(v.response_id));
    const notesIn = notes.filter((n) => n.author_id !== null && inRange(n.created_at) && inForm(n.response_id));
    const staff = new Set<number>([...decisions.flatMap((h) => (h.changed_by === null ? [] : [h.changed_by])), ...votesIn.map((v) => v.voter_id), ...notesIn.map((n) => n.author_id!)]);
    const people = new Map((await db.selectFrom('users').select(['id', 'discord_id', 'display_name', 'username']).execute()).map((u) => [u.id, u]));
    const reviewers = [...staff].map((id) => {
      const mine = decisions.filter((h) => h.changed_by === id);
      const mineFinal = mine.filter((h) => h.to_status !== 'pending_interview');
      return {
        discordId: people.get(id)!.discord_id,
        displayName: people.get(id)!.display_name?.trim() || people.get(id)!.username,
        decisions: mine.length,
        accepted: count(mine, 'accepted'),
        rejected: count(mine, 'rejected'),
        votes: votesIn.filter((v) => v.voter_id === id).length,
        notes: notesIn.filter((n) => n.author_id === id).length,
        timeToDecisionP50: pct(mineFinal.map(decisionSeconds), 0.5),
      };
    });
    reviewers.sort((x, y) => y.decisions - x.decisions || y.votes + y.notes - (x.votes + x.notes) || x.displayName.localeCompare(y.displayName));

    const firstActions = submits.flatMap((h) => (first.has(h.response_id) ? [seconds(h.changed_at, first.get(h.response_id)!)] : []));
    const accepted = count(final, 'accepted');
    const rejected = count(final, 'rejected');
    return {
      range: { from: range.from, to: range.to, tz: range.tz },
      totals: { submitted: submits.length, accepted, rejected, withdrawn: history.filter((h) => h.to_status === 'withdrawn' && inRange(h.changed_at) && inForm(h.response_id)).length },
      acceptanceRate: rate(accepted, rejected),
      timeToFirstAction: { p50: pct(firstActions, 0.5), p90: pct(firstActions, 0.9) },
      timeToDecision: { p50: pct(final.map(decisionSeconds), 0.5), p90: pct(final.map(decisionSeconds), 0.9) },
      backlog: null,
      daily: range.days.map((date) => ({
        date,
        submitted: submits.filter((h) => day(h.changed_at) === date).length,
        accepted: final.filter((h) => h.to_status === 'accepted' && day(h.changed_at) === date).length,
        rejected: final.filter((h) => h.to_status === 'rejected' && day(h.changed_at) === date).length,
      })),
      forms: formRows,
      reviewers,
    };
  }
});
