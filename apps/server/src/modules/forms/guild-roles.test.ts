import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { FAKE_DISCORD, startFakeDiscord, type FakeDiscord } from '../../testing/fake-discord.ts';
import { testDialects } from '../../testing/test-db.ts';

/** The editor's role pickers for eligibility gates (D34) read the guild's roles through the bot. */
describe.each(testDialects())('GET /api/admin/discord/roles on %s', (dialect) => {
  let t: TestApp;
  let discord: FakeDiscord;
  let manager: string;

  beforeAll(async () => {
    discord = await startFakeDiscord();
    t = await buildTestApp(dialect, discord.env());
    manager = (await signedInUser(t.ctx, 'manager')).cookie;
  });
  afterAll(async () => {
    await t.close();
    await discord.close();
  });

  it('lists the guild roles by name, highest first, without @everyone or managed roles; says when it cannot', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/discord/roles', headers: { cookie: manager } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ available: boolean; roles: Array<{ id: string; name: string }> }>();
    expect(body.available).toBe(true);
    const expected = discord.guildRoles.filter((r) => r.id !== FAKE_DISCORD.guildId && !r.managed).sort((a, b) => b.position - a.position);
    expect(body.roles).toEqual(expected.map((r) => ({ id: r.id, name: r.name })));
    discord.botInGuild = false;
    const down = await t.app.inject({ method: 'GET', url: '/api/admin/discord/roles', headers: { cookie: manager } });
    expect(down.json()).toEqual({ available: false, roles: [] });
    discord.botInGuild = true;
  });
});
