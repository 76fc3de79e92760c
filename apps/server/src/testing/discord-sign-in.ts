import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';
import type { FakeDiscord } from './fake-discord.ts';

export type Cookie = { name: string; value: string; httpOnly?: boolean; sameSite?: string; secure?: boolean };

/** Follows the real sign-in redirects: our start URL → fake Discord consent → our callback. */
export async function signInFlow(t: TestApp, discord: FakeDiscord, as: string, redirect = '/dashboard') {
  const start = await t.app.inject({ method: 'GET', url: `/api/unified-auth/discord?redirect=${encodeURIComponent(redirect)}` });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  const binding = (start.cookies as Cookie[]).find((c) => c.name === 'oauth_binding');
  authorize.searchParams.set('decision', as);
  const consent = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location') as string);
  return { start, authorize, binding, callbackPath: `${callback.pathname}${callback.search}` };
}

export function sessionCookie(res: { cookies: Cookie[] }) {
  return res.cookies.find((c) => c.name === 'sid');
}

/** Signs in through the whole flow and returns the Cookie header of the new session. */
export async function signInAs(t: TestApp, discord: FakeDiscord, as: string): Promise<string> {
  const flow = await signInFlow(t, discord, as);
  const cb = await t.app.inject({ method: 'GET', url: flow.callbackPath, cookies: { oauth_binding: flow.binding!.value } });
  const sid = sessionCookie(cb as unknown as { cookies: Cookie[] });
  expect(sid?.value).toBeTruthy();
  return `sid=${sid!.value}`;
}
