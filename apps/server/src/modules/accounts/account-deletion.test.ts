import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { signInAs } from '../../testing/discord-sign-in.ts';
import { fakeDiscordUsers, startFakeDiscord, type FakeDiscord } from '../../testing/fake-discord.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createForm, everyTypeForm, submit, validAnswers } from '../../testing/fixtures/forms.ts';
import { DELETED_USER_NAME } from '../users/index.ts';

const del = (t: TestApp, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: { ...(cookie ? { cookie } : {}), ...headers } });

/** Everything stored about one user, to compare byte for byte before and after someone else's deletion. */
async function snapshotOf(t: TestApp, userId: number) {
  const db = t.ctx.db;
  const responses = await db.selectFrom('form_responses').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const ids = responses.map((r) => r.id);
  return {
    user: await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
    sessions: await db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('token_hash').execute(),
    responses,
    answers: ids.length ? await db.selectFrom('response_answers').selectAll().where('response_id', 'in', ids).orderBy('id').execute() : [],
    history: ids.length ? await db.selectFrom('response_status_history').selectAll().where('response_id', 'in', ids).orderBy('id').execute() : [],
  };
}

describe.each(testDialects())('DELETE /api/auth/account on %s', (dialect) => {
  let t: TestApp;
  let discord: FakeDiscord;
  let adminCookie: string;

  beforeAll(async () => {
    discord = await startFakeDiscord();
    t = await buildTestApp(dialect, discord.env());
    adminCookie = (await signedInUser(t.ctx, 'admin')).cookie;
  });
  afterAll(async () => {
    await t.close();
    await discord.close();
  });

  it('answers 401 signed out and 403 from another origin, touching nothing', async () => {
    expect((await del(t)).statusCode).toBe(401);
    const { user, cookie } = await signedInUser(t.ctx, 'member');
    const before = await snapshotOf(t, user.id);
    const res = await del(t, cookie, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'cross_origin' });
    expect(await snapshotOf(t, user.id)).toEqual(before);
  });

  it('withdraws open applications, ends sessions, erases personal data and leaves everyone else byte for byte as they were', async () => {
    const application = await createForm(t, adminCookie, everyTypeForm({ title: 'Deletion Application' }));
    const survey = await createForm(t, adminCookie, everyTypeForm({ title: 'Deletion Survey', type: 'survey', requiresInterview: false }));
    const cookie = await signInAs(t, discord, 'member');
    const me = (await t.app.inject({ method: 'GET', url: '/api/unified-auth/status', headers: { cookie } })).json().user;
    const other = await signedInUser(t.ctx, 'member');
    expect((await submit(t, cookie, application.slug, { answers: validAnswers(application) })).statusCode).toBe(201);
    expect((await submit(t, cookie, survey.slug, { answers: validAnswers(survey) })).statusCode).toBe(201);
    expect((await submit(t, other.cookie, application.slug, { answers: validAnswers(application) })).statusCode).toBe(201);
    const othersBefore = await snapshotOf(t, other.user.id);

    // D43: every instance drops the member's cached sessions right after the commit, before the
    // (slower) erasure of their traces (here: a linked Steam account, removed with them).
    await t.ctx.db.insertInto('steam_links').values({ user_id: me.id, steam_id: '76561198000000444', linked_at: new Date().toISOString(), hours_unknown_reason: null, checked_at: null, stale: 0 }).execute();
    // The Steam account each response was submitted with (D43 e) is the member's too.
    await t.ctx.db.updateTable('form_responses').set({ steam_id: '76561198000000444' }).where('user_id', '=', me.id).execute();
    let tracesAtNotice: Promise<number> | null = null;
    const stop = t.ctx.changes!.subscribe((topic) => {
      if (topic === 'sessions' && !tracesAtNotice)
        tracesAtNotice = t.ctx.db.selectFrom('steam_links').select('id').where('user_id', '=', me.id).execute().then((rows) => rows.length);
    });
    const res = await del(t, cookie);
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await tracesAtNotice).toBe(1);
    expect(await t.ctx.db.selectFrom('steam_links').select('id').where('user_id', '=', me.id).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('form_responses').select('steam_id').where('user_id', '=', me.id).where('steam_id', 'is not', null).execute()).toEqual([]);
    expect(res.headers['cache-control']).toBe('no-store');
    const cleared = (res.cookies as Array<{ name: string; value: string }>).find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');

    const row = await t.ctx.db.selectFrom('users').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      username: DELETED_USER_NAME,
      display_name: DELETED_USER_NAME,
      avatar: null,
      email: null,
      discord_roles: '[]',
      is_admin: 0,
      is_active: 0,
      last_login: null,
    });
    expect(row.discord_id).not.toContain(fakeDiscordUsers.member.id);
    expect(row.discord_id).toMatch(/^deleted_[0-9a-f]{32}$/);
    expect(row.deleted_at).toBeTruthy();
    expect(await t.ctx.db.selectFrom('sessions').selectAll().where('user_id', '=', me.id).execute()).toEqual([]);
    // The old cookie no longer signs anyone in.
    expect((await t.app.inject({ method: 'GET', url: '/api/applications/my-applications', headers: { cookie } })).statusCode).toBe(401);

    const mine = await t.ctx.db.selectFrom('form_responses').selectAll().where('user_id', '=', me.id).orderBy('id').execute();
    expect(mine).toHaveLength(2);
    const appResponse = mine.find((r) => r.form_id === application.id)!;
    expect(appResponse.status).toBe('withdrawn');
    // A survey answer is not an open application: it stays as it was, under 'Deleted user'.
    const surveyResponse = mine.find((r) => r.form_id === survey.id)!;
    expect(surveyResponse.status).toBe('submitted');
    const history = await t.ctx.db.selectFrom('response_status_history').selectAll().where('response_id', '=', appResponse.id).orderBy('id').execute();
    expect(history.at(-1)).toMatchObject({ from_status: 'submitted', to_status: 'withdrawn', changed_by: me.id });

    expect(await snapshotOf(t, other.user.id)).toEqual(othersBefore);
  });

  it('lets the same Discord account sign in again as a new member with no history', async () => {
    const first = await signInAs(t, discord, 'reviewer');
    const before = (await t.app.inject({ method: 'GET', url: '/api/unified-auth/status', headers: { cookie: first } })).json().user;
    expect((await del(t, first)).statusCode).toBe(200);
    const again = await signInAs(t, discord, 'reviewer');
    const after = (await t.app.inject({ method: 'GET', url: '/api/unified-auth/status', headers: { cookie: again } })).json().user;
    expect(after.id).not.toBe(before.id);
    expect(after.discordId).toBe(fakeDiscordUsers.reviewer.id);
    const mine = await t.app.inject({ method: 'GET', url: '/api/applications/my-applications', headers: { cookie: again } });
    expect(mine.json()).toEqual([]);
    // Deleting twice (the new account) works too: the erased ids of one person never collide.
    expect((await del(t, again)).statusCode).toBe(200);
  });
});
