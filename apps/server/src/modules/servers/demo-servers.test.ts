import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { seedDemoServers } from './demo-servers.ts';

describe.each(testDialects())('demo servers on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('seeds two offline servers with last known data, history and mods, once', async () => {
    await seedDemoServers(t.ctx);
    await seedDemoServers(t.ctx);
    const list = (await t.app.inject({ method: 'GET', url: '/api/servers' })).json();
    expect(list.map((s: { name: string }) => s.name)).toEqual(['Creative RP | Main', 'Creative RP | Events']);
    for (const server of list) {
      expect(server).toMatchObject({ isOnline: false, statusColor: 'red', connectUrl: expect.stringMatching(/^steam:\/\/connect\/203\.0\.113\.\d+:\d+$/) });
      expect(server.error).toMatch(/last known/);
      expect(server.playerCount).toBeGreaterThan(0);
      expect(server.playerHistory.filter((v: number | null) => v !== null).length).toBeGreaterThan(40);
    }
    const mods = (await t.app.inject({ method: 'GET', url: `/api/servers/${list[0].id}/mods` })).json();
    expect(mods.mods.map((m: { name: string }) => m.name)).toContain('Wiremod');
  });

  it('leaves an admin’s choice alone: nothing is re-added once servers exist', async () => {
    const [first] = await t.ctx.db.selectFrom('servers').select('id').orderBy('id').execute();
    await t.ctx.db.deleteFrom('servers').where('id', '=', first!.id).execute();
    await seedDemoServers(t.ctx);
    expect(await t.ctx.db.selectFrom('servers').select('custom_name').execute()).toEqual([{ custom_name: 'Creative RP | Events' }]);
  });
});
