import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { FAKE_FORM_ROLES, startFakeDiscord, type FakeDiscord } from '../../testing/fake-discord.ts';
import { testDialects } from '../../testing/test-db.ts';
import { claimDueDeliveries, finishDelivery } from './delivery-claim.queries.ts';
import { sendDelivery } from './delivery-send.service.ts';
import { createDeliveryWorker } from './delivery-worker.job.ts';
import { decide, deliveriesOf, drain, eventually, formWith, submitTo } from '../../testing/fixtures/deliveries.ts';

describe.each(testDialects())('a worker killed mid-delivery on %s', (dialect) => {
  let t: TestApp;
  let discord: FakeDiscord;
  let admin: string;

  beforeAll(async () => {
    discord = await startFakeDiscord();
    t = await buildTestApp(dialect, discord.env());
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
  });
  afterAll(async () => {
    await t.close();
    await discord.close();
  });

  it('a claim that is never finished is taken again after its lease, and sent exactly once', async () => {
    const form = await formWith(t, admin, { discordRoleAssignments: { pending_review: FAKE_FORM_ROLES.pending_review, pending_interview: '', accepted: '' } });
    const member = await signedInUser(t.ctx, 'member');
    discord.addMember(member.user.discord_id);
    const id = await submitTo(t, member.cookie, form);

    // Worker A claims the delivery, then "dies" (kill -9): it never sends nor records anything.
    const claimedByA = await claimDueDeliveries(t.ctx.db, t.ctx.dialect, 'worker-a', { leaseMs: 400, limit: 10 });
    expect(claimedByA.map((r) => r.response_id)).toContain(id);
    const b = createDeliveryWorker(t.ctx, t.app.log, { workerId: 'worker-b' });
    // While A's lease holds, B does not touch it.
    await drain(b);
    expect(discord.rolesOf(member.user.discord_id)).toEqual([]);
    expect((await deliveriesOf(t, id))[0]).toMatchObject({ status: 'pending', locked_by: 'worker-a', attempts: 1 });

    await new Promise((resolve) => setTimeout(resolve, 450));
    await drain(b);
    expect(discord.rolesOf(member.user.discord_id)).toEqual([FAKE_FORM_ROLES.pending_review]);
    expect(discord.requests.filter((r) => r.method === 'PUT' && r.url.pathname.includes(member.user.discord_id))).toHaveLength(1);
    expect((await deliveriesOf(t, id))[0]).toMatchObject({ status: 'delivered', attempts: 2, locked_by: null });
    // A coming back to life cannot overwrite B's result.
    expect(await finishDelivery(t.ctx.db, claimedByA[0]!.id, 'worker-a', { status: 'failed', error: 'late' })).toBe(false);
    expect((await deliveriesOf(t, id))[0]!.status).toBe('delivered');
  });

  it('a worker that died after Discord took the message but before recording it: the resend is deduplicated (nonce)', async () => {
    const form = await formWith(t, admin, {});
    const member = await signedInUser(t.ctx, 'member');
    discord.addMember(member.user.discord_id);
    const reviewer = await signedInUser(t.ctx, 'reviewer');
    const id = await submitTo(t, member.cookie, form);
    await decide(t, reviewer.cookie, id, { status: 'accepted' });

    const [claimed] = (await claimDueDeliveries(t.ctx.db, t.ctx.dialect, 'worker-a', { leaseMs: 300, limit: 10 })).filter((r) => r.response_id === id);
    expect(claimed!.kind).toBe('discord_dm');
    expect((await sendDelivery(t.ctx, claimed!)).outcome).toEqual({ type: 'delivered' }); // sent… and A dies here
    await new Promise((resolve) => setTimeout(resolve, 350));
    await drain(createDeliveryWorker(t.ctx, t.app.log, { workerId: 'worker-b' }));

    const posts = discord.requests.filter((r) => r.url.pathname === `/api/v10/channels/${discord.dmChannelOf(member.user.discord_id)}/messages`);
    expect(posts).toHaveLength(2); // at least once…
    expect(discord.dms.filter((m) => m.recipientId === member.user.discord_id)).toHaveLength(1); // …shown once
    expect((await deliveriesOf(t, id)).find((d) => d.kind === 'discord_dm')).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('a restarted instance takes back at once what its killed earlier run had claimed, and nothing of other instances', async () => {
    const form = await formWith(t, admin, { discordRoleAssignments: { pending_review: FAKE_FORM_ROLES.pending_review, pending_interview: '', accepted: '' } });
    const members = [await signedInUser(t.ctx, 'member'), await signedInUser(t.ctx, 'member'), await signedInUser(t.ctx, 'member')];
    const ids: number[] = [];
    for (const m of members) {
      discord.addMember(m.user.discord_id);
      ids.push(await submitTo(t, m.cookie, form));
    }
    // An hour-long lease each: one by the earlier run of host-x:3000, one by another port, one by another host.
    const claimers = ['host-x:3000/111:aaaaaa', 'host-x:30001/222:bbbbbb', 'host-y:3000/333:cccccc'];
    for (const [i, claimer] of claimers.entries()) {
      await t.ctx.db
        .updateTable('deliveries')
        .set({ locked_by: claimer, locked_until: new Date(Date.now() + 3_600_000).toISOString(), attempts: 1 })
        .where('response_id', '=', ids[i]!)
        .execute();
    }
    const restarted = createDeliveryWorker(t.ctx, t.app.log, { instance: 'host-x:3000' });
    expect(restarted.id.startsWith('host-x:3000/')).toBe(true);
    restarted.start();
    try {
      await eventually(async () => expect((await deliveriesOf(t, ids[0]!))[0]).toMatchObject({ status: 'delivered', attempts: 2 }));
    } finally {
      await restarted.stop();
    }
    expect((await deliveriesOf(t, ids[1]!))[0]).toMatchObject({ status: 'pending', locked_by: claimers[1] });
    expect((await deliveriesOf(t, ids[2]!))[0]).toMatchObject({ status: 'pending', locked_by: claimers[2] });
    expect(discord.rolesOf(members[0]!.user.discord_id)).toEqual([FAKE_FORM_ROLES.pending_review]);
    expect(discord.rolesOf(members[1]!.user.discord_id)).toEqual([]);
    await t.ctx.db.updateTable('deliveries').set({ locked_by: null, locked_until: null }).where('response_id', 'in', ids.slice(1)).execute();
  });

  it('stop() gives back claims that were not started and waits for sends under way', async () => {
    const form = await formWith(t, admin, { discordRoleAssignments: FAKE_FORM_ROLES });
    const member = await signedInUser(t.ctx, 'member');
    discord.addMember(member.user.discord_id);
    const id = await submitTo(t, member.cookie, form);
    const worker = createDeliveryWorker(t.ctx, t.app.log, { concurrency: 1 });
    worker.start();
    await worker.stop();
    const rows = await deliveriesOf(t, id);
    for (const row of rows) {
      expect(row.locked_by).toBeNull();
      expect(['pending', 'delivered']).toContain(row.status);
      expect(row.attempts).toBe(row.status === 'delivered' ? 1 : 0);
    }
  });
});

describe.runIf(testDialects().includes('postgres'))('several instances on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('postgres');
  });
  afterAll(() => t.close());

  it('workers claiming at the same time never take the same row (FOR UPDATE SKIP LOCKED)', async () => {
    const at = new Date().toISOString();
    const total = 300;
    await t.ctx.db
      .insertInto('deliveries')
      .values(
        Array.from({ length: total }, (_, i) => ({
          response_id: null,
          form_id: null,
          kind: 'discord_role',
          event: 'submitted',
          target: `Add role ${i}`,
          chain_key: `race:${i}`,
          payload: '{}',
          idempotency_key: `race-${i}`,
          next_attempt_at: at,
          created_at: at,
        })),
      )
      .execute();
    const claims = new Map<number, string>();
    const duplicates: number[] = [];
    await Promise.all(
      ['w1', 'w2', 'w3', 'w4'].map(async (worker) => {
        for (;;) {
          const rows = await claimDueDeliveries(t.ctx.db, 'postgres', worker, { leaseMs: 60_000, limit: 7 });
          if (rows.length === 0) return;
          for (const row of rows) {
            if (claims.has(row.id)) duplicates.push(row.id);
            claims.set(row.id, worker);
          }
        }
      }),
    );
    expect(duplicates).toEqual([]);
    expect(claims.size).toBe(total);
    expect(new Set(claims.values()).size).toBeGreaterThan(1);
    const stored = await t.ctx.db.selectFrom('deliveries').select(['id', 'locked_by', 'attempts']).where('chain_key', 'like', 'race:%').execute();
    for (const row of stored) {
      expect(row.locked_by).toBe(claims.get(row.id));
      expect(row.attempts).toBe(1);
    }
  });
});
