import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdsText, listColumns, listTables } from '../../db/catalogue.ts';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { signInAs } from '../../testing/discord-sign-in.ts';
import { FAKE_FORM_ROLES, startFakeDiscord, type FakeDiscord } from '../../testing/fake-discord.ts';
import { startFakeWebhookReceiver, type FakeWebhookReceiver } from '../../testing/fake-webhook-receiver.ts';
import { testDialects } from '../../testing/test-db.ts';
import { decide, deliveriesOf, drain, eventually, formWith, submitTo } from '../../testing/fixtures/deliveries.ts';
import { createDeliveryWorker } from '../deliveries/delivery-worker.job.ts';
import { ERASED_PAYLOAD, sweepDeliveries } from '../deliveries/delivery-retention.service.ts';

/**
 * Every row of every table (read from the catalogue) with a text column containing one of the
 * values, compared case-insensitively: "table.column #n: value".
 */
async function findAnywhere(t: TestApp, values: string[]): Promise<string[]> {
  const { db, dialect } = t.ctx;
  const hits: string[] = [];
  for (const table of await listTables(db, dialect)) {
    for (const column of (await listColumns(db, dialect, table)).filter(holdsText)) {
      const col = sql.ref(column.name);
      const text = dialect === 'postgres' ? sql`lower(${col}::text)` : sql`lower(cast(${col} as text))`;
      for (const value of values) {
        const match = dialect === 'postgres' ? sql`strpos(${text}, ${value.toLowerCase()}) > 0` : sql`instr(${text}, ${value.toLowerCase()}) > 0`;
        const { rows } = await sql<{ v: string }>`select ${col} as v from ${sql.table(table)} where ${match}`.execute(db);
        for (const row of rows) hits.push(`${table}.${column.name}: ${String(row.v).slice(0, 160)}`);
      }
    }
  }
  return hits;
}

/** A Steam link as another issue may store it: a nullable column on users, or a table keyed by user_id (made here when absent). */
async function linkSteam(t: TestApp, userId: number, steamId: string, persona: string) {
  const { db, dialect } = t.ctx;
  if (!(await listColumns(db, dialect, 'users')).some((c) => c.name === 'steam_id')) await sql`alter table users add column steam_id text`.execute(db);
  await sql`update users set steam_id = ${steamId} where id = ${userId}`.execute(db);
  if (!(await listTables(db, dialect)).includes('test_steam_links')) {
    await sql`create table test_steam_links (user_id integer not null, steam_id text not null, steam_persona_name text)`.execute(db);
  }
  await sql`insert into test_steam_links (user_id, steam_id, steam_persona_name) values (${userId}, ${steamId}, ${persona})`.execute(db);
}

