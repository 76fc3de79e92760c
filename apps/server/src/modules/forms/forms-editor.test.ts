import type { AdminFormDetail, FormResults } from '@crp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createForm, everyTypeForm, get, questionId, submit, validAnswers } from '../../testing/fixtures/forms.ts';

/** What the editor sends and what it must never break: limits, hostile input, D7, duplicate. */
describe.each(testDialects())('form editor calls on %s', (dialect) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
  });
  afterAll(() => t.close());

  const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/admin/applications', headers: { cookie: admin }, payload: payload as object });
  const put = (id: number, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/applications/${id}`, headers: { cookie: admin }, payload: payload as object });
  const formsTitled = (title: string) => t.ctx.db.selectFrom('forms').select('id').where('title', '=', title).execute();

  it('refuses oversized forms with a message an admin can act on, and stores nothing', async () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ question: `Q${i + 1}` }));
    const tooMany = await post({ title: 'Huge', questions: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/A form can have at most 200 questions/);
    // Exactly at the limit is fine.
    expect((await post({ title: 'Big but fine', questions: many.slice(0, 200) })).statusCode).toBe(201);

    const bigText = `<p>${'x'.repeat(60_000)}</p>`;
    for (const body of [
      { title: 'Huge', description: bigText, questions: [{ question: 'Q' }] },
      { title: 'Huge', requirements: bigText, questions: [{ question: 'Q' }] },
      { title: 'x'.repeat(201), questions: [{ question: 'Q' }] },
      { title: 'Huge', questions: [{ question: 'Q', type: 'dropdown', options: Array.from({ length: 51 }, (_, i) => `O${i}`) }] },
    ]) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Too long \(at most [\d,]+ characters\)|at most 50 options/);
    }
    expect(await formsTitled('Huge')).toEqual([]);
  });

  it('stores unknown question types as short_text, refuses rating max outside 3..10 and duplicate option ids', async () => {
    const form = await createForm(t, admin, {
      title: 'Types',
      questions: [
        { type: 'hologram', question: 'A' },
        { type: '<script>', question: 'B' },
        { type: null, question: 'C' },
        { type: 'RATING', question: 'D', ratingScale: { min: 1, max: 10 } },
      ],
    });
    expect(form.questions.map((q) => q.type)).toEqual(['short_text', 'short_text', 'short_text', 'rating']);
    expect(form.questions[3]!.ratingScale).toEqual({ min: 1, max: 10 });

    for (const ratingScale of [
      { min: 1, max: 2 },
      { min: 1, max: 11 },
      { min: 0, max: 5 },
      { min: 1, max: 4.5 },
    ]) {
      const res = await post({ title: 'Rating', questions: [{ type: 'rating', question: 'R', ratingScale }] });
      expect(res.statusCode, JSON.stringify(ratingScale)).toBe(400);
    }
    const dup = await post({
      title: 'Dup',
      questions: [
        {
          type: 'multiple_choice',
          question: 'Q',
          options: [
            { id: 'same', label: 'A' },
            { id: 'same', label: 'B' },
          ],
        },
      ],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toMatch(/Option ids must be unique within a question/);
    const badId = await post({ title: 'Dup', questions: [{ type: 'dropdown', question: 'Q', options: [{ id: 'has space', label: 'A' }] }] });
    expect(badId.statusCode).toBe(400);
    expect(await formsTitled('Rating')).toEqual([]);
    expect(await formsTitled('Dup')).toEqual([]);
  });

  it('sanitizes hostile HTML in the description and requirements; question text stays plain text', async () => {
    const form = await createForm(t, admin, {
      title: 'Hostile',
      description:
        '<p onclick="steal()">Hi <img src=x onerror="alert(1)"><a href="javascript:alert(1)">click</a><iframe src="https://evil.example"></iframe></p><script>alert(1)</script><style>*{}</style>',
      requirements: '<ul><li><a href="https://ok.example" style="color:red">rules</a></li></ul><svg onload="x()"></svg>',
      questions: [{ question: '<b>Bold?</b><script>x</script>' }],
    });
    expect(form.description).not.toMatch(/script|onerror|onclick|javascript:|iframe|<img|<style/i);
    expect(form.description).toContain('Hi ');
    expect(form.requirements).not.toMatch(/style=|svg|onload/);
    expect(form.requirements).toContain('href="https://ok.example"');
    // Titles are shown as text (never as HTML), so they are kept as typed.
    expect(form.questions[0]!.title).toBe('<b>Bold?</b><script>x</script>');
  });

  it('deadline: a past one is refused on create and when changed; a form that already closed keeps its date through edits', async () => {
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const res = await post({ title: 'Late', deadline: past, questions: [{ question: 'Q' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The deadline is in the past. Choose a later date and time, or turn the deadline off.' });
    expect(res.json().issues).toEqual([{ path: 'deadline', message: expect.stringMatching(/in the past/) }]);
    expect((await post({ title: 'Late', deadline: '2001-01-01', questions: [{ question: 'Q' }] })).statusCode).toBe(400);
    expect(await formsTitled('Late')).toEqual([]);

    const form = await createForm(t, admin, { title: 'Closing', deadline: '2999-12-31', questions: [{ question: 'Q' }] });
    expect((await put(form.id, { title: 'Closing', deadline: past, questions: [{ question: 'Q' }] })).statusCode).toBe(400);
    // Time passes: the stored deadline is now behind us. Editing other fields still works.
    await t.ctx.db.updateTable('forms').set({ deadline: past }).where('id', '=', form.id).execute();
    const edited = await put(form.id, { title: 'Closing (renamed)', deadline: past, questions: [{ question: 'Q' }] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<AdminFormDetail>().deadline).toBe(past);
    // Turning the deadline off is always allowed (sent as null, or hasDeadline false).
    const cleared = await put(form.id, { title: 'Closing', hasDeadline: false, deadline: past, questions: [{ question: 'Q' }] });
    expect(cleared.json<AdminFormDetail>().deadline).toBeNull();
  });

  it('D7: renamed options and edited questions keep their ids; earlier answers still read as asked; removed questions leave readable answers', async () => {
    const form = await createForm(t, admin, everyTypeForm({ title: 'History Kept' }));
    const member = await signedInUser(t.ctx, 'member');
    const submitted = await submit(t, member.cookie, form.slug, { answers: validAnswers(form) });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const responseId = submitted.json().response.id as number;
    const snapshotBefore = await t.ctx.db.selectFrom('response_answers').selectAll().where('response_id', '=', responseId).orderBy('position').execute();

    // The editor sends options as {id, label} (renames keep the id), existing questions with their ids,
    // a retyped question, and leaves one question out.
    const region = form.questions.find((q) => q.title === 'Region')!;
    const edited = form.questions
      .filter((q) => q.title !== 'Why you?')
      .map((q) => ({
        id: q.id,
        type: q.title === 'In-game name' ? 'long_text' : q.type,
        question: q.title === 'Region' ? 'Which region do you play in?' : q.title,
        required: q.isRequired,
        pageNumber: q.pageNumber,
        displayOrder: q.displayOrder,
        options: q.options.map((o) => (o.id === 'eu' ? { id: o.id, label: 'Europe (EU)' } : o)),
        ratingScale: q.ratingScale,
      }));
    const res = await put(form.id, { title: 'History Kept', questions: edited });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<AdminFormDetail>();
    const savedRegion = saved.questions.find((q) => q.id === region.id)!;
    expect(savedRegion.title).toBe('Which region do you play in?');
    expect(savedRegion.options).toEqual([
      { id: 'eu', label: 'Europe (EU)' },
      { id: 'na', label: 'North America' },
    ]);
    expect(saved.questions.map((q) => q.id)).toEqual(form.questions.filter((q) => q.title !== 'Why you?').map((q) => q.id));
    expect(saved.responseCount).toBe(1);

    const snapshotAfter = await t.ctx.db.selectFrom('response_answers').selectAll().where('response_id', '=', responseId).orderBy('position').execute();
    // What the applicant was asked and answered is unchanged, field for field.
    expect(snapshotAfter.map(({ question_id: _q, ...rest }) => rest)).toEqual(snapshotBefore.map(({ question_id: _q, ...rest }) => rest));
    const regionAnswer = snapshotAfter.find((a) => a.question_title === 'Region')!;
    expect(regionAnswer.question_id).toBe(region.id);
    expect(JSON.parse(regionAnswer.answer)).toEqual(['eu']);
    expect(JSON.parse(regionAnswer.question_options)).toContainEqual({ id: 'eu', label: 'Europe' });
    // The removed question's answer is still there, unlinked.
    const removed = snapshotAfter.find((a) => a.question_title === 'Why you?')!;
    expect(removed).toMatchObject({ question_id: null, question_type: 'long_text', answer: 'I have moderated for two years.' });
    const ign = snapshotAfter.find((a) => a.question_title === 'In-game name')!;
    expect(ign).toMatchObject({ question_type: 'short_text', question_id: questionId(form, 'In-game name') });
  });

  it('two staff saving from the same version: the first save wins, the second gets 409 and changes nothing', async () => {
    const form = await createForm(t, admin, { title: 'Shared edit', questions: [{ question: 'Name?' }] });
    const version = form.updatedAt;
    const first = await put(form.id, { title: 'Shared edit (Ana)', questions: [{ question: 'Name?' }], expectedUpdatedAt: version });
    expect(first.statusCode).toBe(200);
    expect(first.json().updatedAt > version).toBe(true);

    const second = await put(form.id, { title: 'Shared edit (Ben)', questions: [{ question: 'Age?' }], expectedUpdatedAt: version });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'edited_elsewhere', message: expect.stringMatching(/^Someone else saved this form after you opened it\./) });
    const stored = (await get(t, `/api/admin/applications/${form.id}`, admin)).json<AdminFormDetail>();
    expect(stored.title).toBe('Shared edit (Ana)');
    expect(stored.questions.map((q) => q.title)).toEqual(['Name?']);

    // From the new version the save goes through; without a version (API clients of the spec) too.
    expect((await put(form.id, { title: 'Shared edit (Ben)', questions: [{ question: 'Age?' }], expectedUpdatedAt: first.json().updatedAt })).statusCode).toBe(
      200,
    );
    expect((await put(form.id, { title: 'Shared edit', questions: [{ question: 'Age?' }] })).statusCode).toBe(200);
  });

  it('duplicates a form: inactive copy titled "(copy)", new slug, same questions and option ids, no responses', async () => {
    const form = await createForm(t, admin, everyTypeForm({ title: 'Original Form', webhookIncoming: 'https://example.com/hook' }));
    const member = await signedInUser(t.ctx, 'member');
    expect((await submit(t, member.cookie, form.slug, { answers: validAnswers(form) })).statusCode).toBe(201);
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/applications/${form.id}/duplicate`, headers: { cookie: admin } });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json<AdminFormDetail>();
    expect(copy).toMatchObject({ title: 'Original Form (copy)', slug: 'original-form-copy', isActive: false, responseCount: 0, type: 'application' });
    expect(copy.id).not.toBe(form.id);
    expect(copy.webhookIncoming).toBe('https://example.com/hook');
    expect(copy.webhookSecret).toMatch(/^whsec_/);
    expect(copy.webhookSecret).not.toBe(form.webhookSecret);
    const strip = (d: AdminFormDetail) => d.questions.map(({ id: _id, ...q }) => q);
    expect(form.webhookSecret).toMatch(/^whsec_/);
    expect(strip(copy)).toEqual(strip(form));
    expect(copy.questions.map((q) => q.id).some((id) => form.questions.some((q) => q.id === id))).toBe(false);
    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'form').where('target_id', '=', String(copy.id)).execute();
    expect(audit).toMatchObject([{ action: 'form.create', summary: "Created 'Original Form (copy)' as a copy of 'Original Form'" }]);
    // A second copy gets its own slug; a long title stays within the limit.
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/applications/${form.id}/duplicate`, headers: { cookie: admin } });
    expect(again.json<AdminFormDetail>().slug).toBe('original-form-copy-2');
    const long = await createForm(t, admin, { title: 'L'.repeat(200), questions: [{ question: 'Q' }] });
    const longCopy = await t.app.inject({ method: 'POST', url: `/api/admin/applications/${long.id}/duplicate`, headers: { cookie: admin } });
    expect(longCopy.json<AdminFormDetail>().title).toBe(`${'L'.repeat(193)} (copy)`);

    expect((await t.app.inject({ method: 'POST', url: '/api/admin/applications/999999/duplicate', headers: { cookie: admin } })).statusCode).toBe(404);
    const reviewer = (await signedInUser(t.ctx, 'reviewer')).cookie;
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/applications/${form.id}/duplicate`, headers: { cookie: reviewer } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/applications/${form.id}/duplicate` })).statusCode).toBe(401);
  });

  it('summary: counts per option (renamed and removed options too), rating distribution and average, dates by month, latest text answers', async () => {
    const survey = await createForm(t, admin, {
      type: 'survey',
      title: 'Results Survey',
      questions: [
        {
          type: 'single_choice',
          question: 'Favourite map',
          required: true,
          options: [
            { id: 'city', label: 'City' },
            { id: 'desert', label: 'Desert' },
            { id: 'old', label: 'Old Town' },
          ],
        },
        {
          type: 'multiple_choice',
          question: 'Modes',
          options: [
            { id: 'rp', label: 'Roleplay' },
            { id: 'pvp', label: 'PvP' },
          ],
        },
        { type: 'rating', question: 'Overall', required: true, ratingScale: { min: 1, max: 5 } },
        { type: 'date', question: 'Joined' },
        { type: 'short_text', question: 'Anything else?' },
        { type: 'dropdown', question: 'Unanswered', options: ['A'] },
      ],
    });
    const id = (title: string) => questionId(survey, title);
    const answers: Array<Record<string, unknown>> = [
      { 'Favourite map': 'city', Modes: ['rp', 'pvp'], Overall: '5', Joined: '03/15/2024', 'Anything else?': 'Great servers' },
      { 'Favourite map': 'city', Modes: ['rp'], Overall: '4', Joined: '03/02/2024' },
      { 'Favourite map': 'old', Overall: '4', Joined: '2024-11-30', 'Anything else?': 'More events please' },
      { 'Favourite map': 'desert', Overall: '1', 'Anything else?': '   ' },
    ];
    for (const a of answers) {
      const member = await signedInUser(t.ctx, 'member');
      const body = { answers: Object.entries(a).map(([title, answer]) => ({ questionId: id(title), answer })) };
      const res = await submit(t, member.cookie, survey.slug, body);
      expect(res.statusCode, res.body).toBe(201);
    }
    // Rename City, remove Old Town: counts follow the ids.
    const edited = survey.questions.map((q) => ({
      id: q.id,
      type: q.type,
      question: q.title,
      required: q.isRequired,
      ratingScale: q.ratingScale,
      options:
        q.title === 'Favourite map'
          ? [
              { id: 'city', label: 'Big City' },
              { id: 'desert', label: 'Desert' },
            ]
          : q.options,
    }));
    expect((await put(survey.id, { title: 'Results Survey', type: 'survey', questions: edited })).statusCode).toBe(200);

    const res = await get(t, `/api/admin/applications/${survey.id}/summary`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json<FormResults>();
    expect(results).toMatchObject({ formId: survey.id, title: 'Results Survey', type: 'survey', responses: 4, removedQuestionAnswers: 0 });
    const q = (title: string) => results.questions.find((x) => x.title === title)!;
    expect(q('Favourite map')).toMatchObject({ answered: 4, rating: null, dates: null, latest: null });
    expect(q('Favourite map').options).toEqual([
      { id: 'city', label: 'Big City', count: 2, removed: false },
      { id: 'desert', label: 'Desert', count: 1, removed: false },
      { id: 'old', label: 'Old Town', count: 1, removed: true },
    ]);
    expect(q('Modes')).toMatchObject({ answered: 2 });
    expect(q('Modes').options).toEqual([
      { id: 'rp', label: 'Roleplay', count: 2, removed: false },
      { id: 'pvp', label: 'PvP', count: 1, removed: false },
    ]);
    expect(q('Overall').rating).toEqual({
      max: 5,
      average: 3.5,
      distribution: [1, 2, 3, 4, 5].map((value) => ({ value, count: { 1: 1, 4: 2, 5: 1 }[value] ?? 0 })),
    });
    expect(q('Joined').dates).toEqual([
      { month: '2024-03', count: 2 },
      { month: '2024-11', count: 1 },
    ]);
    expect(q('Anything else?')).toMatchObject({ answered: 2 });
    expect(q('Anything else?').latest!.map((l) => l.answer)).toEqual(['More events please', 'Great servers']);
    expect(q('Unanswered')).toMatchObject({ answered: 0, options: [{ label: 'A', count: 0, removed: false }] });

    // Deleting a question: its answers are counted as answers to removed questions.
    const fewer = edited.filter((e) => e.question !== 'Anything else?');
    expect((await put(survey.id, { title: 'Results Survey', type: 'survey', questions: fewer })).statusCode).toBe(200);
    const after = (await get(t, `/api/admin/applications/${survey.id}/summary`, admin)).json<FormResults>();
    expect(after.removedQuestionAnswers).toBe(2);
    expect(after.questions).toHaveLength(5);

    expect((await get(t, '/api/admin/applications/999999/summary', admin)).statusCode).toBe(404);
    expect((await get(t, `/api/admin/applications/${survey.id}/summary`, (await signedInUser(t.ctx, 'member')).cookie)).statusCode).toBe(403);
  });
});
