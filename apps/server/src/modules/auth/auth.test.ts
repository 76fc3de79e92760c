import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { startFakeDiscord, fakeDiscordUsers, type FakeDiscord } from '../../testing/fake-discord.ts';
import { testDialects } from '../../testing/test-db.ts';
import { SESSION_IDLE_MS } from './sessions.queries.ts';
import { sessionCookie, signInFlow } from '../../testing/discord-sign-in.ts';

describe.each(testDialects())('Discord sign-in on %s', (dialect) => {
  let t: TestApp;
  let discord: FakeDiscord;

  beforeAll(async () => {
    discord = await startFakeDiscord();
    t = await buildTestApp(dialect, { ...discord.env(), ADMIN_DISCORD_IDS: '300000000000000009' });
  });
  afterAll(async () => {
    await t.close();
    await discord.close();
  });
  beforeEach(() => {
    discord.failTokenWith = 0;
  });

  it('starts with state, PKCE S256 and a binding cookie, against DISCORD_URL', async () => {
    const { authorize, binding } = await signInFlow(t, discord, 'member');
    expect(authorize.origin).toBe(discord.url);
    expect(authorize.pathname).toBe('/oauth2/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/unified-auth/discord/callback');
    expect(binding?.httpOnly).toBe(true);
    expect(binding?.sameSite).toBe('Lax');
  });

  it('signs a member in, stores the user and answers status', async () => {
    const flow = await signInFlow(t, discord, 'member', '/applications?tab=2');
    const cb = await t.app.inject({ method: 'GET', url: flow.callbackPath, cookies: { oauth_binding: flow.binding!.value } });
    expect(cb.statusCode).toBe(302);
    expect(cb.headers.location).toBe('/applications?tab=2');
    const sid = sessionCookie(cb)!;
    expect(sid.httpOnly).toBe(true);
    expect(sid.sameSite).toBe('Lax');
    expect(sid.value).toMatch(/^[\w-]{43}$/);
    const status = await t.app.inject({ method: 'GET', url: '/api/unified-auth/status', cookies: { sid: sid.value } });
    expect(status.json()).toMatchObject({
      authenticated: true,
      user: {
        discordId: fakeDiscordUsers.member.id,
        username: 'player_one',
        displayName: 'Player One',
        email: 'player@example.test',
        isAdmin: false,
        canReviewApplications: false,
      },
    });
    // The token itself is never stored: only its keyed hash.
    const rows = await t.ctx.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(sid.value);
  });

  it('maps guild roles to permissions (admin role → every flag, reviewer role → review only)', async () => {
    for (const [as, expected] of [
      ['admin', { isAdmin: true, canManageApplications: true, canReviewApplications: true, canManageStore: true }],
      ['reviewer', { isAdmin: false, canManageApplications: false, canReviewApplications: true, canManageStore: false }],
    ] as const) {
      const flow = await signInFlow(t, discord, as);
      const cb = await t.app.inject({ method: 'GET', url: flow.callbackPath, cookies: { oauth_binding: flow.binding!.value } });
      const status = await t.app.inject({ method: 'GET', url: '/api/unified-auth/status', cookies: { sid: sessionCookie(cb)!.value } });
      expect(status.json().user).toMatchObject(expected);
    }
  });

  it('refuses a tampered state', async () => {
    const flow = await signInFlow(t, discord, 'member');
    const tampered = flow.callbackPath.replace(/state=([^&]+)/, 'state=AAAA$1');
    const cb = await t.app.inject({ method: 'GET', url: tampered, cookies: { oauth_binding: flow.binding!.value } });
    expect(cb.headers.location).toBe('/login?error=state');
    expect(sessionCookie(cb)?.value ?? '').toBe('');
  });

  it('refuses a replayed state (each state works once)', async () => {
    const flow = await signInFlow(t, discord, 'member');
    const first = await t.app.inject({ method: 'GET', url: flow.callbackPath, cookies: { oauth_binding: flow.binding!.value } });
    expect(first.headers.location).toBe('/dashboard');
    const replay = await t.app.inject({ method: 'GET', url: flow.callbackPath, cookies: { oauth_binding: flow.binding!.value } });
    expect(replay.headers.location).toBe('/login?error=state');
  });

  it('refuses a state started in another browser (binding cookie missing or foreign)', async () => {
    const mine = await signInFlow(t, discord, 'member');
    const other = await signInFlow(t, discord, 'member');
    const noCookie = await t.app.inject({ method: 'GET', url: mine.callbackPath });
    expect(noCookie.headers.location).toBe('/login?error=state');
    const foreign = await t.app.inject({ method: 'GET', url: other.callbackPath, cookies: { oauth_binding: mine.binding!.value } });
    expect(foreign.headers.location).toBe('/login?error=state');
  });

  it('lands on /login with a reason when Discord is denied or fails', async () => {
    const denied = await signInFlow(t, discord, 'deny');
    const cb = await t.app.inject({ method: 'GET', url: denied.callbackPath, cookies: { oauth_binding: denied.binding!.value } });
    expect(cb.headers.location).toBe('/login?error=denied');
    discord.failTokenWith = 500;
    const flow = await signInFlow(t, discord, 'member');
    const failed = await t.app.inject({ method: 'GET', url: flow.callbackPath, cookies: { oauth_binding: flow.binding!.value } });
    expect(failed.headers.location).toBe('/login?error=failed');
  });

  it.each([
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/%0d%0aSet-Cookie:x=1',
    'http:/evil',
    // Dot segments that normalise into a protocol-relative '//evil.example'.
    '/.//evil.example',
    '/a/..//evil.example',
    '/\t/evil.example',
    '/%2F%2Fevil.example',
  ])('never redirects off-site (redirect=%s)', async (redirect) => {
    const flow = await signInFlow(t, discord, 'member', redirect);
    const cb = await t.app.inject({ method: 'GET', url: flow.callbackPath, cookies: { oauth_binding: flow.binding!.value } });
    const location = cb.headers.location as string;
    expect(location.startsWith('/')).toBe(true);
    expect(location.startsWith('//')).toBe(false);
    expect(new URL(location, 'http://localhost:3000').origin).toBe('http://localhost:3000');
  });

  it('rotates the session at sign-in and deletes it at logout', async () => {
    const first = await signedInUser(t.ctx, 'member');
    const flow = await signInFlow(t, discord, 'member');
    const cb = await t.app.inject({ method: 'GET', url: flow.callbackPath, cookies: { oauth_binding: flow.binding!.value, sid: first.cookie.slice(4) } });
    const newSid = sessionCookie(cb)!.value;
    expect(newSid).not.toBe(first.cookie.slice(4));
    const old = await t.app.inject({ method: 'GET', url: '/api/unified-auth/status', headers: { cookie: first.cookie } });
    expect(old.json().authenticated).toBe(false);

    const logout = await t.app.inject({ method: 'POST', url: '/api/unified-auth/logout', cookies: { sid: newSid } });
    expect(logout.json()).toEqual({ success: true });
    const after = await t.app.inject({ method: 'GET', url: '/api/unified-auth/status', cookies: { sid: newSid } });
    expect(after.json()).toEqual({ authenticated: false, user: null });
  });

  it('ignores a cookie that is not a live session', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/api/unified-auth/status', cookies: { sid: 'x'.repeat(43) } });
    expect(status.json().authenticated).toBe(false);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/unified-auth/refresh', cookies: { sid: 'x'.repeat(43) } });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json()).toMatchObject({ error: 'Please sign in to continue.', message: 'Please sign in to continue.' });
  });

  it('expires idle and absolutely old sessions', async () => {
    const idle = await signedInUser(t.ctx);
    await t.ctx.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - SESSION_IDLE_MS - 1000).toISOString() })
      .where('user_id', '=', idle.user.id)
      .execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/unified-auth/status', headers: { cookie: idle.cookie } });
    expect(res.json().authenticated).toBe(false);

    const old = await signedInUser(t.ctx);
    await t.ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', old.user.id)
      .execute();
    const res2 = await t.app.inject({ method: 'GET', url: '/api/unified-auth/status', headers: { cookie: old.cookie } });
    expect(res2.json().authenticated).toBe(false);
    const left = await t.ctx.db.selectFrom('sessions').selectAll().where('user_id', 'in', [idle.user.id, old.user.id]).execute();
    expect(left).toHaveLength(0);
  });

  it('refuses mutating calls from another origin', async () => {
    const { cookie } = await signedInUser(t.ctx);
    const byOrigin = await t.app.inject({ method: 'POST', url: '/api/unified-auth/logout', headers: { cookie, origin: 'https://evil.example' } });
    expect(byOrigin.statusCode).toBe(403);
    expect(byOrigin.json().message).toBe('Cross-site requests are not allowed.');
    const byFetchSite = await t.app.inject({ method: 'POST', url: '/api/unified-auth/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(byFetchSite.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/unified-auth/logout',
      headers: { cookie, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('refresh re-reads roles through the bot', async () => {
    const flow = await signInFlow(t, discord, 'reviewer');
    const cb = await t.app.inject({ method: 'GET', url: flow.callbackPath, cookies: { oauth_binding: flow.binding!.value } });
    const sid = sessionCookie(cb)!.value;
    discord.users.reviewer!.roles = [];
    const res = await t.app.inject({ method: 'POST', url: '/api/unified-auth/refresh', cookies: { sid } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { canReviewApplications: false } });
  });

  it('does not offer the demo sign-in outside demo mode', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/unified-auth/demo', payload: { role: 'admin' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('sends the start URL to the demo chooser and signs in a demo admin', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/unified-auth/discord?redirect=/admin' });
    expect(start.headers.location).toBe('/demo-sign-in?redirect=%2Fadmin');
    const res = await t.app.inject({ method: 'POST', url: '/api/unified-auth/demo', payload: { role: 'admin', redirect: 'https://evil.example' } });
    expect(res.json()).toMatchObject({ success: true, redirect: '/', user: { username: 'demo_admin', isAdmin: true } });
    const site = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(site.json().demoMode).toBe(true);
  });

  it('signs in the demo reviewer (D27): reviews, but no admin screens', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/unified-auth/demo', payload: { role: 'reviewer' } });
    expect(res.json()).toMatchObject({
      success: true,
      user: { username: 'riley_reviews', isAdmin: false, canReviewApplications: true, canManageApplications: false },
    });
    const sid = sessionCookie(res)!.value;
    expect((await t.app.inject({ method: 'GET', url: '/api/applications/responses', cookies: { sid } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users', cookies: { sid } })).statusCode).toBe(403);
  });

  it('answers bad input with a readable 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/unified-auth/demo', payload: { role: 'owner' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/role/);
  });
});
