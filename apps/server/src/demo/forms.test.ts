import { questionTypes, type FormDefinition, type FormSummary } from '@crp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../testing/build-test-app.ts';
import { testDialects } from '../testing/test-db.ts';
import { seedDemoForms } from './forms.ts';

describe.each(testDialects())('demo forms on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('seeds the staff application, the builder application and the feedback survey once, using every question type', async () => {
    await seedDemoForms(t.ctx);
    await seedDemoForms(t.ctx);
    const list = (await t.app.inject({ method: 'GET', url: '/api/applications/public' })).json<FormSummary[]>();
    expect(list.map((f) => [f.slug, f.title, f.type, f.isOpen])).toEqual([
      ['staff-application', 'Staff Application', 'application', true],
      ['builder-application', 'Builder Application', 'application', true],
      ['community-feedback-survey', 'Community Feedback Survey', 'survey', true],
    ]);

    const { cookie } = await signedInUser(t.ctx, 'member');
    const load = async (slug: string) => (await t.app.inject({ method: 'GET', url: `/api/applications/${slug}`, headers: { cookie } })).json<FormDefinition>();
    const staff = await load('staff-application');
    const builder = await load('builder-application');
    const survey = await load('community-feedback-survey');

    expect(staff.requiresInterview).toBe(true);
    expect(staff.enablePagination).toBe(true);
    expect(Math.max(...staff.questions.map((q) => q.pageNumber))).toBe(3);
    expect(builder.requiresInterview).toBe(false);
    expect(builder.requirements).toMatch(/^<ul><li>.+<\/li><\/ul>$/);
    expect(new Set(builder.questions.map((q) => q.pageNumber))).toEqual(new Set([1]));
    expect(survey.requirements).toBeNull();

    const used = new Set([...staff.questions, ...builder.questions, ...survey.questions].map((q) => q.type));
    expect([...used].sort()).toEqual([...questionTypes].sort());
    for (const q of [...staff.questions, ...builder.questions, ...survey.questions]) {
      if (['dropdown', 'multiple_choice', 'single_choice'].includes(q.type)) expect(q.options.length, q.title).toBeGreaterThan(1);
      if (q.type === 'rating') expect(q.ratingScale?.max).toBeGreaterThanOrEqual(3);
    }
  });

  it('leaves a demo form the admin edited alone on the next start', async () => {
    const form = await t.ctx.db.selectFrom('forms').select('id').where('slug', '=', 'builder-application').executeTakeFirstOrThrow();
    await t.ctx.db.updateTable('forms').set({ title: 'Builder Application (edited)' }).where('id', '=', form.id).execute();
    await seedDemoForms(t.ctx);
    const rows = await t.ctx.db.selectFrom('forms').select(['slug', 'title']).orderBy('id').execute();
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual({ slug: 'builder-application', title: 'Builder Application (edited)' });
  });
});
