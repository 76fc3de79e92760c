import type { AdminFormDetail, AdminFormListItem } from '@crp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createForm, everyTypeForm, submit, validAnswers } from '../../testing/fixtures/forms.ts';

const titleMessage = 'Please provide a title and at least one question for the survey/application.';

describe.each(testDialects())('admin forms calls on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let member: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    manager = (await signedInUser(t.ctx, 'manager')).cookie;
    member = (await signedInUser(t.ctx, 'member')).cookie;
  });
  afterAll(() => t.close());

  const post = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/admin/applications', headers: cookie ? { cookie } : {}, payload: payload as object });

  it('creates a form with every question type, canonical types, option ids and a slug from the title', async () => {
    const form = await createForm(t, admin, everyTypeForm({ title: 'Moderator Application!', requirements: '<ul><li>18+</li></ul><script>alert(1)</script>' }));
    expect(form).toMatchObject({ slug: 'moderator-application', title: 'Moderator Application!', type: 'application', isActive: true, responseCount: 0 });
    expect(form.requirements).toBe('<ul><li>18+</li></ul>');
    expect(form.questions.map((q) => q.type)).toEqual(['short_text', 'long_text', 'dropdown', 'multiple_choice', 'single_choice', 'rating', 'date']);
    const staff = form.questions.find((q) => q.title === 'Staff before?')!;
    expect(staff.options.map((o) => o.label)).toEqual(['Yes', 'No']);
    expect(staff.options[0]!.id).toMatch(/^opt_[0-9a-f]{8}$/);
    expect(staff.pageNumber).toBe(2);
    expect(form.questions.find((q) => q.type === 'rating')!.ratingScale).toEqual({ min: 1, max: 5 });
    // A second form with the same title gets its own slug.
    expect((await createForm(t, admin, everyTypeForm({ title: 'Moderator Application!' }))).slug).toBe('moderator-application-2');
  });

  it("accepts the editor's names: question/required, short type names; unknown types become short_text", async () => {
    const form = await createForm(t, manager, {
      title: 'Editor Names',
      type: 'survey',
      requiresInterview: true,
      questions: [
        { type: 'short', question: 'A', required: true },
        { type: 'long', title: 'B', isRequired: false },
        { type: 'multichoice', question: 'C', options: ['One', 'Two'] },
        { type: 'singlechoice', question: 'D', options: ['One'] },
        { type: 'hologram', question: 'E' },
        { question: 'F' },
      ],
    });
    expect(form.questions.map((q) => [q.title, q.type, q.isRequired])).toEqual([
      ['A', 'short_text', true],
      ['B', 'long_text', false],
      ['C', 'multiple_choice', false],
      ['D', 'single_choice', false],
      ['E', 'short_text', false],
      ['F', 'short_text', false],
    ]);
    // Interviews are for applications only.
    expect(form.requiresInterview).toBe(false);
  });

  it('refuses a missing title or no questions with the editor message', async () => {
    for (const body of [
      { questions: [{ question: 'Q' }] },
      { title: '   ', questions: [{ question: 'Q' }] },
      { title: 'No questions', questions: [] },
      { title: 'No questions' },
    ]) {
      const res = await post(admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: titleMessage, error: titleMessage });
    }
  });

  it('refuses wrong shapes with 400: options not a list, duplicate option ids, rating max 11, http webhook, blank question text, choice without options', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ type: 'dropdown', question: 'Q', options: 'Yes,No' }, /options/],
      [{ type: 'dropdown', question: 'Q', options: { a: 'Yes' } }, /options/],
      [
        {
          type: 'dropdown',
          question: 'Q',
          options: [
            { id: 'a', label: 'Yes' },
            { id: 'a', label: 'No' },
          ],
        },
        /Option ids must be unique/,
      ],
      [{ type: 'rating', question: 'Q', ratingScale: { min: 1, max: 11 } }, /ratingScale/],
      [{ type: 'rating', question: 'Q', ratingScale: { min: 1, max: 2 } }, /ratingScale/],
      [{ type: 'short_text', question: '  ' }, /highlighted questions/],
      [{ type: 'dropdown', question: 'Q', options: [] }, /highlighted questions/],
      [{ type: 'dropdown', question: 'Q', options: ['Yes', ' '] }, /highlighted questions/],
    ];
    for (const [question, message] of cases) {
      const res = await post(admin, { title: 'Shapes', questions: [question] });
      expect(res.statusCode, JSON.stringify(question)).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(res.json().issues.length).toBeGreaterThan(0);
    }
    const webhook = await post(admin, { title: 'Hooks', webhookIncoming: 'ftp://example.com/hook', questions: [{ question: 'Q' }] });
    expect(webhook.statusCode).toBe(400);
    expect(webhook.json().message).toMatch(/webhookIncoming: Enter a full https:\/\/ address/);
    const role = await post(admin, { title: 'Roles', discordRoleAssignments: { accepted: 'Moderator' }, questions: [{ question: 'Q' }] });
    expect(role.statusCode).toBe(400);
    const deadline = await post(admin, { title: 'Deadline', deadline: '2025-02-30', questions: [{ question: 'Q' }] });
    expect(deadline.statusCode).toBe(400);
    expect(deadline.json().message).toMatch(/deadline/);
    expect((await t.ctx.db.selectFrom('forms').select('title').where('title', 'in', ['Shapes', 'Hooks', 'Roles', 'Deadline']).execute()).length).toBe(0);
  });

  it('refuses a NUL character in any text with 400 (PostgreSQL cannot store it), and stores nothing', async () => {
    const nul = '\u0000';
    const bodies = [
      { title: `Nul${nul}Title`, questions: [{ question: 'Q' }] },
      { title: 'Nul Form', description: `<p>a${nul}b</p>`, questions: [{ question: 'Q' }] },
      { title: 'Nul Form', requirements: `<p>a${nul}b</p>`, questions: [{ question: 'Q' }] },
      { title: 'Nul Form', webhookIncoming: `https://example.com/${nul}`, questions: [{ question: 'Q' }] },
      { title: 'Nul Form', questions: [{ question: `Q${nul}` }] },
      { title: 'Nul Form', questions: [{ question: 'Q', description: nul, placeholder: 'p' }] },
      { title: 'Nul Form', questions: [{ question: 'Q', placeholder: `p${nul}` }] },
      { title: 'Nul Form', questions: [{ question: 'Q', type: 'dropdown', options: [`A${nul}`] }] },
      { title: 'Nul Form', questions: [{ question: 'Q', type: 'dropdown', options: [{ id: 'a', label: `A${nul}` }] }] },
    ];
    for (const body of bodies) {
      const res = await post(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/character that is not allowed/);
    }
    const stored = await t.ctx.db.selectFrom('forms').select('id').where('title', 'like', 'Nul%').execute();
    expect(stored).toEqual([]);
  });

  it('signed out → 401, member or reviewer → 403, on every admin forms call', async () => {
    const reviewer = (await signedInUser(t.ctx, 'reviewer')).cookie;
    const calls = [
      { method: 'GET', url: '/api/admin/applications' },
      { method: 'GET', url: '/api/admin/applications/1' },
      { method: 'POST', url: '/api/admin/applications', payload: { title: 'X', questions: [{ question: 'Q' }] } },
      { method: 'PUT', url: '/api/admin/applications/1', payload: { title: 'X', questions: [{ question: 'Q' }] } },
      { method: 'DELETE', url: '/api/admin/applications/1' },
      { method: 'PATCH', url: '/api/admin/applications/1/toggle', payload: { isActive: false } },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const cookie of [member, reviewer]) {
        const res = await t.app.inject({ ...call, headers: { cookie } });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Access denied. Application manager privileges required.');
      }
    }
    // A bad body from a member is still 403, not a validation message.
    expect((await post(member, { title: 5 })).statusCode).toBe(403);
  });

  it('lists forms with question and response counts; detail, toggle and 404s', async () => {
    const form = await createForm(t, admin, everyTypeForm({ title: 'Counted', deadline: '2099-01-31' }));
    const applicant = await signedInUser(t.ctx, 'member');
    expect((await submit(t, applicant.cookie, form.slug, { answers: validAnswers(form) })).statusCode).toBe(201);

    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/applications', headers: { cookie: manager } })).json<AdminFormListItem[]>();
    expect(list.find((f) => f.id === form.id)).toEqual({
      id: form.id,
      slug: 'counted',
      title: 'Counted',
      description: '<p>Help us moderate.</p>',
      type: 'application',
      isActive: true,
      questions: 7,
      responses: 1,
      deadline: '2099-01-31T23:59:59.999Z',
      createdAt: expect.any(String),
    });

    const toggled = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${form.id}/toggle`,
      headers: { cookie: admin },
      payload: { isActive: false },
    });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json()).toMatchObject({ id: form.id, isActive: false, responses: 1 });
    const badToggle = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${form.id}/toggle`,
      headers: { cookie: admin },
      payload: { isActive: 'no' },
    });
    expect(badToggle.statusCode).toBe(400);

    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/applications/${form.id}`, headers: { cookie: admin } });
    expect(detail.json()).toMatchObject({
      isActive: false,
      responseCount: 1,
      discordRoleAssignments: { pending_review: '', pending_interview: '', accepted: '' },
    });

    for (const call of [
      { method: 'GET', url: '/api/admin/applications/999999' },
      { method: 'PUT', url: '/api/admin/applications/999999', payload: { title: 'X', questions: [{ question: 'Q' }] } },
      { method: 'DELETE', url: '/api/admin/applications/999999' },
      { method: 'PATCH', url: '/api/admin/applications/999999/toggle', payload: { isActive: true } },
    ] as const) {
      const res = await t.app.inject({ ...call, headers: { cookie: admin } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Application not found');
    }
    // Ids beyond the id column's range (32-bit on PostgreSQL) are a clear 400, never a database error.
    for (const call of [
      { method: 'GET', url: '/api/admin/applications/3000000000' },
      { method: 'PUT', url: '/api/admin/applications/3000000000', payload: { title: 'X', questions: [{ question: 'Q' }] } },
      { method: 'DELETE', url: '/api/admin/applications/3000000000' },
      { method: 'PATCH', url: '/api/admin/applications/3000000000/toggle', payload: { isActive: true } },
    ] as const) {
      const res = await t.app.inject({ ...call, headers: { cookie: admin } });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('updates in place: stable slug and option ids, roles and webhooks stored, omitted fields kept', async () => {
    const form = await createForm(t, admin, everyTypeForm({ title: 'Editable', webhookIncoming: 'https://discord.com/api/webhooks/1/abc' }));
    const staff = form.questions.find((q) => q.title === 'Staff before?')!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/applications/${form.id}`,
      headers: { cookie: admin },
      payload: {
        title: 'Editable (renamed)',
        discordRoleAssignments: { pending_review: '111111111111111111', pending_interview: '', accepted: '222222222222222222' },
        // The editor sends plain strings: known labels keep their ids, new ones get new ids.
        questions: [{ id: staff.id, type: 'singlechoice', question: 'Staff before?', required: true, options: ['Yes', 'No', 'Sort of'] }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<AdminFormDetail>();
    expect(saved.slug).toBe('editable');
    expect(saved.title).toBe('Editable (renamed)');
    expect(saved.webhookIncoming).toBe('https://discord.com/api/webhooks/1/abc');
    expect(saved.discordRoleAssignments).toEqual({ pending_review: '111111111111111111', pending_interview: '', accepted: '222222222222222222' });
    expect(saved.questions).toHaveLength(1);
    expect(saved.questions[0]!.id).toBe(staff.id);
    expect(saved.questions[0]!.options.slice(0, 2)).toEqual(staff.options);
    expect(saved.questions[0]!.options[2]!.label).toBe('Sort of');
  });

  it('deletes a form with its questions, responses, answers and history (D7)', async () => {
    const form = await createForm(t, admin, everyTypeForm({ title: 'Doomed' }));
    const applicant = await signedInUser(t.ctx, 'member');
    const submitted = await submit(t, applicant.cookie, form.slug, { answers: validAnswers(form) });
    const responseId = submitted.json().response.id as number;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/applications/${form.id}`, headers: { cookie: admin } });
    expect(res.json()).toEqual({ success: true });
    const db = t.ctx.db;
    expect(await db.selectFrom('form_questions').select('id').where('form_id', '=', form.id).execute()).toEqual([]);
    expect(await db.selectFrom('form_responses').select('id').where('id', '=', responseId).execute()).toEqual([]);
    expect(await db.selectFrom('response_answers').select('id').where('response_id', '=', responseId).execute()).toEqual([]);
    expect(await db.selectFrom('response_status_history').select('id').where('response_id', '=', responseId).execute()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/applications/${form.slug}`, headers: { cookie: applicant.cookie } })).statusCode).toBe(404);
  });
});