describe.each(testDialects())('no traces after an account is deleted (D37) on %s', (dialect) => {
  let t: TestApp;
  let discord: FakeDiscord;
  let receiver: FakeWebhookReceiver;
  let admin: string;
  let reviewer: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    discord = await startFakeDiscord();
    receiver = await startFakeWebhookReceiver();
    t = await buildTestApp(dialect, discord.env());
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    reviewer = await signedInUser(t.ctx, 'reviewer');
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
    await discord.close();
  });

  it('keeps what pending deliveries need until they end, then nothing of the member is left in any table', async () => {
    const leaver = discord.users.leaver!;
    leaver.avatar = 'a_f00dfacecafe1234';
    const steamId = '76561198000000042';
    const identifiers = [leaver.id, leaver.username, leaver.global_name!, leaver.email!, leaver.avatar, steamId, 'LeaverPersona'];
    const hooks = { webhookIncoming: receiver.hookUrl('privacy'), webhookResponse: receiver.hookUrl('privacy') };
    const decided = await formWith(t, admin, { title: 'Decided Application', discordRoleAssignments: FAKE_FORM_ROLES, ...hooks });
    const open = await formWith(t, admin, { title: 'Open Application', discordRoleAssignments: FAKE_FORM_ROLES, ...hooks });
    const worker = createDeliveryWorker(t.ctx, t.app.log, { baseDelayMs: 20, maxDelayMs: 100 });
    const cookie = await signInAs(t, discord, 'leaver');
    const bystander = await signedInUser(t.ctx, 'member');
    // A linked Steam account (D33, another issue), as a column on users and as a table of its own.
    const memberId = (await t.ctx.db.selectFrom('users').select('id').where('discord_id', '=', leaver.id).executeTakeFirstOrThrow()).id;
    await linkSteam(t, memberId, steamId, 'LeaverPersona');

    // A decided application: finished deliveries (roles, webhook), a failed direct message a reviewer retried (audited).
    discord.closedDms.add(leaver.id);
    const first = await submitTo(t, cookie, decided);
    await decide(t, reviewer.cookie, first, { status: 'accepted', reviewNotes: 'Welcome aboard' });
    await drain(worker);
    const dm = (await deliveriesOf(t, first)).find((d) => d.kind === 'discord_dm')!;
    expect(dm.status).toBe('failed');
    const retried = await t.app.inject({ method: 'POST', url: `/api/admin/deliveries/${dm.id}/retry`, headers: { cookie: admin } });
    expect(retried.statusCode, retried.body).toBe(200);
    await drain(worker);
    expect((await deliveriesOf(t, first)).every((d) => d.status !== 'pending')).toBe(true);
    // The bystander's application names nobody but them.
    const theirs = await submitTo(t, bystander.cookie, open);

    // An open application whose deliveries are still waiting when the account goes.
    const second = await submitTo(t, cookie, open);
    expect((await findAnywhere(t, identifiers)).length).toBeGreaterThan(0); // the scan can fail
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);

    // Pending deliveries still carry what they need to be sent.
    const waiting = (await deliveriesOf(t, second)).filter((d) => d.status === 'pending');
    expect(waiting.length).toBeGreaterThan(2);
    expect(waiting.some((d) => d.payload.includes(leaver.id))).toBe(true);
    // Finished ones lost it at once; the log keeps kind, state, attempts and times.
    const finished = await deliveriesOf(t, first);
    expect(finished.every((d) => d.payload === ERASED_PAYLOAD && d.chain_key === `erased:${d.id}`)).toBe(true);
    expect(finished.find((d) => d.id === dm.id)).toMatchObject({ kind: 'discord_dm', status: 'failed', attempts: 1 });

    // The running worker finishes the rest: sent (roles, webhooks), the removal of roles of the withdrawal too.
    // The scan starts the moment no delivery is pending: a delivery never reads finished while still holding the member.
    const rolesBefore = discord.roleChanges.length;
    worker.start();
    await eventually(async () => expect((await deliveriesOf(t, second)).every((d) => d.status !== 'pending')).toBe(true), 15_000);
    expect(await findAnywhere(t, identifiers)).toEqual([]);
    await worker.stop();
    expect(discord.roleChanges.length).toBeGreaterThan(rolesBefore);
    expect(receiver.hooks().some((h) => h.body.includes(leaver.id))).toBe(true); // the webhook went out with the applicant in it

    expect(await findAnywhere(t, identifiers)).toEqual([]);
    // Responses stay for the staff under 'Deleted user'; the bystander's deliveries are untouched.
    const detail = await t.app.inject({ method: 'GET', url: `/api/applications/response/${second}`, headers: { cookie: admin } });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().deliveries.length).toBeGreaterThan(0);
    expect((await deliveriesOf(t, theirs)).every((d) => d.payload !== ERASED_PAYLOAD)).toBe(true);
    // A manual retry of an erased delivery cannot send anything: it fails at once, saying why.
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/deliveries/${dm.id}/retry`, headers: { cookie: admin } });
    expect([200, 409]).toContain(again.statusCode);
    const retryWorker = createDeliveryWorker(t.ctx, t.app.log);
    await drain(retryWorker);
    await retryWorker.stop();
    const after = (await deliveriesOf(t, first)).find((d) => d.id === dm.id)!;
    expect(after.status).toBe('failed');
    expect(after.payload).toBe(ERASED_PAYLOAD);
    expect(await findAnywhere(t, identifiers)).toEqual([]);
  });

  it('the sweep erases a finished delivery the moment-of-end erasure missed, and expires delivered payloads after the retention period', async () => {
    const form = await formWith(t, admin, { discordRoleAssignments: FAKE_FORM_ROLES });
    const member = await signedInUser(t.ctx, 'member');
    discord.addMember(member.user.discord_id);
    const id = await submitTo(t, member.cookie, form);
    const worker = createDeliveryWorker(t.ctx, t.app.log);
    await drain(worker);
    await worker.stop();
    const rows = await deliveriesOf(t, id);
    expect(rows.every((r) => r.status === 'delivered' && r.payload !== ERASED_PAYLOAD)).toBe(true);

    const days = t.ctx.env.DELIVERY_RETENTION_DAYS;
    expect(days).toBe(30);
    // Within the period nothing changes; a day after it, the payloads go and the log stays.
    await sweepDeliveries(t.ctx.db, t.ctx.dialect, days, Date.now() + (days - 1) * 86_400_000);
    expect((await deliveriesOf(t, id)).every((r) => r.payload !== ERASED_PAYLOAD)).toBe(true);
    const { expired } = await sweepDeliveries(t.ctx.db, t.ctx.dialect, days, Date.now() + (days + 1) * 86_400_000);
    expect(expired).toBeGreaterThanOrEqual(rows.length);
    const kept = await deliveriesOf(t, id);
    expect(kept.map((r) => ({ kind: r.kind, status: r.status, attempts: r.attempts, delivered: r.delivered_at, payload: r.payload }))).toEqual(
      rows.map((r) => ({ kind: r.kind, status: r.status, attempts: r.attempts, delivered: r.delivered_at, payload: ERASED_PAYLOAD })),
    );
    // Many at once go in chunks, all of them.
    const old = new Date(Date.now() - (days + 2) * 86_400_000).toISOString();
    const bulk = Array.from({ length: 1_100 }, (_, i) => ({
      kind: 'webhook',
      event: 'submitted',
      target: 'https://hooks.example/…',
      chain_key: `bulk:${i}`,
      payload: JSON.stringify({ n: i }),
      idempotency_key: `bulk:${dialect}:${i}`,
      status: 'delivered',
      attempts: 1,
      next_attempt_at: old,
      delivered_at: old,
      created_at: old,
    }));
    for (let i = 0; i < bulk.length; i += 250)
      await t.ctx.db
        .insertInto('deliveries')
        .values(bulk.slice(i, i + 250))
        .execute();
    expect((await sweepDeliveries(t.ctx.db, t.ctx.dialect, days)).expired).toBe(1_100);
    expect(await t.ctx.db.selectFrom('deliveries').select('id').where('chain_key', 'like', 'bulk:%').where('payload', '<>', ERASED_PAYLOAD).execute()).toEqual(
      [],
    );

    // The review screen still lists them.
    const detail = await t.app.inject({ method: 'GET', url: `/api/applications/response/${id}`, headers: { cookie: admin } });
    expect(detail.json().deliveries.map((d: { status: string }) => d.status)).toEqual(rows.map(() => 'delivered'));

    // A deleted member's finished delivery that kept its payload (a crash between the end and the erasure) is erased by the sweep.
    const other = await signedInUser(t.ctx, 'member');
    discord.addMember(other.user.discord_id);
    const theirs = await submitTo(t, other.cookie, form);
    const w2 = createDeliveryWorker(t.ctx, t.app.log);
    await drain(w2);
    await w2.stop();
    await t.ctx.db.updateTable('users').set({ deleted_at: new Date().toISOString() }).where('id', '=', other.user.id).execute();
    const { erased } = await sweepDeliveries(t.ctx.db, t.ctx.dialect, days);
    expect(erased.size).toBeGreaterThan(0);
    expect((await deliveriesOf(t, theirs)).every((r) => r.payload === ERASED_PAYLOAD && !r.chain_key.includes(other.user.discord_id))).toBe(true);
  });
});
