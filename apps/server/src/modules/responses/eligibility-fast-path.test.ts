import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormSummary } from '@crp/shared';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { createForm } from '../../testing/fixtures/forms.ts';

/**
 * Over a real socket the public form list is answered from memory before Fastify (the read model's
 * fast path); a signed-in member's request must still reach the route and get their eligibility (D34).
 */
describe('the form list over a real socket', () => {
  let t: TestApp;
  let base: string;
  let member: string;

  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    const admin = (await signedInUser(t.ctx, 'admin')).cookie;
    member = (await signedInUser(t.ctx, 'member')).cookie;
    await createForm(t, admin, { title: 'Steam only', type: 'application', requiresInterview: false, requireSteam: true, questions: [{ title: 'Why?', type: 'short_text', isRequired: true }] as never });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('visitors share the cached list; a member gets their own with eligibility, even right after a visitor', async () => {
    for (let i = 0; i < 2; i++) {
      const visitor = (await (await fetch(`${base}/api/applications/public`)).json()) as FormSummary[];
      expect(visitor[0]!.eligibility).toBeUndefined();
    }
    const res = await fetch(`${base}/api/applications/public`, { headers: { cookie: member } });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const mine = (await res.json()) as FormSummary[];
    expect(mine[0]!.eligibility).toEqual({ eligible: false, reasons: [expect.objectContaining({ code: 'steam_required' })] });
  });
});
