import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { testDialects } from '../testing/test-db.ts';
import { demoSteamAccount, seedDemoSteam } from './steam.ts';

/** Demo mode (D27, D33): the demo member has a sample linked Steam account; nothing is looked up. */
describe.each(testDialects())('demo Steam account on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    // No Discord application on loopback: demo mode, with Steam's built-in addresses (never contacted).
    t = await buildTestApp(dialect, { HOST: '127.0.0.1' });
    expect(t.ctx.env.demoMode).toBe(true);
    await seedDemoSteam(t.ctx);
    await seedDemoSteam(t.ctx); // idempotent
    const res = await t.app.inject({ method: 'POST', url: '/api/unified-auth/demo', payload: { role: 'member' } });
    // The sign-in's answer (which the browser keeps as its status) carries the account too.
    expect(res.json().user.steam).toMatchObject({ steamId: demoSteamAccount.steamId });
    cookie = `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
  });
  afterAll(() => t.close());

  it('shows the sample account; refresh keeps it without calling Steam; linking another is refused with a reason', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/api/unified-auth/status', headers: { cookie } });
    expect(status.json().user.steam).toMatchObject({ steamId: demoSteamAccount.steamId, personaName: 'Demo Member', gmodHours: 212 });
    expect(status.json().user.guildJoinedAt).toBeTruthy();
    expect(await t.ctx.db.selectFrom('steam_links').select('id').execute()).toHaveLength(1);

    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/steam/refresh', headers: { cookie } });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().steam).toMatchObject({ gmodHours: 212, stale: false });

    const link = await t.app.inject({ method: 'GET', url: '/api/auth/steam/link', headers: { cookie } });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe('/dashboard?steam=failed&reason=demo');
  });
});
