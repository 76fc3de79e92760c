import type { FastifyInstance } from 'fastify';
import type { AdminFormDetail, AuthStatus, FormSave } from '@crp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signInAs } from '../../testing/discord-sign-in.ts';
import { FAKE_DISCORD, startFakeDiscord, type FakeDiscord, type FakeDiscordUser } from '../../testing/fake-discord.ts';
import { createForm, submit } from '../../testing/fixtures/forms.ts';
import { testDialects } from '../../testing/test-db.ts';

/**
 * D43 (a), issue 33: a member's guild roles are read again with the bot once the site's copy is older
 * than ROLE_MAX_AGE_S, at staff calls, the submit and the status call. Through the real app, signed
 * in through the real OAuth flow against the fake Discord, whose roles the tests change behind the site.
 */
const MAX_AGE_S = 1;
const BLOCKED_ROLE = '900000000000000404';

/** Polls until `check` holds, at most `ceilingMs` (generous: a slow shared machine must not fail it). */
async function eventually(check: () => Promise<boolean>, ceilingMs = 20_000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ceilingMs) throw new Error(`not within ${ceilingMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

let seq = 0;
/** A new member of the fake guild with these roles (so each test has its own). */
function addUser(discord: FakeDiscord, roles: string[]): FakeDiscordUser & { key: string } {
  seq += 1;
  const key = `roles_${seq}`;
  const user = { id: `31000000000000${String(seq).padStart(4, '0')}`, username: key, global_name: null, avatar: null, email: null, roles };
  discord.users[key] = user;
  return { ...user, key };
}

describe.each(testDialects())('roles stay true (D43 a) on %s', (dialect) => {
  let discord: FakeDiscord;
  let t: TestApp;
  /** A second instance on the same database and change bus (as with Redis or LISTEN/NOTIFY). */
  let other: FastifyInstance;

  beforeAll(async () => {
    discord = await startFakeDiscord();
    // The session cache on (as in production), so the tests show it does not serve stale rights.
    t = await buildTestApp(dialect, { ...discord.env(), ROLE_MAX_AGE_S: String(MAX_AGE_S), SESSION_CACHE_MS: '3000' });
    other = await buildApp({ ...t.ctx, rateLimits: { signInPerMinute: 1000, writesPerMinute: 1000 }, webRoot: '/nonexistent-web-root' });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    await discord.close();
  });

  const call = (app: FastifyInstance, cookie: string, method: 'GET' | 'POST', url: string) => app.inject({ method, url, headers: { cookie } });
  const status = async (app: FastifyInstance, cookie: string) => (await call(app, cookie, 'GET', '/api/unified-auth/status')).json<AuthStatus>();
  /** A reviewer's call under /api/admin: 404 for an unknown delivery when allowed, 403 when not. */
  const adminCall = (cookie: string) => call(t.app, cookie, 'POST', '/api/admin/deliveries/999999/retry');

  it('a reviewer whose role is removed in Discord loses staff access within ROLE_MAX_AGE_S + 2 s, same cookie', async () => {
    const reviewer = addUser(discord, [FAKE_DISCORD.reviewerRoleId]);
    const cookie = await signInAs(t, discord, reviewer.key);
    expect((await adminCall(cookie)).statusCode).toBe(404);
    expect((await call(t.app, cookie, 'GET', '/api/applications/responses')).statusCode).toBe(200);

    discord.setRoles(reviewer.id, []);
    const removedAt = Date.now();
    await eventually(async () => (await adminCall(cookie)).statusCode === 403);
    expect(Date.now() - removedAt).toBeLessThanOrEqual(MAX_AGE_S * 1000 + 2000);
    expect((await call(t.app, cookie, 'GET', '/api/applications/responses')).statusCode).toBe(403);
    expect((await call(other, cookie, 'GET', '/api/applications/responses')).statusCode).toBe(403);
    const me = await status(t.app, cookie);
    expect(me.user).toMatchObject({ canReviewApplications: false, discordRoles: [] });
    expect(me.user?.rolesStale).toBeUndefined();
    // Still signed in: only the role went.
    expect(me.authenticated).toBe(true);
  });

  it('a member who left the guild loses every right and every session, on both instances', async () => {
    const leaver = addUser(discord, [FAKE_DISCORD.reviewerRoleId]);
    const cookie = await signInAs(t, discord, leaver.key);
    const secondDevice = await signInAs(t, discord, leaver.key);
    expect((await adminCall(cookie)).statusCode).toBe(404);
    expect((await status(other, secondDevice)).authenticated).toBe(true);

    discord.left.add(leaver.id);
    const leftAt = Date.now();
    await eventually(async () => (await adminCall(cookie)).statusCode === 401);
    expect(Date.now() - leftAt).toBeLessThanOrEqual(MAX_AGE_S * 1000 + 2000);
    // Every session of theirs ended, seen by the other instance at once (same cookies).
    expect((await status(other, secondDevice)).authenticated).toBe(false);
    expect((await call(other, cookie, 'GET', '/api/applications/responses')).statusCode).toBe(401);
    expect((await status(t.app, cookie)).authenticated).toBe(false);
    const row = await t.ctx.db.selectFrom('users').selectAll().where('discord_id', '=', leaver.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ discord_roles: '[]', can_review_applications: 0, is_admin: 0, guild_joined_at: null });
    const sessions = await t.ctx.db.selectFrom('sessions').select('token_hash').where('user_id', '=', row.id).execute();
    expect(sessions).toEqual([]);
  });

  it('a blocked role given in Discord refuses the submit', async () => {
    const admin = await signInAs(t, discord, 'admin');
    const save: FormSave = {
      title: 'Gated by a blocked role',
      type: 'application',
      requiresInterview: false,
      questions: [{ title: 'Why?', type: 'short_text', isRequired: true }] as FormSave['questions'],
      blockedRoleIds: [BLOCKED_ROLE],
    };
    const form: AdminFormDetail = await createForm(t, admin, save);
    const member = addUser(discord, []);
    const cookie = await signInAs(t, discord, member.key);
    // Answers missing: a 400 while the member may apply (the gates are checked first).
    expect((await submit(t, cookie, form.slug, { answers: [] })).statusCode).toBe(400);

    discord.setRoles(member.id, [BLOCKED_ROLE]);
    // The submit itself reads the roles again once they are older than ROLE_MAX_AGE_S.
    await eventually(async () => (await submit(t, cookie, form.slug, { answers: [] })).statusCode === 403);
    const refused = await submit(t, cookie, form.slug, { answers: [{ questionId: form.questions[0]!.id, answer: 'Because.' }] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().issues.map((i: { code: string }) => i.code)).toEqual(['role_blocked']);
  });

  it('when Discord does not answer, the last roles stand, the status call says since when, and Discord is not asked on every call', async () => {
    const admin = addUser(discord, [FAKE_DISCORD.adminRoleId]);
    const cookie = await signInAs(t, discord, admin.key);
    const before = await status(t.app, cookie);
    const checkedAt = before.user!.rolesCheckedAt!;
    expect(Date.parse(checkedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(before.user!.rolesStale).toBeUndefined();

    discord.failMemberReadsWith = 503;
    try {
      await eventually(async () => (await status(t.app, cookie)).user?.rolesStale === true);
      const stale = await status(t.app, cookie);
      expect(stale.user).toMatchObject({ isAdmin: true, rolesStale: true, rolesCheckedAt: checkedAt, discordRoles: [FAKE_DISCORD.adminRoleId] });
      expect((await call(t.app, cookie, 'GET', '/api/admin/audit-log')).statusCode).toBe(200);
      // Backed off: more staff calls and status calls while it is down ask Discord no more.
      const reads = discord.memberReads(admin.id);
      for (let i = 0; i < 5; i++) {
        expect((await call(t.app, cookie, 'GET', '/api/admin/audit-log')).statusCode).toBe(200);
        expect((await status(t.app, cookie)).user?.rolesStale).toBe(true);
      }
      expect(discord.memberReads(admin.id)).toBe(reads);
    } finally {
      discord.failMemberReadsWith = 0;
    }
  });

  it('concurrent calls of one member share one Discord read', async () => {
    const reviewer = addUser(discord, [FAKE_DISCORD.reviewerRoleId]);
    const cookie = await signInAs(t, discord, reviewer.key);
    // Due: the copy is older than ROLE_MAX_AGE_S (written behind the app's back).
    await t.ctx.db.updateTable('users').set({ roles_checked_at: new Date(Date.now() - 60_000).toISOString() }).where('discord_id', '=', reviewer.id).execute();
    t.ctx.changes!.publish('sessions');
    const reads = discord.memberReads(reviewer.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(t.app, cookie, 'GET', '/api/applications/responses')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(discord.memberReads(reviewer.id)).toBe(reads + 1);
  });
});

describe.each(testDialects())('roles younger than ROLE_MAX_AGE_S (D43 a) on %s', (dialect) => {
  let discord: FakeDiscord;
  let t: TestApp;
  beforeAll(async () => {
    discord = await startFakeDiscord();
    t = await buildTestApp(dialect, { ...discord.env(), ROLE_MAX_AGE_S: '300' });
  });
  afterAll(async () => {
    await t.close();
    await discord.close();
  });

  it('are not read again: no Discord call at staff calls or the status call', async () => {
    const cookie = await signInAs(t, discord, 'admin');
    const id = discord.users.admin!.id;
    const reads = discord.memberReads(id);
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: { cookie } })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/unified-auth/status', headers: { cookie } })).json<AuthStatus>().user?.isAdmin).toBe(true);
    }
    expect(discord.memberReads(id)).toBe(reads);
    // Only once the copy is older than the maximum age (here: made so behind the app's back).
    await t.ctx.db.updateTable('users').set({ roles_checked_at: new Date(Date.now() - 301_000).toISOString() }).where('discord_id', '=', id).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: { cookie } })).statusCode).toBe(200);
    expect(discord.memberReads(id)).toBe(reads + 1);
  });
});

describe.each(testDialects())('ADMIN_DISCORD_IDS and roles read again (D43 a) on %s', (dialect) => {
  let discord: FakeDiscord;
  let t: TestApp;
  beforeAll(async () => {
    discord = await startFakeDiscord();
    t = await buildTestApp(dialect, { ...discord.env(), ROLE_MAX_AGE_S: '1', ADMIN_DISCORD_IDS: discord.users.member!.id });
  });
  afterAll(async () => {
    await t.close();
    await discord.close();
  });

  it('stay admin, signed in, out of the guild too: their right is not a guild role', async () => {
    const cookie = await signInAs(t, discord, 'member');
    const id = discord.users.member!.id;
    discord.left.add(id);
    const reads = discord.memberReads(id);
    // Every staff call answers 200, before and after the read that finds them gone from the guild.
    await eventually(async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: { cookie } })).statusCode).toBe(200);
      return discord.memberReads(id) > reads;
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: { cookie } })).statusCode).toBe(200);
    const me = (await t.app.inject({ method: 'GET', url: '/api/unified-auth/status', headers: { cookie } })).json<AuthStatus>();
    expect(me).toMatchObject({ authenticated: true, user: { isAdmin: true, discordRoles: [] } });
  });
});
