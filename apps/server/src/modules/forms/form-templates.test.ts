import { conditionIssues, formSaveSchema, formTemplateSchema, isChoiceType, type AdminFormDetail, type FormTemplate } from '@crp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { toFormDraft } from './form-input.mappers.ts';
import { createForm, questionId, submit } from '../../testing/fixtures/forms.ts';
import { formTemplates } from './templates/all-templates.rules.ts';

/** Templates (D36) are data: each must pass exactly the checks a saved form passes. */
describe('form templates', () => {
  it('are the four the picker promises, each with a unique key', () => {
    expect(formTemplates.map((t) => [t.key, t.name, t.form.type])).toEqual([
      ['staff-application', 'Staff Application', 'application'],
      ['ban-appeal', 'Ban Appeal', 'application'],
      ['whitelist-application', 'Whitelist Application', 'application'],
      ['event-feedback', 'Event Feedback', 'survey'],
    ]);
  });

  it.each(formTemplates.map((t) => [t.name, t] as [string, FormTemplate]))('%s passes the save schema and the condition rules', (_name, template) => {
    expect(() => formTemplateSchema.parse(template)).not.toThrow();
    const body = formSaveSchema.parse(template.form);
    // toFormDraft is what the save call runs: titles, options, and every condition (it throws on a broken one).
    const draft = toFormDraft(body);
    expect(draft.questions).toHaveLength(template.form.questions.length);
    expect(conditionIssues(template.form.questions)).toEqual([]);
    // Complete and well formed: ids unique, every choice question has options, something branches.
    const ids = template.form.questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const q of template.form.questions) {
      expect(q.title.trim()).not.toBe('');
      if (isChoiceType(q.type)) expect(q.options.length).toBeGreaterThan(0);
    }
    expect(template.form.questions.some((q) => q.showIf)).toBe(true);
    expect(template.summary.length).toBeGreaterThan(20);
  });
});

describe.each(testDialects())('GET /api/admin/applications/templates on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());
  const list = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/admin/applications/templates', headers: cookie ? { cookie } : {} });

  it('lists the templates to managers only', async () => {
    const manager = await signedInUser(t.ctx, 'manager');
    const res = await list(manager.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<FormTemplate[]>().map((template) => template.name)).toEqual(['Staff Application', 'Ban Appeal', 'Whitelist Application', 'Event Feedback']);
    expect(res.json<FormTemplate[]>()[1]!.form.questions.find((q) => q.title === 'How many times, and what for?')!.showIf).toEqual({
      questionId: 12,
      anyOf: ['yes'],
    });

    expect((await list()).statusCode).toBe(401);
    const reviewer = await signedInUser(t.ctx, 'reviewer');
    const denied = await list(reviewer.cookie);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Access denied. Application manager privileges required.');
  });

  it('each template saves as it is, and its branches can be answered', async () => {
    const manager = await signedInUser(t.ctx, 'manager');
    const templates = (await list(manager.cookie)).json<FormTemplate[]>();
    const saved: AdminFormDetail[] = [];
    for (const template of templates) saved.push(await createForm(t, manager.cookie, template.form));
    expect(saved.map((form) => form.title)).toEqual(['Staff Application', 'Ban Appeal', 'Whitelist Application', 'Event Feedback']);

    // The ban appeal down its "I broke the rule" branch: no evidence questions are asked.
    const appeal = saved[1]!;
    const id = (title: string) => questionId(appeal, title);
    const member = await signedInUser(t.ctx, 'member');
    const res = await submit(t, member.cookie, appeal.slug, {
      answers: [
        { questionId: id('What is your in-game name?'), answer: 'Sparks' },
        { questionId: id('Your SteamID'), answer: 'STEAM_0:1:12345678' },
        { questionId: id('Where were you banned?'), answer: 'roleplay' },
        { questionId: id('The ban reason you were shown'), answer: 'RDM' },
        { questionId: id('Do you think the ban was a mistake?'), answer: 'deserved' },
        { questionId: id('What have you learned, and what will you do differently?'), answer: 'To read the rules first.' },
        { questionId: id('Have you been banned on our servers before this ban?'), answer: 'no' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const stored = await t.ctx.db
      .selectFrom('response_answers')
      .select('question_title')
      .where('response_id', '=', res.json().response.id as number)
      .execute();
    expect(stored.map((r) => r.question_title)).not.toContain('Links to your evidence');
    expect(stored.map((r) => r.question_title)).not.toContain('Tell us what happened, and why the ban is wrong or too harsh.');
  });
});
