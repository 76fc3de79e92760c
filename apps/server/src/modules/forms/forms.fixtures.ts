import type { AdminFormDetail, FormSave } from '@crp/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../testing/build-test-app.ts';

/** Test helpers shared by the applications suites: forms are made through the real admin call. */

/** An application with one question of every type, on two pages. */
export function everyTypeForm(overrides: Partial<FormSave> = {}): FormSave {
  return {
    type: 'application',
    title: 'Moderator Application',
    description: '<p>Help us moderate.</p>',
    requiresInterview: false,
    questions: [
      { type: 'short_text', question: 'In-game name', required: true },
      { type: 'long_text', question: 'Why you?', required: true },
      {
        type: 'dropdown',
        question: 'Region',
        required: true,
        options: [
          { id: 'eu', label: 'Europe' },
          { id: 'na', label: 'North America' },
        ],
      },
      {
        type: 'multiple_choice',
        question: 'Skills',
        required: false,
        options: [
          { id: 'build', label: 'Building' },
          { id: 'events', label: 'Events' },
          { id: 'talk', label: 'Talking' },
        ],
      },
      { type: 'single_choice', question: 'Staff before?', required: true, options: ['Yes', 'No'], pageNumber: 2 },
      { type: 'rating', question: 'Rule knowledge', required: true, ratingScale: { min: 1, max: 5 }, pageNumber: 2 },
      { type: 'date', question: 'First joined', required: false, pageNumber: 2 },
    ],
    ...overrides,
  };
}

export async function createForm(t: TestApp, cookie: string, body: FormSave = everyTypeForm()): Promise<AdminFormDetail> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/applications', headers: { cookie }, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminFormDetail>();
}

/**
 * A form whose deadline has passed: made with a future deadline (the admin call refuses a past
 * one, decision 0010), then the clock "moves on" by setting the stored deadline directly.
 */
export async function createExpiredForm(t: TestApp, cookie: string, body: FormSave, deadline: string): Promise<AdminFormDetail> {
  const form = await createForm(t, cookie, { ...body, deadline: '2999-01-01T00:00:00.000Z' });
  await t.ctx.db.updateTable('forms').set({ deadline }).where('id', '=', form.id).execute();
  return { ...form, deadline };
}

/** Valid answers for everyTypeForm(), keyed by question title; override per test. */
export function validAnswers(form: AdminFormDetail, overrides: Record<string, unknown> = {}) {
  const byTitle = Object.fromEntries(form.questions.map((q) => [q.title, q]));
  const yes = byTitle['Staff before?']!.options[0]!.id;
  const values: Record<string, unknown> = {
    'In-game name': 'Sparks',
    'Why you?': 'I have moderated for two years.',
    Region: 'eu',
    Skills: ['build', 'events'],
    'Staff before?': yes,
    'Rule knowledge': '4',
    'First joined': '03/15/2024',
    ...overrides,
  };
  return Object.entries(values)
    .filter(([title]) => byTitle[title])
    .map(([title, answer]) => ({ questionId: byTitle[title]!.id, answer }));
}

export function questionId(form: AdminFormDetail, title: string): number {
  const q = form.questions.find((x) => x.title === title);
  if (!q) throw new Error(`no question ${title}`);
  return q.id;
}

export function get(t: TestApp, url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

export function withdraw(t: TestApp, id: number, cookie: string) {
  return t.app.inject({ method: 'PATCH', url: `/api/applications/response/${id}/withdraw`, headers: { cookie } });
}

/** Moves a response straight to a status (the review calls come with a later issue). */
export function setStatus(t: TestApp, id: number, status: string) {
  return t.ctx.db.updateTable('form_responses').set({ status }).where('id', '=', id).execute();
}

export async function submit(t: TestApp, cookie: string, slug: string, body: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/applications/${slug}/submit`, headers: { cookie }, payload: body as object });
}

export async function rowCounts(t: TestApp) {
  const count = async (table: 'form_responses' | 'response_answers' | 'response_status_history') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { responses: await count('form_responses'), answers: await count('response_answers'), history: await count('response_status_history') };
}
