import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../testing/build-test-app.ts';
import { createForm, everyTypeForm, questionId, rowCounts, submit, validAnswers } from '../testing/fixtures/forms.ts';
import { apply } from '../testing/fixtures/review.ts';
import { testDialects } from '../testing/test-db.ts';

/** D43 (j): NUL and the other control characters but tab and newline are refused in every text sent, on both databases. */
describe.each(testDialects())('control characters on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { rateLimits: { signInPerMinute: 100_000, writesPerMinute: 100_000 } });
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PUT' | 'PATCH' | 'GET', url: string, cookie: string | undefined, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  it('refuses them in answers, form texts, notes, vote reasons, messages, pages and searches with a 400 naming the field; nothing is stored', async () => {
    const form = await createForm(t, admin, everyTypeForm({ title: `Controls ${dialect}`, votesRequired: 2 }));
    const member = await signedInUser(t.ctx, 'member');
    const before = await rowCounts(t);
    for (const bad of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\r']) {
      const res = await submit(t, member.cookie, form.slug, { answers: validAnswers(form, { 'Why you?': `Be${bad}cause` }) });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      // Beside its question, where the form shows it.
      expect(res.json()).toMatchObject({ code: 'bad_request', issues: [{ path: `answers.${questionId(form, 'Why you?')}`, message: 'Answer contains a character that is not allowed' }] });
    }
    expect(await rowCounts(t)).toEqual(before);

    const { id } = await apply(t, form);
    const refusals: Array<[string, Awaited<ReturnType<typeof call>>]> = [
      ['form title', await call('POST', '/api/admin/applications', admin, everyTypeForm({ title: 'Bad\u0000title' }))],
      ['note', await call('POST', `/api/applications/response/${id}/notes`, admin, { body: 'note\u0000' })],
      ['vote reason', await call('PUT', `/api/applications/response/${id}/vote`, admin, { vote: 'deny', reason: 'no\u0000' })],
      ['message', await call('POST', `/api/applications/response/${id}/messages`, admin, { body: 'hi\u0001' })],
      ['decision notes', await call('PATCH', `/api/applications/response/${id}/status`, admin, { status: 'rejected', reviewNotes: 'x\u0000' })],
      ['page', await call('PUT', '/api/admin/pages/guidelines', admin, { title: 'G', subtitle: null, content: '<p>a\u0000</p>' })],
      ['search', await call('GET', '/api/admin/users?search=a%00b', admin)],
    ];
    for (const [what, res] of refusals) {
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json().message, what).toMatch(/control character|contains a character/i);
    }
    const stored = await t.ctx.db.selectFrom('form_responses').select(['status', 'review_notes']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'submitted', review_notes: null });
    expect(await t.ctx.db.selectFrom('response_notes').select('id').where('response_id', '=', id).execute()).toEqual([]);
  });

  it('keeps tabs and newlines, and asks a stranger to sign in before reading their input', async () => {
    const form = await createForm(t, admin, everyTypeForm({ title: `Tabs ${dialect}` }));
    const member = await signedInUser(t.ctx, 'member');
    const ok = await submit(t, member.cookie, form.slug, { answers: validAnswers(form, { 'Why you?': 'Line one\n\tLine two' }) });
    expect(ok.statusCode, ok.body).toBe(201);
    const stranger = await submit(t, '', form.slug, { answers: validAnswers(form, { 'Why you?': 'x\u0000' }) });
    expect(stranger.statusCode).toBe(401);
  });
});
