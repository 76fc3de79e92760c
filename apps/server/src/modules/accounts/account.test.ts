import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';

describe.each(testDialects())('account calls on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers the signed-in user permissions, and 401 when signed out', async () => {
    const { cookie } = await signedInUser(t.ctx, 'reviewer');
    const res = await t.app.inject({ url: '/api/auth/permissions', headers: { cookie } });
    expect(res.json()).toEqual({ isAdmin: false, canManageApplications: false, canReviewApplications: true, canManageStore: false, discordRoles: [] });
    expect((await t.app.inject('/api/auth/permissions')).statusCode).toBe(401);
  });

  it("redirects to a member's avatar, with Discord's default when none is set", async () => {
    const me = await signedInUser(t.ctx, 'member', '300000000000000001');
    await t.ctx.db.updateTable('users').set({ avatar: 'a_abc' }).where('id', '=', me.user.id).execute();
    const animated = await t.app.inject({ url: '/api/auth/avatar/300000000000000001?size=64', headers: { cookie: me.cookie } });
    expect(animated.statusCode).toBe(302);
    expect(animated.headers.location).toBe('https://cdn.discordapp.com/avatars/300000000000000001/a_abc.gif?size=64');
    await signedInUser(t.ctx, 'member', '300000000000000002');
    const fallback = await t.app.inject({ url: '/api/auth/avatar/300000000000000002', headers: { cookie: me.cookie } });
    expect(fallback.headers.location).toMatch(/^https:\/\/cdn\.discordapp\.com\/embed\/avatars\/[0-5]\.png$/);
    expect((await t.app.inject({ url: '/api/auth/avatar/999', headers: { cookie: me.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/auth/avatar/abc', headers: { cookie: me.cookie } })).statusCode).toBe(400);
    expect((await t.app.inject('/api/auth/avatar/300000000000000001')).statusCode).toBe(401);
  });
});
