import type { AdminFormDetail } from '@crp/shared';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createForm, everyTypeForm, questionId, rowCounts, submit, validAnswers } from '../../testing/fixtures/forms.ts';

describe.each(testDialects())('submitting answers on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let form: AdminFormDetail;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    form = await createForm(t, admin, everyTypeForm({ type: 'survey', title: 'Validation Survey' }));
  });
  afterAll(() => t.close());

  /** Submits as a fresh member and expects 400 with exactly these issues; nothing may be stored. */
  async function expectIssues(body: unknown, issues: Array<{ path: string; message: string }>) {
    const { cookie } = await signedInUser(t.ctx, 'member');
    const before = await rowCounts(t);
    const res = await submit(t, cookie, form.slug, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please fix the highlighted answers.', error: 'Please fix the highlighted answers.', code: 'bad_request' });
    expect(res.json().issues).toEqual(issues);
    expect(await rowCounts(t)).toEqual(before);
  }
  const path = (title: string) => `answers.${questionId(form, title)}`;

  it('stores valid answers: trimmed text, option ids as lists, ratings, dates as YYYY-MM-DD, with the question snapshot', async () => {
    const { cookie, user } = await signedInUser(t.ctx, 'member');
    const res = await submit(t, cookie, form.slug, { answers: validAnswers(form, { 'In-game name': '  Sparks  ', Skills: 'events, build' }) });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({ success: true, response: { id: expect.any(Number), status: 'submitted', submittedAt: expect.any(String) } });
    const rows = await t.ctx.db.selectFrom('response_answers').selectAll().where('response_id', '=', body.response.id).orderBy('position').execute();
    expect(rows.map((r) => [r.question_title, r.question_type, r.answer])).toEqual([
      ['In-game name', 'short_text', 'Sparks'],
      ['Why you?', 'long_text', 'I have moderated for two years.'],
      ['Region', 'dropdown', '["eu"]'],
      ['Skills', 'multiple_choice', '["build","events"]'],
      ['Staff before?', 'single_choice', JSON.stringify([form.questions[4]!.options[0]!.id])],
      ['Rule knowledge', 'rating', '4'],
      ['First joined', 'date', '2024-03-15'],
    ]);
    expect(JSON.parse(rows[2]!.question_options)).toEqual([
      { id: 'eu', label: 'Europe' },
      { id: 'na', label: 'North America' },
    ]);
    expect(rows[5]!.question_rating_max).toBe(5);
    const history = await t.ctx.db.selectFrom('response_status_history').selectAll().where('response_id', '=', body.response.id).execute();
    expect(history).toMatchObject([{ from_status: null, to_status: 'submitted', changed_by: user.id }]);
  });

  it('optional questions may be left out or blank', async () => {
    const { cookie } = await signedInUser(t.ctx, 'member');
    const answers = validAnswers(form, { Skills: [], 'First joined': '   ' });
    expect((await submit(t, cookie, form.slug, { answers })).statusCode).toBe(201);
    const required = validAnswers(form).filter((a) => ![questionId(form, 'Skills'), questionId(form, 'First joined')].includes(a.questionId));
    expect((await submit(t, cookie, form.slug, { answers: required })).statusCode).toBe(201);
  });

  it('required answers missing, empty or whitespace-only: "This field is required"', async () => {
    const answers = validAnswers(form, { 'In-game name': '   ', 'Why you?': '\n\t ', Region: [] }).filter(
      (a) => a.questionId !== questionId(form, 'Rule knowledge'),
    );
    await expectIssues({ answers }, [
      { path: path('In-game name'), message: 'This field is required' },
      { path: path('Why you?'), message: 'This field is required' },
      { path: path('Region'), message: 'This field is required' },
      { path: path('Rule knowledge'), message: 'This field is required' },
    ]);
  });

  it('unknown question ids (another form, not a number) and answering twice', async () => {
    const other = await createForm(t, admin, everyTypeForm({ title: 'Other Form' }));
    const answers = [
      ...validAnswers(form),
      { questionId: other.questions[0]!.id, answer: 'x' },
      { questionId: 'abc', answer: 'x' },
      { questionId: questionId(form, 'Region'), answer: 'na' },
    ];
    await expectIssues({ answers }, [
      { path: `answers.${other.questions[0]!.id}`, message: 'Unknown question' },
      { path: 'answers.abc', message: 'Unknown question' },
      { path: path('Region'), message: 'This question was answered more than once' },
    ]);
  });

  it('an answer without a questionId or without an answer is reported against that answer, not as a schema error', async () => {
    await expectIssues({ answers: [...validAnswers(form), { answer: 'orphan' }] }, [{ path: 'answers.unknown', message: 'Unknown question' }]);
    const withoutAnswer = validAnswers(form).map((a) => (a.questionId === questionId(form, 'In-game name') ? { questionId: a.questionId } : a));
    await expectIssues({ answers: withoutAnswer }, [{ path: path('In-game name'), message: 'This field is required' }]);
  });

  it('a NUL character in an answer is refused with a message (PostgreSQL cannot store it)', async () => {
    await expectIssues({ answers: validAnswers(form, { 'In-game name': 'Spar\u0000ks', Skills: ['build\u0000'] }) }, [
      { path: path('In-game name'), message: 'Answer contains a character that is not allowed' },
      { path: path('Skills'), message: 'Choose one of the listed options' },
    ]);
  });

  it('wrong answer types: numbers, objects, booleans, lists for text', async () => {
    await expectIssues(
      {
        answers: validAnswers(form, {
          'In-game name': 42,
          'Why you?': { text: 'hi' },
          'Rule knowledge': 4,
          'First joined': ['03/15/2024'],
          Region: true,
          Skills: [1, 2],
        }),
      },
      [
        { path: path('In-game name'), message: 'Answer must be text' },
        { path: path('Why you?'), message: 'Answer must be text' },
        { path: path('Region'), message: 'Answer must be text' },
        { path: path('Skills'), message: 'Answer must be text' },
        { path: path('Rule knowledge'), message: 'Answer must be text' },
        { path: path('First joined'), message: 'Answer must be text' },
      ],
    );
  });

  it('oversized answers: short text over 500, long text over 10000 characters', async () => {
    expect(
      (
        await submit(t, (await signedInUser(t.ctx, 'member')).cookie, form.slug, {
          answers: validAnswers(form, { 'In-game name': 'é'.repeat(500), 'Why you?': 'x'.repeat(10_000) }),
        })
      ).statusCode,
    ).toBe(201);
    // Multi-byte text at the limit is still accepted (the body is larger than the default 256 KiB limit).
    const emoji = await submit(t, (await signedInUser(t.ctx, 'member')).cookie, form.slug, {
      answers: validAnswers(form, { 'Why you?': '🎮'.repeat(10_000) }).concat([{ questionId: 0, answer: '🎮'.repeat(60_000) }]),
    });
    expect(emoji.json().issues).toEqual([{ path: 'answers.0', message: 'Unknown question' }]);
    await expectIssues({ answers: validAnswers(form, { 'In-game name': 'x'.repeat(501), 'Why you?': 'x'.repeat(10_001) }) }, [
      { path: path('In-game name'), message: 'Answer is too long (max 500 characters)' },
      { path: path('Why you?'), message: 'Answer is too long (max 10000 characters)' },
    ]);
  });

  it('choices must be listed option ids; single choice takes one', async () => {
    await expectIssues({ answers: validAnswers(form, { Region: 'Europe', Skills: ['build', 'cooking'], 'Staff before?': ['eu'] }) }, [
      { path: path('Region'), message: 'Choose one of the listed options' },
      { path: path('Skills'), message: 'Choose one of the listed options' },
      { path: path('Staff before?'), message: 'Choose one of the listed options' },
    ]);
    await expectIssues({ answers: validAnswers(form, { Region: ['eu', 'na'] }) }, [{ path: path('Region'), message: 'Choose only one option' }]);
  });

  it('ratings are whole numbers from 1 to max: 0, 6 of 5, 2.5 and "four" are refused', async () => {
    for (const value of ['0', '6', '2.5', 'four', '-1']) {
      await expectIssues({ answers: validAnswers(form, { 'Rule knowledge': value }) }, [
        { path: path('Rule knowledge'), message: 'Enter a whole number from 1 to 5' },
      ]);
    }
  });

  it('dates must be real calendar dates: 02/30/2025, 13/01/2025, 2025-02-29 and free text are refused', async () => {
    for (const value of ['02/30/2025', '13/01/2025', '2025-02-29', 'next tuesday', '2025/01/01']) {
      await expectIssues({ answers: validAnswers(form, { 'First joined': value }) }, [
        { path: path('First joined'), message: 'Enter a real date as MM/DD/YYYY' },
      ]);
    }
  });

  it("dates are taken as the applicant's field writes them (MM/DD/YYYY, one-digit parts too) or as YYYY-MM-DD, stored as YYYY-MM-DD", async () => {
    for (const [value, stored] of [
      ['03/05/2021', '2021-03-05'],
      ['3/5/2021', '2021-03-05'],
      ['02/29/2024', '2024-02-29'],
      ['2021-03-05', '2021-03-05'],
    ]) {
      const { cookie } = await signedInUser(t.ctx, 'member');
      const res = await submit(t, cookie, form.slug, { answers: validAnswers(form, { 'First joined': value }) });
      expect(res.statusCode, `${value}: ${res.body}`).toBe(201);
      const row = await t.ctx.db
        .selectFrom('response_answers')
        .select('answer')
        .where('response_id', '=', res.json().response.id)
        .where('question_type', '=', 'date')
        .executeTakeFirstOrThrow();
      expect(row.answer, value).toBe(stored);
    }
  });

  it('a body without an answers list is refused by the schema; unknown slug is 404; signed out is 401', async () => {
    const { cookie } = await signedInUser(t.ctx, 'member');
    expect((await submit(t, cookie, form.slug, { answers: 'all good' })).statusCode).toBe(400);
    expect((await submit(t, cookie, form.slug, {})).statusCode).toBe(400);
    const missing = await submit(t, cookie, 'no-such-form', { answers: [] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Application not found');
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/applications/${form.slug}/submit`, payload: { answers: validAnswers(form) } });
    expect(anonymous.statusCode).toBe(401);
  });
});

/** Which statement touches which table ('select forms', 'insert deliveries'), in order. */
function statementLog() {
  const statements: string[] = [];
  const tableOf = (node: RootOperationNode) => {
    const n = node as { from?: { froms: Array<{ table?: { identifier: { name: string } } }> }; into?: { table: { identifier: { name: string } } } };
    return n.into?.table.identifier.name ?? n.from?.froms[0]?.table?.identifier.name ?? '?';
  };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      statements.push(`${node.kind.replace('QueryNode', '').toLowerCase()} ${tableOf(node)}`);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { plugin, statements };
}

describe.each(testDialects())('statements of a submit on %s', (dialect) => {
  const { plugin, statements } = statementLog();
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { plugin });
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
  });
  afterAll(() => t.close());

  /** The statements of one submit by a fresh member (BEGIN and COMMIT are not statements here). */
  async function submitCounted(form: AdminFormDetail) {
    const { cookie } = await signedInUser(t.ctx, 'member');
    statements.length = 0;
    const res = await submit(t, cookie, form.slug, { answers: form.questions.map((q) => ({ questionId: q.id, answer: 'Hello' })) });
    expect(res.statusCode, res.body).toBe(201);
    return [...statements];
  }

  it('reads what the rules need once, before the transaction; the transaction only writes (no form, member or Steam re-read)', async () => {
    const survey = await createForm(t, admin, {
      type: 'survey',
      title: 'Counted Survey',
      questions: [{ type: 'short_text', question: 'Name', required: true }],
    });
    const reads = ['select sessions', 'select forms', 'select steam_links', 'select form_questions'];
    // The insights row (decision 0041) is the submit's own write too.
    const writes = ['insert form_responses', 'insert response_answers', 'insert response_status_history', 'insert response_insights'];
    // A survey has no "one open response" rule: no check, no lock.
    expect(await submitCounted(survey)).toEqual([...reads, ...writes]);

    const application = await createForm(t, admin, {
      type: 'application',
      title: 'Counted Application',
      requiresInterview: false,
      questions: [{ type: 'short_text', question: 'Name', required: true }],
      discordRoleAssignments: { pending_review: '900000000000000001', pending_interview: '', accepted: '' },
    });
    // D9 is told before the answers are checked, and checked again under the member's lock (PostgreSQL) in the transaction.
    expect(await submitCounted(application)).toEqual([
      'select sessions',
      'select forms',
      'select form_responses',
      'select steam_links',
      'select form_questions',
      ...(dialect === 'postgres' ? ['select users'] : []),
      'select form_responses',
      ...writes,
      'insert deliveries',
    ]);
  });
});
