import type { FormSave, MessageList, MyResponse, ResponseDetail, ResponseStatus, StaffNote } from '@crp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { FAKE_FORM_ROLES, startFakeDiscord, type FakeDiscord } from '../../testing/fake-discord.ts';
import { testDialects } from '../../testing/test-db.ts';
import { startFakeWebhookReceiver, type FakeWebhookReceiver } from '../../testing/fake-webhook-receiver.ts';
import { createDeliveryWorker } from '../deliveries/delivery-worker.job.ts';
import { drain } from '../../testing/fixtures/deliveries.ts';
import { createForm, everyTypeForm, setStatus } from '../../testing/fixtures/forms.ts';
import { apply, decide, detail, list } from '../../testing/fixtures/review.ts';

/** D29 staff notes, D30 votes, D31 the conversation: through the real HTTP calls, both databases. */
describe.each(testDialects())('deciding together on %s', (dialect) => {
  let t: TestApp;
  let discord: FakeDiscord;
  let hooks: FakeWebhookReceiver;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let reviewers: Awaited<ReturnType<typeof signedInUser>>[];

  beforeAll(async () => {
    discord = await startFakeDiscord();
    hooks = await startFakeWebhookReceiver();
    t = await buildTestApp(
      dialect,
      { ...discord.env(), PUBLIC_URL: 'https://rp.example', OUTBOUND_ALLOW_PRIVATE: 'true' },
      { rateLimits: { signInPerMinute: 100_000, writesPerMinute: 100_000 } },
    );
    admin = await signedInUser(t.ctx, 'admin');
    reviewers = [await signedInUser(t.ctx, 'reviewer'), await signedInUser(t.ctx, 'reviewer'), await signedInUser(t.ctx, 'reviewer')];
  });
  afterAll(async () => {
    await t.close();
    await discord.close();
    await hooks.close();
  });

  const form = (overrides: Partial<FormSave>) =>
    createForm(t, admin.cookie, everyTypeForm({ title: `Vote ${Math.random().toString(36).slice(2, 8)}`, requiresInterview: false, ...overrides }));
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, cookie: string | undefined, payload?: unknown) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const vote = (id: number, cookie: string, value: 'approve' | 'deny', reason?: string) =>
    call('PUT', `/api/applications/response/${id}/vote`, cookie, { vote: value, reason });
  const historyOf = async (id: number) => t.ctx.db.selectFrom('response_status_history').selectAll().where('response_id', '=', id).orderBy('id').execute();

  describe('notes (D29)', () => {
    it('add, edit by the author only, delete by the author or an admin; plain text; audited', async () => {
      const f = await form({});
      const r = await apply(t, f);
      const [a, b] = reviewers as [typeof admin, typeof admin];
      const add = await call('POST', `/api/applications/response/${r.id}/notes`, a.cookie, { body: '  <script>alert(1)</script>\nSecond line  ' });
      expect(add.statusCode, add.body).toBe(201);
      const note = add.json<{ note: StaffNote }>().note;
      expect(note.body).toBe('<script>alert(1)</script>\nSecond line');
      expect(note).toMatchObject({ canEdit: true, canDelete: true, editedAt: null });

      expect((await call('PATCH', `/api/applications/response/${r.id}/notes/${note.id}`, b.cookie, { body: 'hijack' })).statusCode).toBe(403);
      expect((await call('DELETE', `/api/applications/response/${r.id}/notes/${note.id}`, b.cookie)).statusCode).toBe(403);
      const edit = await call('PATCH', `/api/applications/response/${r.id}/notes/${note.id}`, a.cookie, { body: 'Edited' });
      expect(edit.statusCode, edit.body).toBe(200);
      expect(edit.json<{ note: StaffNote }>().note.editedAt).not.toBeNull();

      const seenByB = (await detail(t, r.id, b.cookie)).notes;
      expect(seenByB).toEqual([expect.objectContaining({ body: 'Edited', canEdit: false, canDelete: false })]);
      expect((await detail(t, r.id, admin.cookie)).notes[0]).toMatchObject({ canEdit: false, canDelete: true });
      expect((await call('DELETE', `/api/applications/response/${r.id}/notes/${note.id}`, admin.cookie)).statusCode).toBe(204);
      expect((await detail(t, r.id, a.cookie)).notes).toEqual([]);
      const audit = await t.ctx.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_id', '=', String(r.id))
        .where('action', 'like', 'response.note%')
        .execute();
      expect(audit.map((x) => x.action).sort()).toEqual(['response.note_add', 'response.note_delete', 'response.note_edit']);
    });

    it.each([
      ['empty', { body: '   ' }, 400],
      ['too long', { body: 'x'.repeat(4001) }, 400],
      ['missing', {}, 400],
      ['longest', { body: 'x'.repeat(4000) }, 201],
    ])('a %s body → %s', async (_name, body, status) => {
      const r = await apply(t, await form({}));
      const res = await call('POST', `/api/applications/response/${r.id}/notes`, reviewers[0]!.cookie, body);
      expect(res.statusCode, res.body).toBe(status);
      if (status === 400) expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    });

    it('members get 403 before the body is read; unknown responses and notes 404', async () => {
      const r = await apply(t, await form({}));
      expect((await call('POST', `/api/applications/response/${r.id}/notes`, r.cookie, { nonsense: true })).statusCode).toBe(403);
      expect((await call('POST', `/api/applications/response/${r.id}/notes`, undefined, { body: 'x' })).statusCode).toBe(401);
      expect((await call('POST', '/api/applications/response/999999/notes', reviewers[0]!.cookie, { body: 'x' })).statusCode).toBe(404);
      expect((await call('DELETE', `/api/applications/response/${r.id}/notes/999999`, admin.cookie)).statusCode).toBe(404);
    });
  });

  describe('votes (D30)', () => {
    it('the form editor stores Votes needed (0–25) and Votes decide', async () => {
      const f = await form({ votesRequired: 3, votingBinding: true });
      expect(f).toMatchObject({ votesRequired: 3, votingBinding: true });
      const bad = await call('POST', '/api/admin/applications', admin.cookie, everyTypeForm({ title: 'Too many votes', votesRequired: 26 }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain('at most 25');
    });

    it('advisory: votes are counted, replaced, taken back; decisions stay with reviewers', async () => {
      const f = await form({ votesRequired: 2, votingBinding: false });
      const r = await apply(t, f);
      const [a, b] = reviewers as [typeof admin, typeof admin];
      expect((await vote(r.id, a.cookie, 'approve', 'Solid answers')).statusCode).toBe(204);
      expect((await vote(r.id, b.cookie, 'approve')).statusCode).toBe(204);
      expect((await vote(r.id, b.cookie, 'deny', 'Changed my mind')).statusCode).toBe(204);
      let d = await detail(t, r.id, a.cookie);
      expect(d.status).toBe('submitted');
      expect(d.votes).toMatchObject({ required: 2, binding: false, approve: 1, deny: 1, mine: 'approve' });
      expect(d.votes.voters.map((v) => [v.vote, v.reason])).toEqual([
        ['approve', 'Solid answers'],
        ['deny', 'Changed my mind'],
      ]);
      expect((await call('DELETE', `/api/applications/response/${r.id}/vote`, b.cookie)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/applications/response/${r.id}/vote`, b.cookie)).statusCode).toBe(404);
      d = await detail(t, r.id, b.cookie);
      expect(d.votes).toMatchObject({ approve: 1, deny: 0, mine: null });
      expect(d.decidedByVote).toBe(false);
      expect((await decide(t, r.id, b.cookie, { status: 'accepted' })).statusCode).toBe(200);
      expect((await vote(r.id, a.cookie, 'deny')).statusCode).toBe(409);
    });

    it.each<[string, ResponseStatus, number]>([
      ['submitted', 'submitted', 204],
      ['under review', 'under_review', 204],
      ['pending interview', 'pending_interview', 409],
      ['accepted', 'accepted', 409],
      ['rejected', 'rejected', 409],
      ['withdrawn', 'withdrawn', 409],
    ])('a vote on a %s response → %s', async (_n, status, expected) => {
      const r = await apply(t, await form({ votesRequired: 5 }));
      await setStatus(t, r.id, status);
      expect((await vote(r.id, reviewers[0]!.cookie, 'approve')).statusCode).toBe(expected);
    });

    it('refuses a vote on a form without voting (400), on one’s own response (403), from a member (403)', async () => {
      const plain = await apply(t, await form({}));
      const res = await vote(plain.id, reviewers[0]!.cookie, 'approve');
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain('no voting');
      const f = await form({ votesRequired: 2 });
      const own = await apply(t, f, reviewers[0]!.cookie);
      expect((await vote(own.id, reviewers[0]!.cookie, 'approve')).statusCode).toBe(403);
      expect((await vote(own.id, (await signedInUser(t.ctx, 'member')).cookie, 'approve')).statusCode).toBe(403);
      expect((await call('PUT', `/api/applications/response/${own.id}/vote`, reviewers[1]!.cookie, { vote: 'maybe' })).statusCode).toBe(400);
    });

    it('binding: reviewers may not decide directly (403), the deciding vote accepts with history, audit and deliveries', async () => {
      const f = await form({ votesRequired: 2, votingBinding: true, discordRoleAssignments: FAKE_FORM_ROLES });
      const member = await signedInUser(t.ctx, 'member');
      discord.addMember(member.user.discord_id);
      const r = await apply(t, f, member.cookie);
      const [a, b] = reviewers as [typeof admin, typeof admin];
      const direct = await decide(t, r.id, a.cookie, { status: 'accepted' });
      expect(direct.statusCode).toBe(403);
      expect(direct.json<{ message: string }>().message).toBe('This form is decided by vote');
      expect((await decide(t, r.id, a.cookie, { status: 'under_review' })).statusCode).toBe(200);
      expect((await detail(t, r.id, b.cookie)).decidedByVote).toBe(true);
      expect((await detail(t, r.id, admin.cookie)).decidedByVote).toBe(false);

      expect((await vote(r.id, a.cookie, 'approve')).statusCode).toBe(204);
      expect((await detail(t, r.id, a.cookie)).status).toBe('under_review');
      expect((await vote(r.id, b.cookie, 'approve')).statusCode).toBe(204);
      const d = await detail(t, r.id, admin.cookie);
      expect(d.status).toBe('accepted');
      expect(d.history.at(-1)).toMatchObject({ fromStatus: 'under_review', toStatus: 'accepted', by: null, notes: 'Approved by vote (2 of 2)' });
      expect(
        d.deliveries
          .filter((x) => x.event === 'accepted')
          .map((x) => x.kind)
          .sort(),
      ).toEqual(['discord_dm', 'discord_role', 'discord_role', 'discord_role']);
      const audit = await t.ctx.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id'])
        .where('target_id', '=', String(r.id))
        .where('action', '=', 'response.decision')
        .execute();
      expect(audit).toEqual([{ action: 'response.decision', actor_id: null }]);

      const worker = createDeliveryWorker(t.ctx, t.app.log, { baseDelayMs: 20, maxDelayMs: 100 });
      await drain(worker);
      worker.stop();
      expect(discord.rolesOf(member.user.discord_id)).toEqual([FAKE_FORM_ROLES.accepted]);
      expect(
        discord.dms
          .filter((m) => m.recipientId === member.user.discord_id)
          .map((m) => m.content)
          .join('\n'),
      ).toContain('has been accepted');
    });

    it('binding with an interview: a deny majority rejects; an approve majority moves to pending interview (D12)', async () => {
      const f = await form({ votesRequired: 2, votingBinding: true, requiresInterview: true });
      const [a, b, c] = reviewers as [typeof admin, typeof admin, typeof admin];
      const yes = await apply(t, f);
      await vote(yes.id, a.cookie, 'approve');
      await vote(yes.id, c.cookie, 'deny');
      await vote(yes.id, b.cookie, 'approve');
      expect((await detail(t, yes.id, admin.cookie)).status).toBe('pending_interview');
      const no = await apply(t, f);
      await vote(no.id, a.cookie, 'deny');
      await vote(no.id, b.cookie, 'deny');
      const d = await detail(t, no.id, admin.cookie);
      expect(d.status).toBe('rejected');
      expect(d.history.at(-1)?.notes).toBe('Rejected by vote (2 of 2)');
      // An admin still decides directly on a binding form.
      const direct = await apply(t, f);
      expect((await decide(t, direct.id, admin.cookie, { status: 'rejected' })).statusCode).toBe(200);
    });

    it('three reviewers voting at once on a form that needs two: one move, one history row, one set of deliveries', async () => {
      const f = await form({ votesRequired: 2, votingBinding: true, discordRoleAssignments: FAKE_FORM_ROLES });
      for (let round = 0; round < 3; round += 1) {
        const r = await apply(t, f);
        const results = await Promise.all(reviewers.map((x) => vote(r.id, x.cookie, 'approve')));
        const codes = results.map((x) => x.statusCode).sort();
        // Two votes reach the count; a third that arrives after the move finds voting closed.
        expect(codes.filter((c) => c === 204).length).toBeGreaterThanOrEqual(2);
        expect(codes.every((c) => c === 204 || c === 409)).toBe(true);
        const history = await historyOf(r.id);
        expect(history.filter((h) => h.to_status === 'accepted')).toHaveLength(1);
        const deliveries = await t.ctx.db
          .selectFrom('deliveries')
          .select(['kind', 'event'])
          .where('response_id', '=', r.id)
          .where('event', '=', 'accepted')
          .execute();
        expect(deliveries.filter((x) => x.kind === 'discord_dm')).toHaveLength(1);
        expect(deliveries.filter((x) => x.kind === 'discord_role')).toHaveLength(3);
      }
    });

    it('the list carries each row’s tally; voted=false lists what still needs my vote', async () => {
      const f = await form({ votesRequired: 3 });
      const [a, b] = reviewers as [typeof admin, typeof admin];
      const voted = await apply(t, f);
      const open = await apply(t, f);
      await vote(voted.id, a.cookie, 'approve');
      await vote(voted.id, b.cookie, 'deny');
      const all = await list(t, a.cookie, `formId=${f.id}`);
      expect(all.responses.find((x) => x.id === voted.id)?.votes).toEqual({ approve: 1, deny: 1, required: 3 });
      const needsMine = await list(t, a.cookie, `formId=${f.id}&voted=false`);
      expect(needsMine.responses.map((x) => x.id)).toEqual([open.id]);
      expect(needsMine.total).toBe(1);
      expect((await list(t, a.cookie, 'voted=false')).responses.every((x) => x.votes.required > 0)).toBe(true);
    });
  });

  describe('conversation (D31)', () => {
    it('staff write, the applicant gets one DM with a link and answers on their response; the list marks rows waiting for staff', async () => {
      const f = await form({});
      const member = await signedInUser(t.ctx, 'member');
      discord.addMember(member.user.discord_id);
      const r = await apply(t, f, member.cookie);
      const url = `/api/applications/response/${r.id}/messages`;
      const staff = await call('POST', url, reviewers[0]!.cookie, { body: 'Could you tell us more about your <b>building</b> experience?' });
      expect(staff.statusCode, staff.body).toBe(201);
      const worker = createDeliveryWorker(t.ctx, t.app.log, { baseDelayMs: 20, maxDelayMs: 100 });
      await drain(worker);
      const dms = discord.dms.filter((m) => m.recipientId === member.user.discord_id);
      expect(dms).toHaveLength(1);
      expect(dms[0]!.content).toContain('Could you tell us more');
      expect(dms[0]!.content).toContain('https://rp.example/dashboard');

      const mine = await call('GET', url, member.cookie);
      expect(mine.json<MessageList>()).toMatchObject({
        canReply: true,
        messages: [{ from: 'staff', body: 'Could you tell us more about your <b>building</b> experience?' }],
      });
      expect((await call('POST', url, member.cookie, { body: 'Sure! Five years of gm_construct.' })).statusCode).toBe(201);
      await drain(worker);
      worker.stop();
      expect(discord.dms.filter((m) => m.recipientId === member.user.discord_id)).toHaveLength(1);

      const rows = await list(t, reviewers[0]!.cookie, `formId=${f.id}`);
      expect(rows.responses.find((x) => x.id === r.id)?.messages).toEqual({ count: 2, lastFrom: 'applicant' });
      const waiting = await list(t, reviewers[0]!.cookie, 'awaiting=staff');
      expect(waiting.responses.map((x) => x.id)).toContain(r.id);
      expect(waiting.responses.every((x) => x.messages.lastFrom === 'applicant')).toBe(true);
    });

    it('others get 403 whatever they send; the applicant may not write once closed (409); staff still may', async () => {
      const r = await apply(t, await form({}));
      const url = `/api/applications/response/${r.id}/messages`;
      const stranger = await signedInUser(t.ctx, 'member');
      expect((await call('GET', url, stranger.cookie)).statusCode).toBe(403);
      expect((await call('POST', url, stranger.cookie, { junk: 1 })).statusCode).toBe(403);
      expect((await call('GET', url, undefined)).statusCode).toBe(401);
      expect((await call('POST', url, r.cookie, { body: '' })).statusCode).toBe(400);
      expect((await call('POST', url, r.cookie, { body: 'x'.repeat(2001) })).statusCode).toBe(400);
      await setStatus(t, r.id, 'rejected');
      const closed = await call('POST', url, r.cookie, { body: 'Please reconsider' });
      expect(closed.statusCode).toBe(409);
      expect(closed.json<{ message: string }>().message).toContain('closed');
      expect((await call('GET', url, r.cookie)).json<MessageList>().canReply).toBe(false);
      expect((await call('POST', url, reviewers[1]!.cookie, { body: 'Thanks for applying' })).statusCode).toBe(201);
    });
  });

  it('notes and votes never reach the applicant: not in their answers, the CSV, DMs or webhooks', async () => {
    const secret = 'NOTE-SECRET-7f3a';
    const voteSecret = 'VOTE-SECRET-91bc';
    const f = await form({ votesRequired: 1, votingBinding: true, webhookIncoming: hooks.hookUrl('in'), webhookResponse: hooks.hookUrl('out') });
    const member = await signedInUser(t.ctx, 'member');
    discord.addMember(member.user.discord_id);
    const r = await apply(t, f, member.cookie);
    await call('POST', `/api/applications/response/${r.id}/notes`, reviewers[0]!.cookie, { body: secret });
    await vote(r.id, reviewers[1]!.cookie, 'approve', voteSecret);
    const worker = createDeliveryWorker(t.ctx, t.app.log, { baseDelayMs: 20, maxDelayMs: 100 });
    await drain(worker);
    worker.stop();

    const seen: string[] = [];
    for (const path of [
      '/api/applications/my-applications',
      `/api/applications/${f.slug}/status`,
      '/api/unified-auth/status',
      `/api/applications/response/${r.id}/messages`,
      '/api/auth/account/export',
    ]) {
      const res = await call('GET', path, member.cookie);
      seen.push(`${path} ${res.statusCode} ${res.body}`);
    }
    const csv = await call('GET', `/api/applications/responses.csv?formId=${f.id}`, admin.cookie);
    seen.push(csv.body);
    seen.push(...discord.dms.map((m) => m.content), ...hooks.hooks().map((h) => h.body));
    const deliveries = await t.ctx.db.selectFrom('deliveries').select('payload').where('response_id', '=', r.id).execute();
    seen.push(...deliveries.map((d) => d.payload));
    for (const text of seen) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(voteSecret);
    }
    const mine = (await call('GET', '/api/applications/my-applications', member.cookie)).json<{ applications?: MyResponse[] } | MyResponse[]>();
    expect(JSON.stringify(mine)).not.toMatch(/"votes"|"notes"/);
  });

  it("a reviewer's own response is shown to them as to any applicant; notes, votes and decisions on it answer 403 (D43 c)", async () => {
    const f = await form({ votesRequired: 3 });
    const [applicant, other] = reviewers as [typeof admin, typeof admin];
    const r = await apply(t, f, applicant.cookie);
    const note = await call('POST', `/api/applications/response/${r.id}/notes`, other.cookie, { body: 'Between us: not ready yet' });
    expect(note.statusCode, note.body).toBe(201);
    const noteId = note.json<{ note: StaffNote }>().note.id;
    expect((await vote(r.id, other.cookie, 'deny', 'Too new')).statusCode).toBe(204);

    const own = await detail(t, r.id, applicant.cookie);
    expect(own.isOwnResponse).toBe(true);
    expect(own.notes).toEqual([]);
    expect(own.votes.voters).toEqual([]);
    expect(JSON.stringify(own)).not.toContain('Between us');
    expect(JSON.stringify(own)).not.toContain('Too new');
    // Another reviewer sees them all.
    expect((await detail(t, r.id, reviewers[2]!.cookie)).notes).toHaveLength(1);

    const refused = [
      await call('POST', `/api/applications/response/${r.id}/notes`, applicant.cookie, { body: 'About me' }),
      await call('PATCH', `/api/applications/response/${r.id}/notes/${noteId}`, applicant.cookie, { body: 'x' }),
      await call('DELETE', `/api/applications/response/${r.id}/notes/${noteId}`, applicant.cookie),
      await vote(r.id, applicant.cookie, 'approve'),
      await call('PATCH', `/api/applications/response/${r.id}/status`, applicant.cookie, { status: 'accepted' }),
    ];
    expect(refused.map((x) => x.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(await t.ctx.db.selectFrom('response_notes').select('body').where('response_id', '=', r.id).execute()).toEqual([{ body: 'Between us: not ready yet' }]);
  });
});

// Keeps the type import used when the file is read alone.
export type { ResponseDetail };
