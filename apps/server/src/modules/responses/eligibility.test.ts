import type { AdminFormDetail, EligibilityGates, FormSave, FormSummary } from '@crp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { startFakeWebhookReceiver, type FakeWebhookReceiver } from '../../testing/fake-webhook-receiver.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createForm, get, submit } from '../../testing/fixtures/forms.ts';
import { decide, detail } from '../../testing/fixtures/review.ts';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const ROLE_VIP = '700000000000000001';
const ROLE_OTHER = '700000000000000002';
const ROLE_BANNED = '700000000000000003';

/** The member's facts for one case (written as sign-in and linking would store them). */
interface Facts {
  steam?: { gmodMinutes: number | null; reason?: string };
  joinedAt?: string | null;
  roles?: string[];
  rejectedDaysAgo?: number;
}

/** D34 through the API: each gate, met and not, on the form list, the form page, the status call and the submit. */
const cases: Array<[string, Partial<EligibilityGates>, Facts, string[], { untilDaysAhead?: number }?]> = [
  ['no gates', {}, {}, []],
  ['Steam required, none linked', { requireSteam: true }, {}, ['steam_required']],
  ['Steam required, linked', { requireSteam: true }, { steam: { gmodMinutes: 60 } }, []],
  ['hours met', { minGmodHours: 100 }, { steam: { gmodMinutes: 125 * 60 } }, []],
  ['hours short', { minGmodHours: 200 }, { steam: { gmodMinutes: 125 * 60 } }, ['gmod_hours']],
  ['hours on a private profile', { minGmodHours: 10 }, { steam: { gmodMinutes: null, reason: 'private' } }, ['gmod_hours_unknown']],
  ['hours with Steam down since linking', { minGmodHours: 10 }, { steam: { gmodMinutes: null, reason: 'unavailable' } }, ['gmod_hours_unknown']],
  ['hours without a linked account', { minGmodHours: 10 }, {}, ['steam_required']],
  ['guild days not yet', { minGuildDays: 30 }, { joinedAt: ago(10) }, ['guild_days'], { untilDaysAhead: 20 }],
  ['guild days met', { minGuildDays: 30 }, { joinedAt: ago(100) }, []],
  ['guild days, join date unknown', { minGuildDays: 30 }, { joinedAt: null }, ['guild_days']],
  ['required role missing', { requiredRoleIds: [ROLE_VIP] }, { roles: [ROLE_OTHER] }, ['role_required']],
  ['one of the required roles held', { requiredRoleIds: [ROLE_VIP, ROLE_OTHER] }, { roles: [ROLE_OTHER] }, []],
  ['blocked role held', { blockedRoleIds: [ROLE_BANNED] }, { roles: [ROLE_OTHER, ROLE_BANNED] }, ['role_blocked']],
  ['blocked role not held', { blockedRoleIds: [ROLE_BANNED] }, { roles: [ROLE_OTHER] }, []],
  ['cooldown running', { cooldownDays: 7 }, { rejectedDaysAgo: 2 }, ['cooldown'], { untilDaysAhead: 5 }],
  ['cooldown over', { cooldownDays: 7 }, { rejectedDaysAgo: 10 }, []],
  ['several gates at once', { requireSteam: true, blockedRoleIds: [ROLE_BANNED], minGuildDays: 5 }, { roles: [ROLE_BANNED], joinedAt: ago(1) }, ['steam_required', 'guild_days', 'role_blocked']],
];

