import type { AuditLog } from '@crp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';

describe.each(testDialects())('GET /api/admin/audit-log on %s', (dialect) => {
  let t: TestApp;
  let admin: { cookie: string; id: number };
  let other: number;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const a = await signedInUser(t.ctx, 'admin');
    admin = { cookie: a.cookie, id: a.user.id };
    other = (await signedInUser(t.ctx, 'manager')).user.id;
    await t.ctx.db.updateTable('users').set({ display_name: 'Sparky Admin' }).where('id', '=', admin.id).execute();
    const rows = Array.from({ length: 30 }, (_, i) => ({
      actor_id: i % 3 === 0 ? other : i === 29 ? null : admin.id,
      action: i % 2 === 0 ? 'form.update' : 'server.refresh',
      target_type: i % 2 === 0 ? 'form' : 'server',
      target_id: String(i),
      summary: `entry ${i}`,
      // Two entries per instant: the id breaks the tie.
      created_at: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 2))).toISOString(),
    }));
    await t.ctx.db.insertInto('audit_log').values(rows).execute();
  });
  afterAll(() => t.close());

  const get = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers: { cookie: admin.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditLog>();
  };
  const summaries = (log: AuditLog) => log.entries.map((e) => e.summary);

  it('lists newest first with the actor, in keyset pages that neither skip nor repeat', async () => {
    const first = await get('?pageSize=12');
    expect(summaries(first).slice(0, 3)).toEqual(['entry 29', 'entry 28', 'entry 27']);
    expect(first.entries[0]!.actor).toBeNull(); // the demo seed or a deleted actor
    expect(first.entries[1]!.actor).toEqual({ id: admin.id, displayName: 'Sparky Admin', discordId: expect.any(String) });
    const second = await get(`?pageSize=12&before=${first.nextCursor}`);
    const third = await get(`?pageSize=12&before=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    const all = [...summaries(first), ...summaries(second), ...summaries(third)];
    expect(all).toEqual(Array.from({ length: 30 }, (_, i) => `entry ${29 - i}`));
    expect(first.actions).toContain('form.toggle');
  });

  it('filters by action, actor id, actor name and date range', async () => {
    expect(summaries(await get('?action=server.refresh&pageSize=100'))).toHaveLength(15);
    const byId = await get(`?actor=${other}&pageSize=100`);
    expect(byId.entries.every((e) => e.actor?.id === other)).toBe(true);
    expect(byId.entries).toHaveLength(10);
    expect((await get('?actor=sparky&pageSize=100')).entries).toHaveLength(19);
    const range = await get('?from=2026-01-02&to=2026-01-03&pageSize=100');
    expect(summaries(range)).toEqual(['entry 5', 'entry 4', 'entry 3', 'entry 2']);
    const combined = await get('?from=2026-01-02&to=2026-01-03&action=form.update&actor=sparky');
    expect(summaries(combined)).toEqual(['entry 4', 'entry 2']);
  });

  it('refuses nonsense filters with 400, and members with 403', async () => {
    for (const bad of ['?from=yesterday', '?to=2026-02-30', '?before=bm9wZQ', '?pageSize=0']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit-log${bad}`, headers: { cookie: admin.cookie } });
      expect(res.statusCode, bad).toBe(400);
    }
    const { cookie } = await signedInUser(t.ctx, 'reviewer');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Access denied. Admin privileges required.');
  });
});
