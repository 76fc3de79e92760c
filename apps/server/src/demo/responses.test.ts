import type { ResponseDetail, ResponseList } from '@crp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../testing/build-test-app.ts';
import { testDialects } from '../testing/test-db.ts';
import { demoAccounts } from './accounts.ts';
import { seedDemoForms } from './forms.ts';
import { get } from '../testing/fixtures/forms.ts';
import { seedDemoResponses } from './responses.ts';
import { decide } from '../testing/fixtures/review.ts';
import { listInsightRows, rebuildInsightRows } from '../modules/responses/index.ts';

describe.each(testDialects())('demo responses (D27) on %s', (dialect) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await seedDemoForms(t.ctx);
    await seedDemoResponses(t.ctx);
    await seedDemoResponses(t.ctx); // idempotent
    admin = (await signedInUser(t.ctx, 'admin', demoAccounts.admin.profile.discordId)).cookie;
  });
  afterAll(() => t.close());

  it('every status from several members, with history; written once', async () => {
    const list = (await get(t, '/api/applications/responses?pageSize=100', admin)).json<ResponseList>();
    expect(new Set(list.responses.map((r) => r.status))).toEqual(
      new Set(['submitted', 'under_review', 'pending_interview', 'accepted', 'rejected', 'withdrawn']),
    );
    expect(list.total).toBe(13);
    expect(new Set(list.responses.map((r) => r.user.discordId)).size).toBeGreaterThanOrEqual(6);
    expect(list.responses.every((r) => r.user.discordId.startsWith('9000000000000001'))).toBe(true);
    expect(list.counts).toMatchObject({ total: 13, surveys: 3, pendingInterview: 1 });
    for (const item of list.responses) {
      const d = (await get(t, `/api/applications/response/${item.id}`, admin)).json<ResponseDetail>();
      expect(d.history[0]).toMatchObject({ fromStatus: null, toStatus: 'submitted' });
      expect(d.history.at(-1)!.toStatus).toBe(item.status);
      expect(d.answers.length).toBeGreaterThan(0);
      expect(d.isOwnResponse).toBe(false);
      if (item.status === 'pending_interview') expect(Date.parse(d.interviewDate!)).toBeGreaterThan(Date.now());
    }
  });

  it('the insights rows it writes through the write path are the ones its history, votes and notes give (decision 0041)', async () => {
    const kept = await listInsightRows(t.ctx.db);
    expect(kept.length).toBe(13);
    expect(kept.some((r) => r.first_action_s !== null && r.decision_s !== null)).toBe(true);
    await rebuildInsightRows(t.ctx.db, dialect);
    expect(await listInsightRows(t.ctx.db)).toEqual(kept);
  });

  it('decisions come with their deliveries (D27): sent at the time of the step, one failed with its reason, none pending', async () => {
    const list = (await get(t, '/api/applications/responses?pageSize=100', admin)).json<ResponseList>();
    const deliveries = [];
    for (const item of list.responses) deliveries.push(...(await get(t, `/api/applications/response/${item.id}`, admin)).json<ResponseDetail>().deliveries);
    expect(deliveries.length).toBeGreaterThanOrEqual(5);
    expect(deliveries.some((d) => d.status === 'pending')).toBe(false);
    expect(deliveries.filter((d) => d.status === 'failed')).toEqual([
      expect.objectContaining({ kind: 'discord_dm', lastError: expect.stringMatching(/direct messages are closed/) }),
    ]);
    expect(deliveries.filter((d) => d.status === 'delivered').every((d) => d.deliveredAt !== null && Date.parse(d.deliveredAt) < Date.now() - 86_400_000)).toBe(
      true,
    );
    const rows = await t.ctx.db
      .selectFrom('deliveries')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await seedDemoResponses(t.ctx);
    expect(
      await t.ctx.db
        .selectFrom('deliveries')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(rows);
  });

  it('the demo admin can take and decide the open ones', async () => {
    const list = (await get(t, '/api/applications/responses?status=submitted&tab=applications', admin)).json<ResponseList>();
    expect(list.responses.length).toBeGreaterThan(0);
    const res = await decide(t, list.responses[0]!.id, admin, { status: 'under_review', expectedStatus: 'submitted' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assignedTo.discordId).toBe(demoAccounts.admin.profile.discordId);
  });

  it('shows deciding together (D29–D31): a binding vote half-way, notes by two reviewers, a conversation waiting for staff', async () => {
    const reviewer = (await signedInUser(t.ctx, 'reviewer', demoAccounts.reviewer.profile.discordId)).cookie;
    const list = (await get(t, '/api/applications/responses?tab=applications&pageSize=100', reviewer)).json<ResponseList>();
    const midVote = list.responses.find((r) => r.votes.required === 2 && r.votes.approve === 1);
    expect(midVote, 'a Builder Application with one of two votes').toBeDefined();
    const waiting = (await get(t, '/api/applications/responses?awaiting=staff', reviewer)).json<ResponseList>();
    expect(waiting.total).toBe(1);
    expect(waiting.responses[0]!.messages).toEqual({ count: 2, lastFrom: 'applicant' });
    const withNotes = [];
    for (const item of list.responses) {
      const d = (await get(t, `/api/applications/response/${item.id}`, reviewer)).json<ResponseDetail>();
      if (d.notes.length) withNotes.push(new Set(d.notes.map((n) => n.author?.discordId)).size);
    }
    expect(withNotes).toEqual([2]);
    // The demo reviewer's vote decides the Builder Application.
    const vote = await t.app.inject({ method: 'PUT', url: `/api/applications/response/${midVote!.id}/vote`, headers: { cookie: reviewer }, payload: { vote: 'approve' } });
    expect(vote.statusCode, vote.body).toBe(204);
    const decided = (await get(t, `/api/applications/response/${midVote!.id}`, reviewer)).json<ResponseDetail>();
    expect(decided.status).toBe('accepted');
    expect(decided.history.at(-1)!.notes).toBe('Approved by vote (2 of 2)');
  });
});
