import { applicationMessages, type AdminFormDetail, type FormResults, type FormSave, type FormSaveQuestion } from '@crp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createForm, questionId, submit } from '../../testing/fixtures/forms.ts';

const yesNo = [
  { id: 'yes', label: 'Yes' },
  { id: 'no', label: 'No' },
];

/** Banned before? → Why? and Was it here? → Which server? (a chain), then skills → event idea on page 2. */
function branchingForm(title: string): FormSave {
  return {
    type: 'application',
    title,
    requiresInterview: false,
    enablePagination: true,
    questions: [
      { id: 1, type: 'single_choice', question: 'Have you been banned before?', required: true, options: yesNo },
      { id: 2, type: 'long_text', question: 'Why were you banned?', required: true, showIf: { questionId: 1, anyOf: ['yes'] } },
      { id: 3, type: 'dropdown', question: 'Was it on our servers?', required: true, options: yesNo, showIf: { questionId: 1, anyOf: ['yes'] } },
      { id: 4, type: 'short_text', question: 'Which server?', required: true, showIf: { questionId: 3, anyOf: ['yes'] } },
      {
        id: 5,
        type: 'multiple_choice',
        question: 'Skills',
        required: false,
        pageNumber: 2,
        options: [
          { id: 'build', label: 'Building' },
          { id: 'events', label: 'Events' },
        ],
      },
      { id: 6, type: 'long_text', question: 'Event idea', required: true, pageNumber: 2, showIf: { questionId: 5, anyOf: ['events'] } },
      { id: 7, type: 'short_text', question: 'In-game name', required: true, pageNumber: 2 },
    ],
  };
}

const choice = (id: number, title: string, extra: Partial<FormSaveQuestion> = {}): FormSaveQuestion => ({
  id,
  type: 'single_choice',
  question: title,
  options: yesNo,
  ...extra,
});

/** Save rules (D35): each broken condition is refused with 400 naming the question, and nothing is stored. */
const invalidForms: Array<{ name: string; questions: FormSaveQuestion[]; message: RegExp; index: number }> = [
  {
    name: 'a forward reference on the same page',
    questions: [choice(1, 'Why?', { type: 'long_text', options: [], showIf: { questionId: 2, anyOf: ['yes'] } }), choice(2, 'Banned?')],
    message: /“Why\?” depends on “Banned\?”, which comes after it/,
    index: 0,
  },
  {
    name: 'a forward reference to a later page, even when listed first',
    questions: [choice(2, 'Banned?', { pageNumber: 2 }), { id: 1, question: 'Why?', showIf: { questionId: 2, anyOf: ['yes'] } }],
    message: /“Why\?” depends on “Banned\?”, which comes after it/,
    index: 1,
  },
  {
    name: 'a self reference',
    questions: [choice(1, 'Banned?', { showIf: { questionId: 1, anyOf: ['yes'] } })],
    message: /“Banned\?” cannot depend on its own answer/,
    index: 0,
  },
  {
    name: 'a cycle',
    questions: [choice(1, 'First', { showIf: { questionId: 2, anyOf: ['yes'] } }), choice(2, 'Second', { showIf: { questionId: 1, anyOf: ['yes'] } })],
    message: /“First” and “Second” depend on each other/,
    index: 0,
  },
  {
    name: 'a text question as the source',
    questions: [
      { id: 1, question: 'Name' },
      { id: 2, question: 'Why?', showIf: { questionId: 1, anyOf: ['yes'] } },
    ],
    message: /“Why\?” can only depend on a single choice, dropdown or multiple choice question, and “Name” is a Short Text question/,
    index: 1,
  },
  {
    name: 'a rating question as the source',
    questions: [
      { id: 1, type: 'rating', question: 'Stars' },
      { id: 2, question: 'Why?', showIf: { questionId: 1, anyOf: ['5'] } },
    ],
    message: /and “Stars” is a Rating question/,
    index: 1,
  },
  {
    name: 'an unknown option',
    questions: [choice(1, 'Banned?'), { id: 2, question: 'Why?', showIf: { questionId: 1, anyOf: ['maybe'] } }],
    message: /“Why\?” depends on an answer “maybe” that “Banned\?” does not have/,
    index: 1,
  },
  {
    name: 'an unknown source question',
    questions: [choice(1, 'Banned?'), { id: 2, question: 'Why?', showIf: { questionId: 99, anyOf: ['yes'] } }],
    message: /“Why\?” depends on a question that is not in this form/,
    index: 1,
  },
  {
    name: 'no option at all',
    questions: [choice(1, 'Banned?'), { id: 2, question: 'Why?', showIf: { questionId: 1, anyOf: [] } }],
    message: /“Why\?”: choose at least one answer of “Banned\?”/,
    index: 1,
  },
];

