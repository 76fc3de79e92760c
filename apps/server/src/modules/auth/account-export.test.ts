import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableExists } from '../../db/catalogue.ts';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { signInAs } from '../../testing/discord-sign-in.ts';
import { fakeDiscordUsers, startFakeDiscord, type FakeDiscord } from '../../testing/fake-discord.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createForm, everyTypeForm, submit, validAnswers } from '../forms/forms.fixtures.ts';
import { EXPORT_RATE_LIMIT } from './account-export.routes.ts';

const exportOf = (t: TestApp, cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/account/export', headers: cookie ? { cookie } : {} });

describe.each(testDialects())('GET /api/auth/account/export (D37) on %s', (dialect) => {
  let t: TestApp;
  let discord: FakeDiscord;
  let admin: string;
  let reviewer: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    discord = await startFakeDiscord();
    t = await buildTestApp(dialect, discord.env());
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    reviewer = await signedInUser(t.ctx, 'reviewer');
  });
  afterAll(async () => {
    await t.close();
    await discord.close();
  });

  it('answers 401 signed out', async () => {
    const res = await exportOf(t);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it("gives the member's profile, linked account, responses with questions as asked, history and messages, as a private attachment, and nothing of the staff's", async () => {
    const form = await createForm(t, admin, everyTypeForm({ title: 'Export Application' }));
    const cookie = await signInAs(t, discord, 'member');
    const me = fakeDiscordUsers.member;
    const answers = validAnswers(form);
    const submitted = await submit(t, cookie, form.slug, { answers });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const responseId = submitted.json<{ response: { id: number } }>().response.id;
    const decided = await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/response/${responseId}/status`,
      headers: { cookie: reviewer.cookie },
      payload: { status: 'rejected', reviewNotes: 'Please reapply with more detail' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    // Someone else's application is not in the file.
    const other = await signedInUser(t.ctx, 'member');
    expect((await submit(t, other.cookie, form.slug, { answers: validAnswers(form) })).statusCode).toBe(201);
    // The conversation (D31): through its API once the site has it; until then a table of that name is read as found.
    const messagesTable = await tableExists(t.ctx.db, t.ctx.dialect, 'response_messages');
    if (!messagesTable) {
      await sql`create table response_messages (id integer primary key, response_id integer not null, author_id integer, body text not null, created_at text not null)`.execute(t.ctx.db);
      await sql`insert into response_messages (id, response_id, author_id, body, created_at) values
        (1, ${responseId}, ${reviewer.user.id}, 'Could you tell us more?', '2026-01-01T10:00:00.000Z'),
        (2, ${responseId}, (select id from users where discord_id = ${me.id}), 'Sure, here is more.', '2026-01-01T11:00:00.000Z')`.execute(t.ctx.db);
    }

    const res = await exportOf(t, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d+-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.profile).toMatchObject({ discordId: me.id, username: me.username, displayName: me.global_name, email: me.email });
    expect(data.linkedAccounts).toEqual([expect.objectContaining({ provider: 'discord', id: me.id, username: me.username })]);
    expect(data.responses).toHaveLength(1);
    const [response] = data.responses;
    expect(response).toMatchObject({ id: responseId, form: { title: 'Export Application', type: 'application' }, status: 'rejected' });
    expect(response.reviewNotes).toBe('Please reapply with more detail'); // the decision they were sent, as their dashboard shows it
    // Every question as it was asked, with the answer; choice answers as the labels picked.
    expect(response.answers.map((a: { question: { title: string } }) => a.question.title)).toEqual(form.questions.map((q) => q.title));
    const choice = form.questions.find((q) => q.type === 'multiple_choice')!;
    const picked = response.answers.find((a: { question: { title: string } }) => a.question.title === choice.title);
    expect(picked.answer).toEqual(choice.options.filter((o) => (answers.find((a) => a.questionId === choice.id)!.answer as string[]).includes(o.id)).map((o) => o.label));
    expect(response.history.map((h: { toStatus: string; by: string }) => [h.toStatus, h.by])).toEqual([
      ['submitted', 'you'],
      ['rejected', 'staff'],
    ]);
    if (!messagesTable) {
      expect(response.messages).toEqual([
        expect.objectContaining({ from: 'staff', body: 'Could you tell us more?' }),
        expect.objectContaining({ from: 'applicant', body: 'Sure, here is more.' }),
      ]);
    }
    // Never the staff's records: no votes, no staff notes, no reviewer's identity, no outbox.
    const text = res.body;
    for (const secret of [reviewer.user.discord_id, reviewer.user.username, String(reviewer.user.display_name), other.user.discord_id]) {
      expect(text).not.toContain(secret);
    }
    expect(Object.keys(response)).not.toEqual(expect.arrayContaining(['votes']));
    expect(Object.keys(response)).not.toContain('notes');
    expect(Object.keys(response)).not.toContain('deliveries');
  });

  it('is rate limited per member', async () => {
    const { cookie } = await signedInUser(t.ctx, 'member');
    for (let i = 0; i < EXPORT_RATE_LIMIT.max; i += 1) expect((await exportOf(t, cookie)).statusCode).toBe(200);
    const limited = await exportOf(t, cookie);
    expect(limited.statusCode).toBe(429);
    // Another member has their own budget.
    expect((await exportOf(t, (await signedInUser(t.ctx, 'member')).cookie)).statusCode).toBe(200);
  });
});
