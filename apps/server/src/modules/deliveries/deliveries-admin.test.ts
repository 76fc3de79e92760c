import type { DeliveryItem, FormSaveResult, RoleCheckResult } from '@crp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { FAKE_DISCORD, FAKE_FORM_ROLES, startFakeDiscord, type FakeDiscord } from '../../testing/fake-discord.ts';
import { testDialects } from '../../testing/test-db.ts';
import { everyTypeForm } from '../../testing/fixtures/forms.ts';
import { createDeliveryWorker } from './delivery-worker.job.ts';
import { decide, deliveriesOf, drain, formWith, submitTo } from '../../testing/fixtures/deliveries.ts';

const roleCheck = (t: TestApp, cookie: string, roleIds: string[]) =>
  t.app.inject({ method: 'POST', url: '/api/admin/discord/role-check', headers: { cookie }, payload: { roleIds } });

describe.each(testDialects())('role pre-check, retry and webhook settings on %s', (dialect) => {
  let t: TestApp;
  let discord: FakeDiscord;
  let admin: string;
  let manager: string;
  let reviewer: string;

  beforeAll(async () => {
    discord = await startFakeDiscord();
    t = await buildTestApp(dialect, discord.env());
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    manager = (await signedInUser(t.ctx, 'manager')).cookie;
    reviewer = (await signedInUser(t.ctx, 'reviewer')).cookie;
  });
  afterAll(async () => {
    await t.close();
    await discord.close();
  });

  it('role check: managers only; the bot can hand out roles below its own', async () => {
    expect((await roleCheck(t, reviewer, [])).statusCode).toBe(403);
    expect((await roleCheck(t, reviewer, [])).json().message).toBe('Access denied. Application manager privileges required.');
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/discord/role-check', payload: { roleIds: [] } })).statusCode).toBe(401);
    expect((await roleCheck(t, manager, ['not-a-role'])).statusCode).toBe(400);
    const res = await roleCheck(t, manager, Object.values(FAKE_FORM_ROLES));
    expect(res.statusCode).toBe(200);
    expect(res.json<RoleCheckResult>()).toEqual({
      ok: true,
      botInGuild: true,
      canManageRoles: true,
      problems: [],
      detail: 'The bot Creative RP Bot can hand out all 3 roles.',
    });
  });

  it('role check names each problem: a role above the bot, a managed role, a missing role', async () => {
    const res = await roleCheck(t, manager, [FAKE_DISCORD.adminRoleId, FAKE_DISCORD.botRoleId, '123456789012345678', FAKE_FORM_ROLES.accepted]);
    const result = res.json<RoleCheckResult>();
    expect(result).toMatchObject({ ok: false, botInGuild: true, canManageRoles: true });
    expect(result.problems).toEqual([
      {
        roleId: FAKE_DISCORD.adminRoleId,
        message: 'Role "Admin" is not below the bot\'s highest role "Creative RP Bot": move the bot\'s role above it in Server Settings → Roles.',
      },
      {
        roleId: FAKE_DISCORD.botRoleId,
        message: 'Role "Creative RP Bot" is managed by an integration (a bot, a booster or a subscription) and cannot be handed out.',
      },
      { roleId: '123456789012345678', message: 'Role 123456789012345678 does not exist on the Discord server.' },
    ]);
    expect(result.detail).toContain('Role "Admin" is not below');
  });

  it('role check: a bot without Manage Roles, a bot outside the guild, a refused token', async () => {
    const botRole = discord.guildRoles.find((r) => r.id === FAKE_DISCORD.botRoleId)!;
    botRole.permissions = '0';
    try {
      const result = (await roleCheck(t, manager, [FAKE_FORM_ROLES.accepted])).json<RoleCheckResult>();
      expect(result).toMatchObject({ ok: false, botInGuild: true, canManageRoles: false });
      expect(result.problems[0]).toEqual({
        roleId: null,
        message: 'The bot Creative RP Bot lacks the Manage Roles permission: give one of its roles Manage Roles.',
      });
    } finally {
      botRole.permissions = String(1n << 28n);
    }
    discord.botInGuild = false;
    try {
      const result = (await roleCheck(t, manager, [FAKE_FORM_ROLES.accepted])).json<RoleCheckResult>();
      expect(result).toMatchObject({ ok: false, botInGuild: false });
      expect(result.detail).toContain('is not in the Discord server');
    } finally {
      discord.botInGuild = true;
    }
    const wrongToken = await buildTestApp(dialect, { ...discord.env(), DISCORD_BOT_TOKEN: 'wrong' });
    try {
      const cookie = (await signedInUser(wrongToken.ctx, 'manager')).cookie;
      const result = (await roleCheck(wrongToken, cookie, [FAKE_FORM_ROLES.accepted])).json<RoleCheckResult>();
      expect(result).toMatchObject({ ok: false, botInGuild: false, detail: 'Discord refused the bot token: check DISCORD_BOT_TOKEN.' });
    } finally {
      await wrongToken.close();
    }
  });

  it('role check in demo mode: ok, and Discord is not contacted', async () => {
    const demo = await buildTestApp(dialect, { DISCORD_URL: discord.url });
    try {
      expect(demo.ctx.env.demoMode).toBe(true);
      const before = discord.requests.length;
      const cookie = (await signedInUser(demo.ctx, 'manager')).cookie;
      expect((await roleCheck(demo, cookie, [FAKE_FORM_ROLES.accepted])).json()).toEqual({
        ok: true,
        botInGuild: false,
        canManageRoles: false,
        problems: [],
        detail: 'demo mode',
      });
      expect(discord.requests.length).toBe(before);
    } finally {
      await demo.close();
    }
  });

  it('saving a form answers the role warnings without blocking the save', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/applications',
      headers: { cookie: manager },
      payload: everyTypeForm({ title: 'Roles OK', discordRoleAssignments: FAKE_FORM_ROLES }),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<FormSaveResult>().roleWarnings).toEqual([]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/applications',
      headers: { cookie: manager },
      payload: everyTypeForm({ title: 'Roles Bad', discordRoleAssignments: { ...FAKE_FORM_ROLES, accepted: FAKE_DISCORD.adminRoleId } }),
    });
    expect(bad.statusCode).toBe(201);
    const saved = bad.json<FormSaveResult>();
    expect(saved.discordRoleAssignments.accepted).toBe(FAKE_DISCORD.adminRoleId);
    expect(saved.roleWarnings).toEqual([{ roleId: FAKE_DISCORD.adminRoleId, message: expect.stringContaining('"Admin" is not below') }]);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/applications/${saved.id}`,
      headers: { cookie: manager },
      payload: { title: 'Roles Bad', questions: saved.questions.map((q) => ({ ...q, options: q.options })), discordRoleAssignments: FAKE_FORM_ROLES },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<FormSaveResult>().roleWarnings).toEqual([]);
  });

  it("'Retry now': reviewers make a failed delivery due now, audited; delivered ones and superseded role changes are refused", async () => {
    const accepted = discord.guildRoles.find((r) => r.id === FAKE_FORM_ROLES.accepted)!;
    accepted.position = 50;
    const form = await formWith(t, admin, { discordRoleAssignments: { pending_review: '', pending_interview: '', accepted: FAKE_FORM_ROLES.accepted } });
    const member = await signedInUser(t.ctx, 'member');
    discord.addMember(member.user.discord_id);
    const reviewerUser = await signedInUser(t.ctx, 'reviewer');
    const id = await submitTo(t, member.cookie, form);
    await decide(t, reviewerUser.cookie, id, { status: 'accepted' });
    const worker = createDeliveryWorker(t.ctx, t.app.log);
    await drain(worker);
    const add = (await deliveriesOf(t, id)).find((d) => d.target === `Add role ${FAKE_FORM_ROLES.accepted}`)!;
    expect(add).toMatchObject({ status: 'failed', attempts: 1 });

    const url = `/api/admin/deliveries/${add.id}/retry`;
    expect((await t.app.inject({ method: 'POST', url, headers: { cookie: member.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, headers: { cookie: manager } })).json().message).toBe('Access denied. Reviewer privileges required.');
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/deliveries/999999/retry', headers: { cookie: reviewer } })).statusCode).toBe(404);

    // The admin fixes the role order in Discord, then retries by hand.
    accepted.position = 5;
    const res = await t.app.inject({ method: 'POST', url, headers: { cookie: reviewerUser.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json<DeliveryItem>();
    expect(item).toMatchObject({ id: add.id, kind: 'discord_role', status: 'pending', attempts: 0 });
    expect(Date.parse(item.nextAttemptAt!)).toBeLessThanOrEqual(Date.now());
    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'delivery.retry').where('target_id', '=', String(add.id)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(reviewerUser.user.id);
    await drain(worker);
    expect(discord.rolesOf(member.user.discord_id)).toEqual([FAKE_FORM_ROLES.accepted]);
    expect((await t.app.inject({ method: 'POST', url, headers: { cookie: reviewer } })).statusCode).toBe(409);

    // The submit's "remove accepted" is followed by the accept's "add accepted": retrying it would undo the grant.
    const remove = (await deliveriesOf(t, id)).find((d) => d.target === `Remove role ${FAKE_FORM_ROLES.accepted}`)!;
    await t.ctx.db.updateTable('deliveries').set({ status: 'failed' }).where('id', '=', remove.id).execute();
    const superseded = await t.app.inject({ method: 'POST', url: `/api/admin/deliveries/${remove.id}/retry`, headers: { cookie: reviewer } });
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json().message).toMatch(/later role change/);
  });

  it('webhook secret: in the admin detail, rotated by managers (audited), the old one gone', async () => {
    const form = await formWith(t, manager, {});
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/applications/${form.id}`, headers: { cookie: manager } });
    const before = detail.json<{ webhookSecret: string }>().webhookSecret;
    expect(before).toMatch(/^whsec_/);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/applications/${form.id}/webhook-secret`, headers: { cookie: reviewer } })).statusCode).toBe(
      403,
    );
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/applications/${form.id}/webhook-secret`, headers: { cookie: manager } });
    expect(res.statusCode).toBe(200);
    const after = res.json<{ webhookSecret: string }>().webhookSecret;
    expect(after).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(after).not.toBe(before);
    const again = await t.app.inject({ method: 'GET', url: `/api/admin/applications/${form.id}`, headers: { cookie: manager } });
    expect(again.json<{ webhookSecret: string }>().webhookSecret).toBe(after);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('action', '=', 'form.webhook_secret_rotate')
      .where('target_id', '=', String(form.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/applications/999999/webhook-secret', headers: { cookie: manager } })).statusCode).toBe(404);
  });
});