describe.each(testDialects())('eligibility gates (D34) on %s', (dialect) => {
  let t: TestApp;
  let hooks: FakeWebhookReceiver;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let steamSeq = 0;

  beforeAll(async () => {
    hooks = await startFakeWebhookReceiver();
    t = await buildTestApp(dialect, {}, { rateLimits: { signInPerMinute: 100_000, writesPerMinute: 100_000 } });
    admin = await signedInUser(t.ctx, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await hooks.close();
  });

  const oneQuestion = (title: string, gates: Partial<EligibilityGates>, extra: Partial<FormSave> = {}): FormSave => ({
    title,
    type: 'application',
    requiresInterview: false,
    questions: [{ title: 'Why?', type: 'short_text', isRequired: true }] as FormSave['questions'],
    ...gates,
    ...extra,
  });
  const answers = (form: AdminFormDetail) => ({ answers: [{ questionId: form.questions[0]!.id, answer: 'Because.' }] });

  async function memberWith(facts: Facts) {
    const m = await signedInUser(t.ctx, 'member');
    await t.ctx.db
      .updateTable('users')
      .set({ guild_joined_at: facts.joinedAt === undefined ? ago(400) : facts.joinedAt, discord_roles: JSON.stringify(facts.roles ?? []) })
      .where('id', '=', m.user.id)
      .execute();
    if (facts.steam) {
      steamSeq += 1;
      await t.ctx.db
        .insertInto('steam_links')
        .values({
          user_id: m.user.id,
          steam_id: String(76561198000100000n + BigInt(steamSeq)),
          persona_name: 'Player',
          gmod_minutes: facts.steam.gmodMinutes,
          hours_unknown_reason: facts.steam.reason ?? null,
          linked_at: ago(1),
          checked_at: facts.steam.reason === 'unavailable' ? null : ago(1),
        })
        .execute();
    }
    return m;
  }

  it.each(cases)('%s', async (name, gates, facts, codes, expectation) => {
    const form = await createForm(t, admin.cookie, oneQuestion(`Gate ${name}`, gates));
    expect(form).toMatchObject({ requireSteam: false, minGmodHours: 0, minGuildDays: 0, requiredRoleIds: [], blockedRoleIds: [], cooldownDays: 0, ...gates });
    const m = await memberWith(facts);
    if (facts.rejectedDaysAgo !== undefined) {
      const first = await submit(t, m.cookie, form.slug, answers(form));
      expect(first.statusCode, first.body).toBe(201);
      const id = first.json().response.id as number;
      expect((await decide(t, id, admin.cookie, { status: 'rejected', reviewNotes: 'Not this time' })).statusCode).toBe(200);
      await t.ctx.db.updateTable('form_responses').set({ reviewed_at: ago(facts.rejectedDaysAgo) }).where('id', '=', id).execute();
    }

    const list = await get(t, '/api/applications/public', m.cookie);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const summary = list.json<FormSummary[]>().find((f) => f.id === form.id)!;
    expect(summary.eligibility?.reasons.map((r) => r.code)).toEqual(codes);
    expect(summary.eligibility?.eligible).toBe(codes.length === 0);

    const page = await get(t, `/api/applications/${form.slug}`, m.cookie);
    expect(page.json().eligibility).toEqual(summary.eligibility);
    const status = await get(t, `/api/applications/${form.slug}/status`, m.cookie);
    expect(status.statusCode).toBe(facts.rejectedDaysAgo === undefined ? 404 : 200);
    expect(status.json().eligibility).toEqual(summary.eligibility);

    for (const reason of summary.eligibility!.reasons) expect(reason.message.length).toBeGreaterThan(10);
    if (expectation?.untilDaysAhead !== undefined) {
      const until = summary.eligibility!.reasons[0]!.until!;
      expect(Math.abs(Date.parse(until) - (Date.now() + expectation.untilDaysAhead * DAY))).toBeLessThan(60_000);
      expect(summary.eligibility!.reasons[0]!.message).toMatch(/on \d{1,2} [A-Z][a-z]+/);
    }

    const res = await submit(t, m.cookie, form.slug, answers(form));
    if (codes.length === 0) {
      expect(res.statusCode, res.body).toBe(201);
    } else {
      expect(res.statusCode, res.body).toBe(403);
      const body = res.json();
      expect(body.code).toBe('not_eligible');
      expect(body.issues.map((i: { code: string }) => i.code)).toEqual(codes);
      expect(body.issues.map((i: { message: string }) => i.message)).toEqual(summary.eligibility!.reasons.map((r) => r.message));
      if (expectation?.untilDaysAhead !== undefined) expect(body.issues[0].until).toBe(summary.eligibility!.reasons[0]!.until);
    }
  });

  it('visitors get the cached list without eligibility', async () => {
    await createForm(t, admin.cookie, oneQuestion('Visitor list', { requireSteam: true }));
    const list = await get(t, '/api/applications/public');
    expect(list.statusCode).toBe(200);
    expect(list.json<FormSummary[]>().every((f) => f.eligibility === undefined)).toBe(true);
  });

  it('saves the gates, keeps them through an edit that leaves them out, and refuses bad ones', async () => {
    const form = await createForm(t, admin.cookie, oneQuestion('Gated save', { requireSteam: true, minGmodHours: 50, requiredRoleIds: [ROLE_VIP, ROLE_VIP], cooldownDays: 14 }));
    expect(form).toMatchObject({ requireSteam: true, minGmodHours: 50, requiredRoleIds: [ROLE_VIP], cooldownDays: 14 });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/applications/${form.id}`,
      headers: { cookie: admin.cookie },
      payload: { title: 'Gated save', questions: form.questions.map((q) => ({ id: q.id, title: q.title, type: q.type, isRequired: q.isRequired })), minGuildDays: 3 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ requireSteam: true, minGmodHours: 50, minGuildDays: 3, requiredRoleIds: [ROLE_VIP], cooldownDays: 14 });
    for (const bad of [{ minGmodHours: -1 }, { cooldownDays: 1.5 }, { blockedRoleIds: ['not-a-role'] }, { minGuildDays: 'ten' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/applications', headers: { cookie: admin.cookie }, payload: { ...oneQuestion('Bad gates', {}), ...bad } });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('staff see the facts the gates used: review detail, CSV column, webhook applicant.steamId', async () => {
    const form = await createForm(t, admin.cookie, oneQuestion('Facts shown', { minGmodHours: 10, minGuildDays: 2 }, { webhookIncoming: hooks.hookUrl('facts'), staffChannelId: '800000000000000500' }));
    const m = await memberWith({ steam: { gmodMinutes: 42 * 60 }, joinedAt: '2025-03-04T05:06:07.000Z' });
    const steamId = (await t.ctx.db.selectFrom('steam_links').select('steam_id').where('user_id', '=', m.user.id).executeTakeFirstOrThrow()).steam_id;
    const res = await submit(t, m.cookie, form.slug, answers(form));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().response.id as number;

    const d = await detail(t, id, admin.cookie);
    expect(d.user).toMatchObject({ guildJoinedAt: '2025-03-04T05:06:07.000Z', steam: { steamId, gmodHours: 42, profileUrl: `https://steamcommunity.com/profiles/${steamId}` } });
    expect(d.user.steam?.steamId2).toMatch(/^STEAM_0:[01]:\d+$/);
    expect(d.gates).toMatchObject({ minGmodHours: 10, minGuildDays: 2 });

    const csv = await t.app.inject({ method: 'GET', url: `/api/applications/responses.csv?formId=${form.id}`, headers: { cookie: admin.cookie } });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    const column = header!.split(',').indexOf('Steam ID');
    expect(column).toBeGreaterThan(0);
    expect(row!.split(',')[column]).toBe(steamId);

    const delivery = await t.ctx.db.selectFrom('deliveries').select('payload').where('response_id', '=', id).where('kind', '=', 'webhook').executeTakeFirstOrThrow();
    expect(JSON.parse(delivery.payload).body.data.applicant.steamId).toBe(steamId);
    // The staff-channel post (D32) names it too.
    const post = await t.ctx.db.selectFrom('deliveries').select('payload').where('response_id', '=', id).where('kind', '=', 'discord_post').executeTakeFirstOrThrow();
    expect(JSON.parse(post.payload).steamId).toBe(steamId);

    // D43 e: the member links another account after submitting; the response keeps the one it was made with.
    await t.ctx.db.updateTable('steam_links').set({ steam_id: '76561198000000999' }).where('user_id', '=', m.user.id).execute();
    expect((await detail(t, id, admin.cookie)).user.steam?.steamId).toBe(steamId);
    const later = await t.app.inject({ method: 'GET', url: `/api/applications/responses.csv?formId=${form.id}`, headers: { cookie: admin.cookie } });
    const [laterHeader, laterRow] = later.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(laterRow!.split(',')[laterHeader!.split(',').indexOf('Steam ID')]).toBe(steamId);
    const decided = await t.app.inject({ method: 'PATCH', url: `/api/applications/response/${id}/status`, headers: { cookie: admin.cookie }, payload: { status: 'rejected' } });
    expect(decided.statusCode, decided.body).toBe(200);
    const hooksNow = await t.ctx.db.selectFrom('deliveries').select('payload').where('response_id', '=', id).where('kind', '=', 'webhook').orderBy('id').execute();
    expect(JSON.parse(hooksNow.at(-1)!.payload).body.data.applicant.steamId).toBe(steamId);
  });
});
