import type { AdminFormDetail, DecisionRequest, ResponseDetail, ResponseList } from '@crp/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../testing/build-test-app.ts';
import { signedInUser } from '../../testing/build-test-app.ts';
import { submit, validAnswers } from '../forms/forms.fixtures.ts';

/** Helpers of the review suites: everything goes through the real HTTP calls. */

/** Applies to `form` (everyTypeForm's questions, or short-text ones answered 'Hello') as a new member or `cookie`. */
export async function apply(t: TestApp, form: AdminFormDetail, cookie?: string) {
  const applicant = cookie ? { cookie, user: null } : await signedInUser(t.ctx, 'member');
  const everyType = form.questions.some((q) => q.title === 'Staff before?');
  const res = await submit(t, applicant.cookie, form.slug, {
    answers: everyType ? validAnswers(form) : form.questions.map((q) => ({ questionId: q.id, answer: 'Hello' })),
    interviewAvailability: [{ day: 'Wednesday', timeSlots: ['1-3 PM'] }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json<{ response: { id: number } }>().response.id, cookie: applicant.cookie, user: applicant.user };
}

export function decide(t: TestApp, id: number | string, cookie: string | undefined, body: DecisionRequest | Record<string, unknown>) {
  return t.app.inject({ method: 'PATCH', url: `/api/applications/response/${id}/status`, headers: cookie ? { cookie } : {}, payload: body });
}

export async function detail(t: TestApp, id: number, cookie: string): Promise<ResponseDetail> {
  const res = await t.app.inject({ method: 'GET', url: `/api/applications/response/${id}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ResponseDetail>();
}

export async function list(t: TestApp, cookie: string, query = ''): Promise<ResponseList> {
  const res = await t.app.inject({ method: 'GET', url: `/api/applications/responses${query ? `?${query}` : ''}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ResponseList>();
}

/** An ISO instant `days` from now. */
export const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
