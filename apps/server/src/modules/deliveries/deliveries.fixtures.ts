import type { FormSave } from '@crp/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../testing/build-test-app.ts';
import { createForm, everyTypeForm, submit, validAnswers } from '../forms/forms.fixtures.ts';
import type { DeliveryWorker } from './delivery-worker.ts';

/** Test helpers of the deliveries suites. */

export async function formWith(t: TestApp, cookie: string, overrides: Partial<FormSave>) {
  return createForm(t, cookie, everyTypeForm({ title: `Form ${Math.random().toString(36).slice(2, 8)}`, ...overrides }));
}

export async function submitTo(t: TestApp, cookie: string, form: Awaited<ReturnType<typeof formWith>>): Promise<number> {
  const res = await submit(t, cookie, form.slug, { answers: validAnswers(form) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ response: { id: number } }>().response.id;
}

export async function decide(t: TestApp, cookie: string, responseId: number, body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'PATCH', url: `/api/applications/response/${responseId}/status`, headers: { cookie }, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** Runs the worker until nothing is due now (retries scheduled later are left alone). */
export async function drain(worker: DeliveryWorker, rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i += 1) if ((await worker.runOnce()) === 0) return;
}

/** Waits until `check` passes (polling), or fails with its last error after `ms`. */
export async function eventually<T>(check: () => Promise<T> | T, ms = 5_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > end) throw err;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

export async function deliveriesOf(t: TestApp, responseId: number) {
  return t.ctx.db.selectFrom('deliveries').selectAll().where('response_id', '=', responseId).orderBy('id').execute();
}
