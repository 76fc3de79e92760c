import type { FormSave, ResponseDetail } from '@crp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { buttonPress, interactionSigner, modalSubmit, reviewerMember, sendInteraction, type InteractionSigner } from '../../testing/discord-interactions.ts';
import { FAKE_DISCORD, startFakeDiscord, type FakeDiscord } from '../../testing/fake-discord.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createDeliveryWorker } from '../deliveries/delivery-worker.job.ts';
import { drain } from '../../testing/fixtures/deliveries.ts';
import { createForm, everyTypeForm } from '../../testing/fixtures/forms.ts';
import { apply, decide, detail } from '../../testing/fixtures/review.ts';
import { translate } from '../locale/index.ts';

type Row = { type: number; components: Array<{ label?: string; custom_id?: string; disabled?: boolean; url?: string }> };
type Message = {
  embeds: Array<{ title: string; color: number; fields: Array<{ name: string; value: string }> }>;
  components: Row[];
  allowed_mentions: unknown;
};

/** D32: submit → post + thread → button → modal → decision → post edited; both databases, the fake Discord. */
describe.each(testDialects())('review from Discord on %s', (dialect) => {
  let t: TestApp;
  let discord: FakeDiscord;
  let signer: InteractionSigner;
  let admin: string;

  beforeAll(async () => {
    discord = await startFakeDiscord();
    signer = interactionSigner();
    t = await buildTestApp(
      dialect,
      { ...discord.env(), DISCORD_PUBLIC_KEY: signer.publicKeyHex, PUBLIC_URL: 'https://rp.example' },
      { rateLimits: { signInPerMinute: 100_000, writesPerMinute: 100_000 } },
    );
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
  });
  afterAll(async () => {
    await t.close();
    await discord.close();
  });

  const form = (overrides: Partial<FormSave> = {}) =>
    createForm(
      t,
      admin,
      everyTypeForm({
        title: `Staff ${Math.random().toString(36).slice(2, 7)}`,
        requiresInterview: false,
        staffChannelId: FAKE_DISCORD.staffChannelId,
        ...overrides,
      }),
    );
  const run = async () => {
    const worker = createDeliveryWorker(t.ctx, t.app.log, { baseDelayMs: 20, maxDelayMs: 100 });
    await drain(worker);
    worker.stop();
  };
  const postOf = (responseId: number) => discord.posts.find((p) => ((p.body as Message).embeds[0]!.title ?? '').endsWith(`#${responseId}`));
  const latest = (post: NonNullable<ReturnType<typeof postOf>>) => (post.edits.at(-1) ?? post.body) as Message;
  const buttons = (m: Message) => m.components[0]!.components;

  it('PING is answered PONG; bad, missing, stale and foreign-key signatures get 401 before anything is read', async () => {
    const ping = await sendInteraction(t, signer, { type: 1 });
    expect(ping.statusCode).toBe(200);
    expect(ping.json()).toEqual({ type: 1 });
    const body = JSON.stringify({ type: 1 });
    const cases: Record<string, Record<string, string>> = {
      missing: { 'content-type': 'application/json' },
      'another key': signer.headers(body, undefined, signer.otherKey),
      'stale (10 minutes old)': signer.headers(body, Math.floor(Date.now() / 1000) - 600),
      'from the future': signer.headers(body, Math.floor(Date.now() / 1000) + 600),
      malformed: { ...signer.headers(body), 'x-signature-ed25519': 'zz' },
    };
    for (const [name, headers] of Object.entries(cases)) {
      const res = await t.app.inject({ method: 'POST', url: '/api/discord/interactions', headers, payload: body });
      expect(res.statusCode, name).toBe(401);
    }
    // The signature covers the exact bytes: the same JSON re-spaced is refused.
    const signed = signer.headers(body);
    const respaced = await t.app.inject({ method: 'POST', url: '/api/discord/interactions', headers: signed, payload: JSON.stringify({ type: 1 }, null, 1) });
    expect(respaced.statusCode).toBe(401);
  });

  it('the whole loop: submit posts with a thread, Accept asks for a reason, the decision edits the post; deliveries once', async () => {
    const f = await form();
    const member = await signedInUser(t.ctx, 'member');
    discord.addMember(member.user.discord_id);
    const r = await apply(t, f, member.cookie);
    await run();
    const post = postOf(r.id)!;
    expect(post.channelId).toBe(FAKE_DISCORD.staffChannelId);
    const first = post.body as Message;
    expect(first.allowed_mentions).toEqual({ parse: [] });
    expect(first.embeds[0]!.fields.find((x) => x.name === 'Applicant')!.value).toContain(`<@${member.user.discord_id}>`);
    expect(first.embeds[0]!.fields.some((x) => x.name === 'Staff before?')).toBe(true);
    expect(buttons(first).map((b) => b.label)).toEqual(['Accept', 'Reject', 'Open review']);
    expect(buttons(first).at(-1)!.url).toBe(`https://rp.example/admin/application/${r.id}`);
    expect(post.thread!.name).toBe(`${member.user.username} · ${f.title}`.slice(0, 100));

    const press = await sendInteraction(t, signer, buttonPress(`resp:${r.id}:accept:submitted`, reviewerMember()));
    expect(press.json()).toMatchObject({ type: 9, data: { custom_id: `resp:${r.id}:accept:submitted` } });
    const submit = await sendInteraction(t, signer, modalSubmit(`resp:${r.id}:accept:submitted`, 'Welcome to the team', reviewerMember()));
    const answer = submit.json<{ type: number; data: Message }>();
    expect(answer.type).toBe(7);
    expect(answer.data.embeds[0]!.fields.find((x) => x.name === 'Status')!.value).toBe('Accepted');
    expect(
      buttons(answer.data)
        .filter((b) => b.custom_id)
        .every((b) => b.disabled),
    ).toBe(true);

    const d = await detail(t, r.id, admin);
    expect(d.status).toBe('accepted');
    expect(d.reviewNotes).toBe('Welcome to the team');
    expect(d.history.at(-1)!.by?.discordId).toBe(reviewerMember().id);
    await run();
    const edited = latest(postOf(r.id)!);
    expect(edited.embeds[0]!.fields.find((x) => x.name === 'Decided by')!.value).toBeTruthy();
    expect(discord.posts.filter((p) => p === postOf(r.id))).toHaveLength(1);
    expect(discord.dms.filter((m) => m.recipientId === member.user.discord_id)).toHaveLength(1);
    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('target_id', '=', String(r.id)).where('action', '=', 'response.decision').execute();
    expect(audit).toHaveLength(1);
  });

  it('a decision on the site edits the post too; a pressed button on a decided response says so (ephemeral)', async () => {
    const f = await form();
    const r = await apply(t, f);
    await run();
    expect((await decide(t, r.id, admin, { status: 'rejected', reviewNotes: 'Not this time' })).statusCode).toBe(200);
    await run();
    expect(latest(postOf(r.id)!).embeds[0]!.fields.find((x) => x.name === 'Status')!.value).toBe('Rejected');
    const late = await sendInteraction(t, signer, buttonPress(`resp:${r.id}:accept:submitted`, reviewerMember()));
    expect(late.json()).toMatchObject({ type: 4, data: { flags: 64, content: expect.stringMatching(/rejected/i) } });
    const lateModal = await sendInteraction(t, signer, modalSubmit(`resp:${r.id}:accept:submitted`, '', reviewerMember()));
    expect(lateModal.json()).toMatchObject({ type: 4, data: { flags: 64 } });
  });

  it('votes from Discord: the tally on the post; the binding vote decides; a member without the reviewer role is refused', async () => {
    const f = await form({ votesRequired: 2, votingBinding: true });
    const r = await apply(t, f);
    await run();
    expect(buttons(postOf(r.id)!.body as Message).map((b) => b.label)).toEqual(['Accept', 'Reject', 'Approve vote', 'Deny vote', 'Open review']);
    const nobody = await sendInteraction(t, signer, buttonPress(`resp:${r.id}:vote-approve:submitted`, { id: '300000000000000077', username: 'random', roles: [] }));
    expect(nobody.json()).toMatchObject({ type: 4, data: { flags: 64, content: expect.stringContaining('reviewer role') } });
    // A reviewer who never signed in: the account is made from the member.
    const newcomer = { id: '300000000000000088', username: 'new_reviewer', roles: [FAKE_DISCORD.reviewerRoleId] };
    const one = await sendInteraction(t, signer, buttonPress(`resp:${r.id}:vote-approve:submitted`, newcomer));
    expect(one.json()).toMatchObject({ type: 4, data: { flags: 64, content: expect.stringContaining('approve') } });
    expect(await t.ctx.db.selectFrom('users').select('username').where('discord_id', '=', newcomer.id).executeTakeFirst()).toEqual({
      username: 'new_reviewer',
    });
    // A reviewer's direct decision on a binding form: the site's words.
    const direct = await sendInteraction(t, signer, modalSubmit(`resp:${r.id}:accept:submitted`, '', reviewerMember()));
    expect(direct.json()).toMatchObject({ type: 4, data: { content: 'This form is decided by vote' } });
    await sendInteraction(t, signer, buttonPress(`resp:${r.id}:vote-approve:submitted`, reviewerMember()));
    expect((await detail(t, r.id, admin)).status).toBe('accepted');
    await run();
    const shown = latest(postOf(r.id)!);
    expect(shown.embeds[0]!.fields.find((x) => x.name === 'Votes (decide)')!.value).toBe('2 of 2 approve');
    expect(
      buttons(shown)
        .filter((b) => b.custom_id)
        .every((b) => b.disabled),
    ).toBe(true);
  });

  it('two reviewers pressing Accept at once: one decision, one history row, one set of deliveries', async () => {
    const f = await form();
    const r = await apply(t, f);
    const second = { id: '300000000000000099', username: 'second_reviewer', roles: [FAKE_DISCORD.reviewerRoleId] };
    const answers = await Promise.all([
      sendInteraction(t, signer, modalSubmit(`resp:${r.id}:accept:submitted`, 'Yes', reviewerMember())),
      sendInteraction(t, signer, modalSubmit(`resp:${r.id}:accept:submitted`, 'Yes too', second)),
    ]);
    expect(answers.map((a) => a.json<{ type: number }>().type).sort()).toEqual([4, 7]);
    const history = await t.ctx.db
      .selectFrom('response_status_history')
      .selectAll()
      .where('response_id', '=', r.id)
      .where('to_status', '=', 'accepted')
      .execute();
    expect(history).toHaveLength(1);
    const dms = await t.ctx.db.selectFrom('deliveries').selectAll().where('response_id', '=', r.id).where('kind', '=', 'discord_dm').execute();
    expect(dms).toHaveLength(1);
  });

  it('unknown custom ids, other guilds and other interaction types get an ephemeral answer, never a change', async () => {
    const f = await form();
    const r = await apply(t, f);
    for (const interaction of [
      buttonPress('something:else', reviewerMember()),
      buttonPress(`resp:${r.id}:delete:submitted`, reviewerMember()),
      // A button drawn before posts carried their status: it cannot say what it was pressed for.
      buttonPress(`resp:${r.id}:accept`, reviewerMember()),
      buttonPress(`resp:${r.id}:accept:submitted`, reviewerMember(), '123456789012345678'),
      { ...buttonPress(`resp:${r.id}:accept:submitted`, reviewerMember()), type: 2 },
    ]) {
      const res = await sendInteraction(t, signer, interaction);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ type: 4, data: { flags: 64 } });
    }
    expect((await detail(t, r.id, admin)).status).toBe('submitted');
  });

  it('a replayed interaction changes nothing (D43 b): an old approve vote sent again after the change to deny', async () => {
    const f = await form({ votesRequired: 3 });
    const r = await apply(t, f);
    const approve = buttonPress(`resp:${r.id}:vote-approve:submitted`, reviewerMember());
    expect((await sendInteraction(t, signer, approve)).json()).toMatchObject({ data: { content: expect.stringContaining('approve') } });
    await sendInteraction(t, signer, buttonPress(`resp:${r.id}:vote-deny:submitted`, reviewerMember()));
    // The captured request, signed again within Discord's window: the same interaction id.
    const replay = await sendInteraction(t, signer, approve);
    expect(replay.json()).toMatchObject({ type: 4, data: { flags: 64, content: 'Already handled' } });
    const votes = await t.ctx.db.selectFrom('response_votes').select('vote').where('response_id', '=', r.id).execute();
    expect(votes).toEqual([{ vote: 'deny' }]);
  });

  it('an interview form: Accept moves to the interview, a replay or a second Accept cannot skip it, Pass interview decides (D43 b)', async () => {
    const f = await form({ requiresInterview: true });
    const r = await apply(t, f);
    await run();
    const accept = modalSubmit(`resp:${r.id}:accept:submitted`, 'See you at the interview', reviewerMember());
    expect((await sendInteraction(t, signer, accept)).json<{ type: number }>().type).toBe(7);
    expect((await detail(t, r.id, admin)).status).toBe('pending_interview');
    // The same request again, and another reviewer's Accept on the post as it was drawn: both refused, naming the status.
    expect((await sendInteraction(t, signer, accept)).json()).toMatchObject({ data: { content: 'Already handled' } });
    const second = { id: '300000000000000111', username: 'other_reviewer', roles: [FAKE_DISCORD.reviewerRoleId] };
    const stale = await sendInteraction(t, signer, modalSubmit(`resp:${r.id}:accept:submitted`, '', second));
    expect(stale.json()).toMatchObject({ type: 4, data: { flags: 64, content: expect.stringContaining('Pending Interview now') } });
    const staleButton = await sendInteraction(t, signer, buttonPress(`resp:${r.id}:accept:submitted`, second));
    expect(staleButton.json()).toMatchObject({ type: 4, data: { flags: 64, content: expect.stringContaining('Pending Interview now') } });
    expect((await detail(t, r.id, admin)).status).toBe('pending_interview');

    // The post now offers the interview's result.
    await run();
    const drawn = latest(postOf(r.id)!);
    expect(buttons(drawn).map((b) => [b.label, b.custom_id])).toEqual([
      ['Pass interview', `resp:${r.id}:pass:pending_interview`],
      ['Fail interview', `resp:${r.id}:fail:pending_interview`],
      ['Open review', undefined],
    ]);
    // D40: the answers are in the presser's Discord language.
    const modal = await sendInteraction(t, signer, { ...buttonPress(`resp:${r.id}:pass:pending_interview`, second), locale: 'fr' });
    expect(modal.json()).toMatchObject({ type: 9, data: { custom_id: `resp:${r.id}:pass:pending_interview` } });
    expect(modal.json()).toMatchObject({ data: { title: translate('fr', 'discord.modalTitle', { action: { id: 'post.pass' }, id: String(r.id) }) } });
    const passed = await sendInteraction(t, signer, modalSubmit(`resp:${r.id}:pass:pending_interview`, 'Great interview', second));
    expect(passed.json<{ type: number }>().type).toBe(7);
    expect((await detail(t, r.id, admin)).status).toBe('accepted');
    const late = await sendInteraction(t, signer, modalSubmit(`resp:${r.id}:fail:pending_interview`, '', reviewerMember()));
    expect(late.json()).toMatchObject({ data: { content: expect.stringContaining('Accepted now') } });
    const lateGerman = await sendInteraction(t, signer, { ...modalSubmit(`resp:${r.id}:fail:pending_interview`, '', reviewerMember()), locale: 'de' });
    expect(lateGerman.json()).toMatchObject({
      data: { content: translate('de', 'discord.movedSince', { drawnFor: { id: 'statusLabel.pending_interview' }, current: { id: 'statusLabel.accepted' } }) },
    });
    expect((await detail(t, r.id, admin)).status).toBe('accepted');
  });

  it('a deactivated account acts nowhere, from Discord neither (D43)', async () => {
    const f = await form({ votesRequired: 2 });
    const r = await apply(t, f);
    const blocked = { id: '300000000000000122', username: 'blocked_reviewer', roles: [FAKE_DISCORD.reviewerRoleId] };
    expect((await sendInteraction(t, signer, buttonPress(`resp:${r.id}:vote-approve:submitted`, blocked))).json()).toMatchObject({
      data: { content: expect.stringContaining('approve') },
    });
    await t.ctx.db.updateTable('users').set({ is_active: 0 }).where('discord_id', '=', blocked.id).execute();
    const refused = await sendInteraction(t, signer, buttonPress(`resp:${r.id}:vote-deny:submitted`, blocked));
    expect(refused.json()).toMatchObject({ type: 4, data: { flags: 64, content: expect.stringContaining('reviewer role') } });
    expect(await t.ctx.db.selectFrom('response_votes').select('vote').where('response_id', '=', r.id).execute()).toEqual([{ vote: 'approve' }]);
  });

  it('a reason with a control character is refused and changes nothing (D43 j)', async () => {
    const f = await form();
    const r = await apply(t, f);
    const res = await sendInteraction(t, signer, modalSubmit(`resp:${r.id}:reject:submitted`, 'No\u0000thanks', reviewerMember()));
    expect(res.json()).toMatchObject({ type: 4, data: { flags: 64, content: expect.stringContaining('U+0000') } });
    expect((await detail(t, r.id, admin)).status).toBe('submitted');
  });

  it('the post keeps every Discord limit whatever the titles and answers (D43 d)', async () => {
    const long = (n: number, ch = 'x') => ch.repeat(n);
    const f = await form({
      title: long(100, 'T'),
      questions: Array.from({ length: 6 }, (_, i) => ({ type: 'long_text' as const, question: `${long(490, 'Q')}${i}`, required: true })),
    });
    const member = await signedInUser(t.ctx, 'member');
    await t.ctx.db.updateTable('users').set({ display_name: long(200, 'N') }).where('id', '=', member.user.id).execute();
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${f.slug}/submit`,
      headers: { cookie: member.cookie },
      payload: { answers: f.questions.map((q) => ({ questionId: q.id, answer: long(3000, 'A') })) },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const id = submitted.json<{ response: { id: number } }>().response.id;
    await run();
    const press = await sendInteraction(t, signer, modalSubmit(`resp:${id}:accept:submitted`, long(2000, 'R'), reviewerMember()));
    await run();
    const within = (m: Message) => {
      const embed = m.embeds[0]! as Message['embeds'][number] & { description: string; footer: { text: string } };
      const total = embed.title.length + embed.description.length + embed.footer.text.length + embed.fields.reduce((n, x) => n + x.name.length + x.value.length, 0);
      expect(total).toBeLessThanOrEqual(6000);
      expect(embed.fields.length).toBeLessThanOrEqual(25);
      for (const x of embed.fields) {
        expect(x.name.length).toBeLessThanOrEqual(256);
        expect(x.value.length).toBeLessThanOrEqual(1024);
      }
    };
    within(press.json<{ type: number; data: Message }>().data);
    const post = postOf(id)!;
    within(post.body as Message);
    within(latest(post));
    // Every answer still shows, cut: a glance, not the first answers whole and the rest gone.
    expect((post.body as Message).embeds[0]!.fields.filter((x) => x.name.startsWith('QQQ')).length).toBe(5);
  });

  // Discord's 3-second answer budget is a figure for a quiet machine, not a unit test's (the guide:
  // timings live in the bench); what must hold under any load is that every press is answered and counted once.
  it('answers 40 interactions arriving at once, each vote counted once', async () => {
    const f = await form({ votesRequired: 25 });
    const ids = await Promise.all(Array.from({ length: 8 }, async () => (await apply(t, f)).id));
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const res = await sendInteraction(
          t,
          signer,
          buttonPress(`resp:${ids[i % ids.length]}:vote-${i % 2 ? 'approve' : 'deny'}:submitted`, {
            id: `3000000000000002${String(i).padStart(2, '0')}`, // reviewers no other case uses
            username: `rev${i}`,
            roles: [FAKE_DISCORD.reviewerRoleId],
          }),
        );
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ type: 4, data: { flags: 64, content: expect.stringMatching(/^Your vote to (approve|deny) is recorded\./) } });
      }),
    );
    const votes = await t.ctx.db.selectFrom('response_votes').select(['response_id', 'vote']).where('response_id', 'in', ids).execute();
    expect(votes).toHaveLength(40);
    for (const id of ids) expect(votes.filter((v) => v.response_id === id)).toHaveLength(5);
  });
});

export type { ResponseDetail };
