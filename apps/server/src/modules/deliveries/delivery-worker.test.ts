import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { FAKE_DISCORD, FAKE_FORM_ROLES, startFakeDiscord, type FakeDiscord } from '../../testing/fake-discord.ts';
import { testDialects } from '../../testing/test-db.ts';
import { withdraw } from '../../testing/fixtures/forms.ts';
import { createDeliveryWorker, type DeliveryWorker } from './delivery-worker.job.ts';
import { decide, deliveriesOf, drain, eventually, formWith, submitTo } from '../../testing/fixtures/deliveries.ts';

const { pending_review: reviewRole, pending_interview: interviewRole, accepted: acceptedRole } = FAKE_FORM_ROLES;

describe.each(testDialects())('delivery worker against the fake Discord on %s', (dialect) => {
  let t: TestApp;
  let discord: FakeDiscord;
  let admin: string;
  let reviewer: Awaited<ReturnType<typeof signedInUser>>;
  let worker: DeliveryWorker;

  beforeAll(async () => {
    discord = await startFakeDiscord();
    t = await buildTestApp(dialect, { ...discord.env(), PUBLIC_URL: 'https://rp.example' });
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    reviewer = await signedInUser(t.ctx, 'reviewer');
  });
  afterAll(async () => {
    await t.close();
    await discord.close();
  });
  beforeEach(() => {
    worker = createDeliveryWorker(t.ctx, t.app.log, { baseDelayMs: 20, maxDelayMs: 100 });
  });
  afterEach(() => worker.stop());

  async function applicant() {
    const member = await signedInUser(t.ctx, 'member');
    discord.addMember(member.user.discord_id);
    return member;
  }
  const roleRequests = (discordId: string) =>
    discord.requests.filter((r) => r.url.pathname.includes(`/members/${discordId}/roles/`)).map((r) => [r.method, r.url.pathname.split('/').pop()]);

  it('every role transition: submit → pending role; interview → swap; accept → swap; with the audit-log reason', async () => {
    const form = await formWith(t, admin, { title: 'Staff "Team" Application', discordRoleAssignments: FAKE_FORM_ROLES });
    const member = await applicant();
    const id = await submitTo(t, member.cookie, form);
    await drain(worker);
    expect(discord.rolesOf(member.user.discord_id)).toEqual([reviewRole]);

    await decide(t, reviewer.cookie, id, { status: 'pending_interview', interviewDate: '2026-12-02T18:30:00Z', interviewNotes: 'Bring a mic' });
    await drain(worker);
    expect(discord.rolesOf(member.user.discord_id)).toEqual([interviewRole]);

    await decide(t, reviewer.cookie, id, { status: 'accepted', reviewNotes: 'Great interview' });
    await drain(worker);
    expect(discord.rolesOf(member.user.discord_id)).toEqual([acceptedRole]);

    expect(roleRequests(member.user.discord_id)).toEqual([
      ['PUT', reviewRole],
      ['DELETE', interviewRole],
      ['DELETE', acceptedRole],
      ['PUT', interviewRole],
      ['DELETE', reviewRole],
      ['DELETE', acceptedRole],
      ['PUT', acceptedRole],
      ['DELETE', reviewRole],
      ['DELETE', interviewRole],
    ]);
    const reasons = discord.requests
      .filter((r) => r.url.pathname.includes(`/members/${member.user.discord_id}/roles/`))
      .map((r) => decodeURIComponent(String(r.headers['x-audit-log-reason'])));
    expect(reasons[0]).toBe('Application "Staff "Team" Application" submitted');
    expect(reasons[3]).toBe(`Application "Staff "Team" Application" moved to interview by ${reviewer.user.display_name}`);
    expect(reasons[6]).toBe(`Application "Staff "Team" Application" accepted by ${reviewer.user.display_name}`);
    // Sent URL-encoded, as Discord reads it.
    expect(String(discord.requests.find((r) => r.headers['x-audit-log-reason'])!.headers['x-audit-log-reason'])).not.toMatch(/[ "]/);
    const rows = await deliveriesOf(t, id);
    expect(rows.every((r) => r.status === 'delivered' && r.attempts === 1 && r.delivered_at !== null && r.locked_by === null)).toBe(true);
  });

  it('reject and withdraw remove every form role', async () => {
    const form = await formWith(t, admin, { discordRoleAssignments: FAKE_FORM_ROLES });
    const rejected = await applicant();
    const rejectedId = await submitTo(t, rejected.cookie, form);
    const leaving = await applicant();
    const leavingId = await submitTo(t, leaving.cookie, form);
    await drain(worker);
    expect(discord.rolesOf(rejected.user.discord_id)).toEqual([reviewRole]);
    expect(discord.rolesOf(leaving.user.discord_id)).toEqual([reviewRole]);

    await decide(t, reviewer.cookie, rejectedId, { status: 'rejected', reviewNotes: 'Not this time' });
    expect((await withdraw(t, leavingId, leaving.cookie)).statusCode).toBe(200);
    await drain(worker);
    expect(discord.rolesOf(rejected.user.discord_id)).toEqual([]);
    expect(discord.rolesOf(leaving.user.discord_id)).toEqual([]);
  });

  it('direct messages: interview time in UTC and as a Discord timestamp, the notes, the reason of a rejection, a link to the dashboard; nobody pinged', async () => {
    const form = await formWith(t, admin, { title: 'Builder Application' });
    const a = await applicant();
    const aId = await submitTo(t, a.cookie, form);
    const b = await applicant();
    const bId = await submitTo(t, b.cookie, form);
    await decide(t, reviewer.cookie, aId, { status: 'pending_interview', interviewDate: '2026-12-02T18:30:00Z', interviewNotes: 'Join @everyone voice' });
    await decide(t, reviewer.cookie, bId, { status: 'rejected', reviewNotes: 'Too little *building* experience' });
    await drain(worker);
    await decide(t, reviewer.cookie, aId, { status: 'accepted' });
    await drain(worker);

    const toA = discord.dms.filter((m) => m.recipientId === a.user.discord_id);
    const toB = discord.dms.filter((m) => m.recipientId === b.user.discord_id);
    expect(toA).toHaveLength(2);
    expect(toB).toHaveLength(1);
    const unix = Date.parse('2026-12-02T18:30:00Z') / 1000;
    expect(toA[0]!.content).toContain('**Builder Application** has moved on to an interview');
    expect(toA[0]!.content).toContain(`Interview: Wednesday 2 December 2026, 18:30 UTC (<t:${unix}:F> in your time zone)`);
    expect(toA[0]!.content).toContain('Notes: Join @everyone voice');
    expect(toA[1]!.content).toContain('has been accepted');
    expect(toA[1]!.content).toContain('https://rp.example/dashboard');
    expect(toB[0]!.content).toContain('Reason: Too little \\*building\\* experience');
    expect(toB[0]!.content).toContain('https://rp.example/dashboard');
    for (const dm of discord.dms) {
      expect(dm.allowedMentions).toEqual({ parse: [] });
      expect(dm.content.length).toBeLessThanOrEqual(2000);
      expect(dm.nonce).toMatch(/^[A-Za-z0-9_-]{25}$/);
    }
  });

  it('closed DMs (50007): failed with the reason at once and never retried', async () => {
    const form = await formWith(t, admin, {});
    const member = await applicant();
    discord.closedDms.add(member.user.discord_id);
    const id = await submitTo(t, member.cookie, form);
    await decide(t, reviewer.cookie, id, { status: 'accepted' });
    await drain(worker);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await drain(worker);
    const dm = (await deliveriesOf(t, id)).find((d) => d.kind === 'discord_dm')!;
    expect(dm).toMatchObject({ status: 'failed', attempts: 1 });
    expect(dm.last_error).toContain('50007');
    expect(discord.requests.filter((r) => r.url.pathname === `/api/v10/channels/${discord.dmChannelOf(member.user.discord_id)}/messages`)).toHaveLength(1);
    // The decision itself stands.
    expect((await t.ctx.db.selectFrom('form_responses').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('accepted');
  });

  it("a 429 is honoured: the next try waits Discord's retry_after, and nothing else overtakes it", async () => {
    const form = await formWith(t, admin, { discordRoleAssignments: { pending_review: reviewRole, pending_interview: '', accepted: '' } });
    const member = await applicant();
    discord.failNext({
      method: 'PUT',
      path: new RegExp(`/members/${member.user.discord_id}/roles/`),
      status: 429,
      body: { message: 'You are being rate limited.', retry_after: 0.6, global: false },
      headers: { 'retry-after': '1', 'x-ratelimit-scope': 'user' },
    });
    const started = Date.now();
    await submitTo(t, member.cookie, form);
    worker.start();
    await eventually(() => expect(discord.rolesOf(member.user.discord_id)).toEqual([reviewRole]));
    const puts = discord.requests.filter((r) => r.method === 'PUT' && r.url.pathname.includes(member.user.discord_id));
    expect(puts).toHaveLength(2);
    // retry_after (body, 0.6 s) wins over the rounded header.
    expect(puts[1]!.at - puts[0]!.at).toBeGreaterThanOrEqual(600);
    expect(puts[1]!.at - started).toBeLessThan(3_000);
  });

  it('a 50013 (role above the bot) fails at once with the reason and shows on the response detail', async () => {
    const roles = discord.guildRoles;
    const accepted = roles.find((r) => r.id === acceptedRole)!;
    accepted.position = 50; // above the bot's highest role (10)
    try {
      const form = await formWith(t, admin, { discordRoleAssignments: FAKE_FORM_ROLES });
      const member = await applicant();
      const id = await submitTo(t, member.cookie, form);
      await decide(t, reviewer.cookie, id, { status: 'accepted' });
      await drain(worker);
      const detail = await t.app.inject({ method: 'GET', url: `/api/applications/response/${id}`, headers: { cookie: reviewer.cookie } });
      expect(detail.statusCode).toBe(200);
      const failedRole = detail
        .json<{ deliveries: Array<Record<string, unknown>> }>()
        .deliveries.find((d) => d.event === 'accepted' && d.kind === 'discord_role');
      expect(failedRole).toMatchObject({ kind: 'discord_role', event: 'accepted', target: `Add role ${acceptedRole}`, attempts: 1, nextAttemptAt: null });
      expect(failedRole!.lastError).toContain('50013');
      expect(failedRole!.lastError).toContain('Manage Roles');
      expect((await t.ctx.db.selectFrom('form_responses').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('accepted');
    } finally {
      accepted.position = 5;
    }
  });

  it('an applicant who left the server (10007) fails at once; a Discord 500 is retried with back-off', async () => {
    const form = await formWith(t, admin, { discordRoleAssignments: { pending_review: reviewRole, pending_interview: '', accepted: '' } });
    const gone = await signedInUser(t.ctx, 'member'); // never joined the fake guild
    const goneId = await submitTo(t, gone.cookie, form);
    const flaky = await applicant();
    discord.failNext({ method: 'PUT', path: new RegExp(`/members/${flaky.user.discord_id}/`), status: 502, body: { message: 'Bad Gateway' } });
    const flakyId = await submitTo(t, flaky.cookie, form);
    await drain(worker);
    const [goneRow] = await deliveriesOf(t, goneId);
    expect(goneRow).toMatchObject({ status: 'failed', attempts: 1 });
    expect(goneRow!.last_error).toContain('10007');
    const [flakyRow] = await deliveriesOf(t, flakyId);
    expect(flakyRow).toMatchObject({ status: 'pending', attempts: 1 });
    expect(flakyRow!.last_error).toContain('502');
    expect(Date.parse(flakyRow!.next_attempt_at)).toBeGreaterThan(Date.now() - 1000);
    await eventually(async () => {
      await drain(worker);
      expect((await deliveriesOf(t, flakyId))[0]).toMatchObject({ status: 'delivered', attempts: 2, last_error: null });
    });
  });

  it('without a bot token, role and message deliveries fail with a clear reason', async () => {
    const bare = await buildTestApp(dialect, { DISCORD_URL: discord.url });
    try {
      const bareAdmin = (await signedInUser(bare.ctx, 'admin')).cookie;
      const form = await formWith(bare, bareAdmin, { discordRoleAssignments: FAKE_FORM_ROLES });
      const member = await signedInUser(bare.ctx, 'member');
      const id = await submitTo(bare, member.cookie, form);
      const bareWorker = createDeliveryWorker(bare.ctx, bare.app.log);
      await drain(bareWorker);
      const rows = await deliveriesOf(bare, id);
      expect(rows.map((r) => r.status)).toEqual(['failed', 'failed', 'failed']);
      expect(rows[0]!.last_error).toContain('DISCORD_BOT_TOKEN');
    } finally {
      await bare.close();
    }
  });

  it('the bot token travels only to Discord', () => {
    for (const r of discord.requests.filter((x) => x.headers.authorization?.startsWith('Bot '))) {
      expect(r.headers.authorization).toBe(`Bot ${FAKE_DISCORD.botToken}`);
    }
  });
});
