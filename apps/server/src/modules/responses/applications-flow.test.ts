import type { FormDefinition, FormSummary } from '@crp/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createExpiredForm, createForm, everyTypeForm, get, rowCounts, setStatus, submit, validAnswers, withdraw } from '../../testing/fixtures/forms.ts';
import { listFormsWithQuestionCount } from '../forms/forms.queries.ts';

describe.each(testDialects())('applying: open forms, one open application, interview availability on %s', (dialect) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
  });
  afterAll(() => t.close());

  it('public list: no sign-in, every form with its question count and open state (D8)', async () => {
    const open = await createForm(t, admin, everyTypeForm({ title: 'Open One' }));
    const disabled = await createForm(t, admin, everyTypeForm({ title: 'Disabled One', isActive: false }));
    const expired = await createExpiredForm(t, admin, everyTypeForm({ title: 'Expired One' }), '2020-01-01T00:00:00.000Z');
    const survey = await createForm(t, admin, { title: 'Quick Survey', type: 'survey', questions: [{ question: 'Hi?' }] });
    const res = await get(t, '/api/applications/public');
    expect(res.statusCode).toBe(200);
    const list = res.json<FormSummary[]>();
    const byId = new Map(list.map((f) => [f.id, f]));
    expect(byId.get(open.id)).toEqual({
      id: open.id,
      slug: 'open-one',
      title: 'Open One',
      description: '<p>Help us moderate.</p>',
      requirements: null,
      type: 'application',
      isActive: true,
      isOpen: true,
      closeDate: null,
      requiresInterview: false,
      enablePagination: false,
      questionCount: 7,
    });
    expect(byId.get(disabled.id)).toMatchObject({ isActive: false, isOpen: false });
    expect(byId.get(expired.id)).toMatchObject({ isActive: true, isOpen: false, closeDate: '2020-01-01T00:00:00.000Z' });
    expect(byId.get(survey.id)).toMatchObject({ type: 'survey', questionCount: 1 });
  });

  it('public list is one query however many forms there are (no N+1), with correct counts', async () => {
    for (let i = 0; i < 12; i += 1)
      await createForm(t, admin, { title: `Bulk ${i}`, questions: Array.from({ length: i + 1 }, (_, n) => ({ question: `Q${n}` })) });
    let queries = 0;
    const counted = t.ctx.db.withPlugin({
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const rows = await listFormsWithQuestionCount(counted);
    expect(queries).toBe(1);
    const counts = new Map(rows.map((row) => [row.title, Number(row.question_count)]));
    for (let i = 0; i < 12; i += 1) expect(counts.get(`Bulk ${i}`)).toBe(i + 1);
  });

  it('definition by slug: questions in page and display order; closed forms are returned; unknown slug 404; signed out 401', async () => {
    const form = await createForm(t, admin, {
      title: 'Ordered',
      questions: [
        { question: 'P2 second', pageNumber: 2, displayOrder: 2 },
        { question: 'P1', pageNumber: 1, displayOrder: 1 },
        { question: 'P2 first', pageNumber: 2, displayOrder: 1 },
      ],
      isActive: false,
    });
    const { cookie } = await signedInUser(t.ctx, 'member');
    const res = await get(t, `/api/applications/${form.slug}`, cookie);
    expect(res.statusCode).toBe(200);
    const definition = res.json<FormDefinition>();
    expect(definition.questions.map((q) => q.title)).toEqual(['P1', 'P2 first', 'P2 second']);
    expect(definition).toMatchObject({ isActive: false, isOpen: false, questionCount: 3, requiresInterview: true });
    expect((await get(t, '/api/applications/nope', cookie)).json()).toMatchObject({ message: 'Application not found' });
    // A NUL byte in the address is refused as such (D43 j: 400 naming it), before any lookup.
    for (const url of ['/api/applications/%00', '/api/applications/%00/status']) {
      const odd = await get(t, url, cookie);
      expect(odd.statusCode, url).toBe(400);
      expect(odd.json().message).toContain('control character');
    }
    // Slugs no form can have (a snowman, a dot path) are simply not found.
    for (const slug of ['%E2%98%83', '..%2F..']) {
      for (const url of [`/api/applications/${slug}`, `/api/applications/${slug}/status`]) {
        const odd = await get(t, url, cookie);
        expect(odd.statusCode, url).toBe(404);
        expect(odd.json().message).toBe('Application not found');
      }
      const sent = await submit(t, cookie, slug, { answers: [] });
      expect(sent.statusCode).toBe(404);
    }
    expect((await get(t, `/api/applications/${form.slug}`)).statusCode).toBe(401);
    expect((await get(t, '/api/applications/my-applications')).statusCode).toBe(401);
    expect((await get(t, `/api/applications/${form.slug}/status`)).statusCode).toBe(401);
  });

  it('submitting to an inactive or past-deadline form is 409 "This application is closed" and stores nothing', async () => {
    const inactive = await createForm(t, admin, everyTypeForm({ title: 'Inactive', isActive: false }));
    const expired = await createExpiredForm(t, admin, everyTypeForm({ title: 'Past Deadline' }), new Date(Date.now() - 60_000).toISOString());
    const { cookie } = await signedInUser(t.ctx, 'member');
    const before = await rowCounts(t);
    for (const form of [inactive, expired]) {
      const res = await submit(t, cookie, form.slug, { answers: validAnswers(form) });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'This application is closed', error: 'This application is closed' });
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it('one open application per user (D9): second submit 409; resubmit after withdrawn or rejected; never after accepted', async () => {
    const form = await createForm(t, admin, everyTypeForm({ title: 'Once' }));
    const { cookie } = await signedInUser(t.ctx, 'member');
    const first = await submit(t, cookie, form.slug, { answers: validAnswers(form) });
    expect(first.statusCode).toBe(201);
    const before = await rowCounts(t);
    const second = await submit(t, cookie, form.slug, { answers: validAnswers(form) });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already submitted this application');
    // Even with wrong answers, the applicant learns first that they already applied.
    expect((await submit(t, cookie, form.slug, { answers: [] })).statusCode).toBe(409);
    for (const status of ['under_review', 'pending_interview']) {
      await setStatus(t, first.json().response.id, status);
      expect((await submit(t, cookie, form.slug, { answers: validAnswers(form) })).statusCode).toBe(409);
    }
    expect(await rowCounts(t)).toEqual(before);

    expect((await withdraw(t, first.json().response.id, cookie)).statusCode).toBe(200);
    const again = await submit(t, cookie, form.slug, { answers: validAnswers(form) });
    expect(again.statusCode).toBe(201);
    await setStatus(t, again.json().response.id, 'rejected');
    const third = await submit(t, cookie, form.slug, { answers: validAnswers(form) });
    expect(third.statusCode).toBe(201);
    await setStatus(t, third.json().response.id, 'accepted');
    expect((await submit(t, cookie, form.slug, { answers: validAnswers(form) })).statusCode).toBe(409);
    // Another user is not blocked by this one's application.
    expect((await submit(t, (await signedInUser(t.ctx, 'member')).cookie, form.slug, { answers: validAnswers(form) })).statusCode).toBe(201);
  });

  it('simultaneous submits of one user: exactly one is stored, the others are 409', async () => {
    const form = await createForm(t, admin, everyTypeForm({ title: 'Race' }));
    const { cookie, user } = await signedInUser(t.ctx, 'member');
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(t, cookie, form.slug, { answers: validAnswers(form) })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await t.ctx.db.selectFrom('form_responses').select('id').where('form_id', '=', form.id).where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('a submit that fails half-way leaves no response, answers or history behind', async () => {
    const form = await createForm(t, admin, everyTypeForm({ title: 'Atomic' }));
    const { cookie } = await signedInUser(t.ctx, 'member');
    // The history row is written last: make it fail, as a crash or a lost connection would.
    if (dialect === 'sqlite') {
      await sql`create trigger fail_history before insert on response_status_history begin select raise(abort, 'boom'); end`.execute(t.ctx.db);
    } else {
      await sql`create function fail_history() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`.execute(t.ctx.db);
      await sql`create trigger fail_history before insert on response_status_history for each row execute function fail_history()`.execute(t.ctx.db);
    }
    try {
      const before = await rowCounts(t);
      const res = await submit(t, cookie, form.slug, { answers: validAnswers(form) });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('Something went wrong on our side. Please try again.');
      expect(await rowCounts(t)).toEqual(before);
    } finally {
      await sql`drop trigger fail_history${dialect === 'postgres' ? sql` on response_status_history` : sql``}`.execute(t.ctx.db);
    }
    expect((await submit(t, cookie, form.slug, { answers: validAnswers(form) })).statusCode).toBe(201);
  });

  it('surveys may be answered again', async () => {
    const survey = await createForm(t, admin, everyTypeForm({ title: 'Again Survey', type: 'survey' }));
    const { cookie } = await signedInUser(t.ctx, 'member');
    expect((await submit(t, cookie, survey.slug, { answers: validAnswers(survey) })).statusCode).toBe(201);
    expect((await submit(t, cookie, survey.slug, { answers: validAnswers(survey) })).statusCode).toBe(201);
  });

  it('interview availability is required for interview forms, checked, merged and stored; ignored otherwise', async () => {
    const form = await createForm(t, admin, everyTypeForm({ title: 'Interviewed', requiresInterview: true }));
    const answers = validAnswers(form);
    const { cookie } = await signedInUser(t.ctx, 'member');
    for (const [availability, message] of [
      [undefined, 'Choose at least one time slot when you can attend an interview'],
      [[], 'Choose at least one time slot when you can attend an interview'],
      [[{ day: 'Monday', timeSlots: ['9-11 AM'] }], 'Choose interview times from the listed days and time slots'],
      [[{ day: 'Friday', timeSlots: [] }], 'Choose interview times from the listed days and time slots'],
      ['[{"day":"Friday","timeSlots":["1-3 PM"]}]', 'Choose interview times from the listed days and time slots'],
    ] as const) {
      const res = await submit(t, cookie, form.slug, { answers, interviewAvailability: availability });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'interviewAvailability', message }]);
    }
    const ok = await submit(t, cookie, form.slug, {
      answers,
      interviewAvailability: [
        { day: 'Friday', timeSlots: ['7-9 PM', '9-11 AM'] },
        { day: 'Wednesday', timeSlots: ['1-3 PM'] },
        { day: 'Friday', timeSlots: ['9-11 AM'] },
      ],
    });
    expect(ok.statusCode).toBe(201);
    const row = await t.ctx.db.selectFrom('form_responses').select('interview_availability').where('id', '=', ok.json().response.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.interview_availability)).toEqual([
      { day: 'Wednesday', timeSlots: ['1-3 PM'] },
      { day: 'Friday', timeSlots: ['9-11 AM', '7-9 PM'] },
    ]);

    const plain = await createForm(t, admin, everyTypeForm({ title: 'No Interview', requiresInterview: false }));
    const ignored = await submit(t, cookie, plain.slug, { answers: validAnswers(plain), interviewAvailability: 'whenever' });
    expect(ignored.statusCode).toBe(201);
    const plainRow = await t.ctx.db
      .selectFrom('form_responses')
      .select('interview_availability')
      .where('id', '=', ignored.json().response.id)
      .executeTakeFirstOrThrow();
    expect(plainRow.interview_availability).toBe('[]');
  });
});
