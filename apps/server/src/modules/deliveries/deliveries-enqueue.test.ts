import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator, sql } from 'kysely';
import { createDatabase } from '../../db/database.ts';
import { migrations } from '../../db/migrations/index.ts';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createForm, everyTypeForm, submit, validAnswers, withdraw } from '../../testing/fixtures/forms.ts';
import { enqueueStatusDeliveries } from './deliveries-enqueue.queries.ts';
import { listDeliveriesForResponse } from './deliveries.queries.ts';
import type { WebhookPayload } from './deliveries-payloads.rules.ts';

const roles = { pending_review: '500000000000000001', pending_interview: '500000000000000002', accepted: '500000000000000003' };

describe.each(testDialects())('deliveries are written with the status change (D24) on %s', (dialect) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
  });
  afterAll(() => t.close());

  it('the migration gives every existing form its own fresh secret', async () => {
    const handle = createDatabase('file::memory:');
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0004_forms')).error).toBeUndefined();
      const at = new Date().toISOString();
      for (const slug of ['one', 'two'])
        await handle.db
          .insertInto('forms')
          .values({ slug, type: 'application', title: slug, description: '', discord_roles: '{}', created_at: at, updated_at: at } as never)
          .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const secrets = (await handle.db.selectFrom('forms').select('webhook_secret').execute()).map((r) => r.webhook_secret);
      expect(secrets).toHaveLength(2);
      for (const s of secrets) expect(s).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(secrets[0]).not.toBe(secrets[1]);
    } finally {
      await handle.close();
    }
  });

  it('existing and new forms carry their own webhook secret', async () => {
    const a = await createForm(t, admin, everyTypeForm({ title: 'Secret A' }));
    const b = await createForm(t, admin, everyTypeForm({ title: 'Secret B' }));
    expect(a.webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(a.webhookSecret.slice(6), 'base64')).toHaveLength(32);
    expect(b.webhookSecret).not.toBe(a.webhookSecret);
  });

  it('submit: pending role given, the other two removed, the incoming webhook with the answers; withdraw removes all three', async () => {
    const form = await createForm(
      t,
      admin,
      everyTypeForm({
        title: 'Roles Form',
        discordRoleAssignments: roles,
        webhookIncoming: 'https://hooks.example.com/in',
        webhookResponse: 'https://discord.com/api/webhooks/123456/secret-token',
      }),
    );
    const member = await signedInUser(t.ctx, 'member');
    const res = await submit(t, member.cookie, form.slug, { answers: validAnswers(form) });
    expect(res.statusCode, res.body).toBe(201);
    const responseId = res.json<{ response: { id: number } }>().response.id;

    const afterSubmit = await listDeliveriesForResponse(t.ctx.db, responseId);
    expect(afterSubmit.map((d) => [d.kind, d.event, d.target, d.status, d.attempts])).toEqual([
      ['discord_role', 'submitted', `Add role ${roles.pending_review}`, 'pending', 0],
      ['discord_role', 'submitted', `Remove role ${roles.pending_interview}`, 'pending', 0],
      ['discord_role', 'submitted', `Remove role ${roles.accepted}`, 'pending', 0],
      ['webhook', 'submitted', 'https://hooks.example.com/in', 'pending', 0],
    ]);
    expect(afterSubmit[0]!.nextAttemptAt).not.toBeNull();
    const hook = await t.ctx.db
      .selectFrom('deliveries')
      .select('payload')
      .where('kind', '=', 'webhook')
      .where('response_id', '=', responseId)
      .executeTakeFirstOrThrow();
    const payload = JSON.parse(hook.payload) as WebhookPayload;
    expect(payload.body).toMatchObject({
      type: 'response.submitted',
      data: { responseId, form: { id: form.id, title: 'Roles Form', type: 'application' }, status: 'submitted', previousStatus: null },
    });
    expect(payload.body.data.applicant.discordId).toBe(member.user.discord_id);
    expect(payload.answers).toContainEqual({ question: 'Region', answer: 'Europe' });
    expect(payload.answers).toContainEqual({ question: 'Skills', answer: 'Building, Events' });
    expect(payload.answers).toContainEqual({ question: 'Rule knowledge', answer: '4/5' });

    expect((await withdraw(t, responseId, member.cookie)).statusCode).toBe(200);
    const afterWithdraw = (await listDeliveriesForResponse(t.ctx.db, responseId)).slice(4);
    expect(afterWithdraw.map((d) => [d.kind, d.event, d.target])).toEqual([
      ['discord_role', 'withdrawn', `Remove role ${roles.pending_review}`],
      ['discord_role', 'withdrawn', `Remove role ${roles.pending_interview}`],
      ['discord_role', 'withdrawn', `Remove role ${roles.accepted}`],
      // The Discord webhook's token is never shown to staff.
      ['webhook', 'withdrawn', 'https://discord.com/api/webhooks/123456/…'],
    ]);
    // The submit names the applicant as the session read them, the withdrawal reads them in its transaction: the same words.
    const applicantOf = async (event: string) => {
      const row = await t.ctx.db
        .selectFrom('deliveries')
        .select('payload')
        .where('kind', '=', 'webhook')
        .where('response_id', '=', responseId)
        .where('event', '=', event)
        .executeTakeFirstOrThrow();
      return (JSON.parse(row.payload) as WebhookPayload).body.data.applicant;
    };
    const named = { discordId: member.user.discord_id, username: member.user.username, displayName: member.user.display_name, steamId: null };
    expect(await applicantOf('submitted')).toEqual(named);
    expect(await applicantOf('withdrawn')).toEqual(named);
  });

  it('decisions: one direct message on accepted, rejected and pending_interview; nothing for empty role ids or addresses; a repeated call adds nothing', async () => {
    const form = await createForm(
      t,
      admin,
      everyTypeForm({ title: 'Quiet Form', discordRoleAssignments: { pending_review: '', pending_interview: '', accepted: roles.accepted } }),
    );
    const member = await signedInUser(t.ctx, 'member');
    const reviewer = await signedInUser(t.ctx, 'reviewer');
    const res = await submit(t, member.cookie, form.slug, { answers: validAnswers(form) });
    const responseId = res.json<{ response: { id: number } }>().response.id;
    // Submit: only the accepted role is configured, so it is removed; no webhook.
    expect((await listDeliveriesForResponse(t.ctx.db, responseId)).map((d) => d.target)).toEqual([`Remove role ${roles.accepted}`]);

    const event = {
      responseId,
      formId: form.id,
      userId: member.user.id,
      fromStatus: 'submitted' as const,
      toStatus: 'accepted' as const,
      actorId: reviewer.user.id,
      notes: 'Welcome aboard',
      interviewDate: null,
    };
    const facts = {
      form: {
        id: form.id,
        title: 'Quiet Form',
        type: 'application' as const,
        roles: { pending_review: '', pending_interview: '', accepted: roles.accepted },
        webhookIncoming: null,
        webhookResponse: null,
      },
      applicant: { discordId: member.user.discord_id, username: member.user.username, displayName: member.user.display_name ?? member.user.username },
      actor: { id: reviewer.user.id, name: reviewer.user.display_name ?? reviewer.user.username },
      answers: [],
    };
    await t.ctx.db.transaction().execute((trx) => enqueueStatusDeliveries(trx, event, facts));
    await t.ctx.db.transaction().execute((trx) => enqueueStatusDeliveries(trx, event, facts));
    const rows = await t.ctx.db.selectFrom('deliveries').selectAll().where('response_id', '=', responseId).orderBy('id').execute();
    expect(rows.map((r) => [r.kind, r.event, r.target])).toEqual([
      ['discord_role', 'submitted', `Remove role ${roles.accepted}`],
      ['discord_role', 'accepted', `Add role ${roles.accepted}`],
      ['discord_dm', 'accepted', `Direct message to @${member.user.username}`],
    ]);
    expect(JSON.parse(rows[1]!.payload)).toMatchObject({ op: 'add', reason: `Application "Quiet Form" accepted by ${reviewer.user.display_name}` });
    expect(JSON.parse(rows[2]!.payload)).toMatchObject({ status: 'accepted', notes: 'Welcome aboard', formTitle: 'Quiet Form' });
  });

  it('account deletion withdraws open applications with their role removals, sent to the real Discord ID (D28)', async () => {
    const form = await createForm(t, admin, everyTypeForm({ title: 'Leaving Form', discordRoleAssignments: roles }));
    const member = await signedInUser(t.ctx, 'member');
    const res = await submit(t, member.cookie, form.slug, { answers: validAnswers(form) });
    const responseId = res.json<{ response: { id: number } }>().response.id;
    const del = await t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: { cookie: member.cookie, 'x-requested-with': 'XMLHttpRequest' } });
    expect(del.statusCode, del.body).toBe(200);
    const rows = await t.ctx.db
      .selectFrom('deliveries')
      .select(['event', 'target', 'payload'])
      .where('response_id', '=', responseId)
      .where('event', '=', 'withdrawn')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.target)).toEqual(Object.values(roles).map((id) => `Remove role ${id}`));
    for (const row of rows) expect(JSON.parse(row.payload)).toMatchObject({ op: 'remove', discordId: member.user.discord_id });
  });

  it('a failing enqueue undoes the status change (same transaction)', async () => {
    const form = await createForm(t, admin, everyTypeForm({ title: 'Atomic Form', discordRoleAssignments: roles }));
    const member = await signedInUser(t.ctx, 'member');
    const before = await t.ctx.db
      .selectFrom('form_responses')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    // Without the deliveries table the enqueue fails: the submit must fail as a whole.
    await sql`alter table deliveries rename to deliveries_away`.execute(t.ctx.db);
    try {
      const res = await submit(t, member.cookie, form.slug, { answers: validAnswers(form) });
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`alter table deliveries_away rename to deliveries`.execute(t.ctx.db);
    }
    const after = await t.ctx.db
      .selectFrom('form_responses')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