describe.each(testDialects())('conditional questions (D35) on %s', (dialect) => {
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
  const formsTitled = async (title: string) => (await t.ctx.db.selectFrom('forms').select('id').where('title', '=', title).execute()).length;

  it('stores conditions with the real ids of their sources, and answers them with the form', async () => {
    const form = await createForm(t, admin, branchingForm('Stored conditions'));
    const id = (title: string) => questionId(form, title);
    const showIf = (title: string) => form.questions.find((q) => q.title === title)!.showIf;
    expect(showIf('Have you been banned before?')).toBeNull();
    expect(showIf('Why were you banned?')).toEqual({ questionId: id('Have you been banned before?'), anyOf: ['yes'] });
    expect(showIf('Which server?')).toEqual({ questionId: id('Was it on our servers?'), anyOf: ['yes'] });
    expect(showIf('Event idea')).toEqual({ questionId: id('Skills'), anyOf: ['events'] });

    // The applicant's form carries them too.
    const member = await signedInUser(t.ctx, 'member');
    const definition = await t.app.inject({ method: 'GET', url: `/api/applications/${form.slug}`, headers: { cookie: member.cookie } });
    expect(definition.json().questions.find((q: { title: string }) => q.title === 'Why were you banned?').showIf).toEqual(showIf('Why were you banned?'));
  });

  it.each(invalidForms)('refuses $name with 400 naming the question, storing nothing', async ({ questions, message, index }) => {
    const title = `Broken ${Math.random()}`;
    const res = await post({ title, questions });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ error: expect.any(String), code: 'invalid_condition' });
    expect(body.message).toMatch(message);
    expect(body.issues).toEqual([{ path: `questions.${index}.showIf`, message: expect.stringMatching(message) }]);
    expect(await formsTitled(title)).toBe(0);
  });

  it('accepts a source on an earlier page listed later, and options named by label when the server makes their ids', async () => {
    const form = await createForm(t, admin, {
      title: 'Labels and pages',
      enablePagination: true,
      questions: [
        { id: 10, question: 'Why?', pageNumber: 2, showIf: { questionId: 20, anyOf: ['Yes'] } },
        { id: 20, type: 'single_choice', question: 'Banned?', options: ['Yes', 'No'], pageNumber: 1 },
      ],
    });
    const banned = form.questions.find((q) => q.title === 'Banned?')!;
    const why = form.questions.find((q) => q.title === 'Why?')!;
    expect(why.showIf).toEqual({ questionId: banned.id, anyOf: [banned.options.find((o) => o.label === 'Yes')!.id] });
  });

  it('editing: a new question may name an existing one; deleting a source, moving it below or removing its option is refused until the condition goes', async () => {
    const form = await createForm(t, admin, branchingForm('Edited conditions'));
    const asSent = form.questions.map((q) => ({
      id: q.id,
      type: q.type,
      question: q.title,
      required: q.isRequired,
      options: q.options,
      pageNumber: q.pageNumber,
      displayOrder: q.displayOrder,
      showIf: q.showIf,
    }));
    const banned = questionId(form, 'Have you been banned before?');

    const added = await put(form.id, {
      title: form.title,
      questions: [...asSent, { id: -1, question: 'How long ago?', pageNumber: 2, displayOrder: 9, showIf: { questionId: banned, anyOf: ['yes'] } }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<AdminFormDetail>().questions.find((q) => q.title === 'How long ago?')!.showIf).toEqual({ questionId: banned, anyOf: ['yes'] });

    const withoutSource = await put(form.id, { title: form.title, questions: asSent.filter((q) => q.id !== banned) });
    expect(withoutSource.statusCode).toBe(400);
    expect(withoutSource.json().message).toMatch(/“Why were you banned\?” depends on a question that is not in this form/);

    const movedDown = await put(form.id, { title: form.title, questions: asSent.map((q) => (q.id === banned ? { ...q, pageNumber: 3 } : q)) });
    expect(movedDown.statusCode).toBe(400);
    expect(movedDown.json().message).toMatch(/which comes after it/);

    const optionGone = await put(form.id, { title: form.title, questions: asSent.map((q) => (q.id === banned ? { ...q, options: [yesNo[1]!] } : q)) });
    expect(optionGone.statusCode).toBe(400);
    expect(optionGone.json().message).toMatch(/depends on an answer “yes” that “Have you been banned before\?” does not have/);

    // Nothing of the refused saves was written.
    const after = await t.app.inject({ method: 'GET', url: `/api/admin/applications/${form.id}`, headers: { cookie: admin } });
    expect(after.json<AdminFormDetail>().questions.map((q) => q.title)).toContain('How long ago?');
    expect(after.json<AdminFormDetail>().questions.find((q) => q.id === banned)!.options).toEqual(yesNo);

    const cleared = await put(form.id, { title: form.title, questions: asSent.map((q) => ({ ...q, showIf: null })) });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<AdminFormDetail>().questions.every((q) => q.showIf === null)).toBe(true);
  });

  it('questions sent with the same display order keep the order sent, the one their conditions were checked in', async () => {
    const form = await createForm(t, admin, { title: 'Tied order', requiresInterview: false, questions: [{ question: 'Why?' }, choice(0, 'Banned?')] });
    const why = questionId(form, 'Why?');
    const banned = questionId(form, 'Banned?');
    // The source (the higher id) moves first, both with display order 1.
    const res = await put(form.id, {
      title: 'Tied order',
      requiresInterview: false,
      questions: [
        { ...choice(banned, 'Banned?'), displayOrder: 1 },
        { id: why, question: 'Why?', required: true, displayOrder: 1, showIf: { questionId: banned, anyOf: ['yes'] } },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminFormDetail>().questions.map((q) => q.title)).toEqual(['Banned?', 'Why?']);
    const member = await signedInUser(t.ctx, 'member');
    const submitted = await submit(t, member.cookie, form.slug, {
      answers: [
        { questionId: banned, answer: 'yes' },
        { questionId: why, answer: 'Prop spam' },
      ],
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
  });

  it('a duplicated form’s conditions name the copy’s own questions', async () => {
    const form = await createForm(t, admin, branchingForm('Copied conditions'));
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/applications/${form.id}/duplicate`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(201);
    const copy = res.json<AdminFormDetail>();
    expect(copy.questions.find((q) => q.title === 'Why were you banned?')!.showIf).toEqual({
      questionId: questionId(copy, 'Have you been banned before?'),
      anyOf: ['yes'],
    });
  });

  describe('submitting down each branch', () => {
    let form: AdminFormDetail;
    beforeAll(async () => {
      form = await createForm(t, admin, branchingForm('Branches'));
    });
    const answers = (byTitle: Record<string, unknown>) => Object.entries(byTitle).map(([title, answer]) => ({ questionId: questionId(form, title), answer }));
    const storedTitles = async (responseId: number) =>
      (await t.ctx.db.selectFrom('response_answers').select('question_title').where('response_id', '=', responseId).orderBy('position').execute()).map(
        (r) => r.question_title,
      );

    const cases: Array<{ name: string; given: Record<string, unknown>; status: number; stored?: string[]; issues?: Record<string, string> }> = [
      {
        name: 'never banned: the ban questions are not asked, not required and not stored',
        given: { 'Have you been banned before?': 'no', Skills: ['build'], 'In-game name': 'Sparks' },
        status: 201,
        stored: ['Have you been banned before?', 'Skills', 'In-game name'],
      },
      {
        name: 'banned elsewhere: why is asked, the chained server question is not',
        given: {
          'Have you been banned before?': 'yes',
          'Why were you banned?': 'Mass RDM, years ago',
          'Was it on our servers?': 'no',
          'In-game name': 'Sparks',
        },
        status: 201,
        stored: ['Have you been banned before?', 'Why were you banned?', 'Was it on our servers?', 'Skills', 'In-game name'],
      },
      {
        name: 'banned here, with an event idea: every branch taken',
        given: {
          'Have you been banned before?': 'yes',
          'Why were you banned?': 'Prop spam',
          'Was it on our servers?': 'yes',
          'Which server?': 'DarkRP #2',
          Skills: 'build,events',
          'Event idea': 'A heist night',
          'In-game name': 'Sparks',
        },
        status: 201,
        stored: ['Have you been banned before?', 'Why were you banned?', 'Was it on our servers?', 'Which server?', 'Skills', 'Event idea', 'In-game name'],
      },
      {
        name: 'a blank answer sent for a hidden question is ignored',
        given: { 'Have you been banned before?': 'no', 'Why were you banned?': '   ', 'Event idea': '', 'In-game name': 'Sparks' },
        status: 201,
        stored: ['Have you been banned before?', 'Skills', 'In-game name'],
      },
      {
        name: 'banned, but the now-asked questions left out: they are required',
        given: { 'Have you been banned before?': 'yes', Skills: ['events'], 'In-game name': 'Sparks' },
        status: 400,
        issues: {
          'Why were you banned?': applicationMessages.required,
          'Was it on our servers?': applicationMessages.required,
          'Event idea': applicationMessages.required,
        },
      },
      {
        name: 'an answer to a hidden question is refused',
        given: { 'Have you been banned before?': 'no', 'Why were you banned?': 'I was not', 'In-game name': 'Sparks' },
        status: 400,
        issues: { 'Why were you banned?': applicationMessages.notAsked },
      },
      {
        name: 'a chained question is hidden when its source is hidden, whatever the source holds',
        given: { 'Have you been banned before?': 'no', 'Was it on our servers?': 'yes', 'Which server?': 'DarkRP', 'In-game name': 'Sparks' },
        status: 400,
        issues: { 'Was it on our servers?': applicationMessages.notAsked, 'Which server?': applicationMessages.notAsked },
      },
      {
        name: 'a wrong answer on the source is reported alone, not its dependants',
        given: { 'Have you been banned before?': 'perhaps', 'Why were you banned?': 'Because', 'In-game name': 'Sparks' },
        status: 400,
        issues: { 'Have you been banned before?': applicationMessages.chooseListed },
      },
    ];

    it.each(cases)('$name', async ({ given, status, stored, issues }) => {
      const member = await signedInUser(t.ctx, 'member');
      const before = Number(
        (
          await t.ctx.db
            .selectFrom('response_answers')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      const res = await submit(t, member.cookie, form.slug, { answers: answers(given) });
      expect(res.statusCode, res.body).toBe(status);
      if (stored) expect(await storedTitles(res.json().response.id as number)).toEqual(stored);
      if (issues) {
        expect(res.json().issues).toEqual(
          expect.arrayContaining(Object.entries(issues).map(([title, message]) => ({ path: `answers.${questionId(form, title)}`, message }))),
        );
        expect(res.json().issues).toHaveLength(Object.keys(issues).length);
        const after = Number(
          (
            await t.ctx.db
              .selectFrom('response_answers')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
        expect(after).toBe(before);
      }
    });

    it('the results count each question over the responses that were asked it', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/applications/${form.id}/summary`, headers: { cookie: admin } });
      expect(res.statusCode).toBe(200);
      const results = res.json<FormResults>();
      const of = (title: string) => results.questions.find((q) => q.title === title)!;
      expect(results.responses).toBe(4);
      expect(of('Have you been banned before?')).toMatchObject({ asked: 4, answered: 4 });
      expect(of('Why were you banned?')).toMatchObject({ asked: 2, answered: 2 });
      expect(of('Which server?')).toMatchObject({ asked: 1, answered: 1 });
      expect(of('Skills')).toMatchObject({ asked: 4, answered: 2 });
    });
  });
});
