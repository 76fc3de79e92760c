import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signInAs, type Cookie } from '../../testing/discord-sign-in.ts';
import { fakeDiscordUsers, startFakeDiscord, type FakeDiscord } from '../../testing/fake-discord.ts';
import { startFakeSteam, type FakeSteam } from '../../testing/fake-steam.ts';
import { startFakeSteamOpenid, type FakeSteamOpenid } from '../../testing/fake-steam-openid.ts';
import { testDialects } from '../../testing/test-db.ts';

const ALICE_STEAM = '76561198000000101';
const BOB_STEAM = '76561198000000202';
const PRIVATE_STEAM = '76561198000000303';

describe.each(testDialects())('Linking a Steam account (D33) on %s', (dialect) => {
  let t: TestApp;
  let discord: FakeDiscord;
  let openid: FakeSteamOpenid;
  let steam: FakeSteam;
  let member: string;
  let reviewer: string;
  let leaver: string;

  beforeAll(async () => {
    discord = await startFakeDiscord();
    openid = await startFakeSteamOpenid();
    steam = await startFakeSteam({
      players: {
        [ALICE_STEAM]: { personaName: 'Alice on Steam', gmodMinutes: 125 * 60 + 30 },
        [BOB_STEAM]: { personaName: 'Bob', gmodMinutes: 10 * 60 },
        [PRIVATE_STEAM]: { personaName: 'Hidden', gmodMinutes: null },
      },
    });
    t = await buildTestApp(dialect, { ...discord.env(), ...openid.env(), ...steam.env() });
    member = await signInAs(t, discord, 'member');
    reviewer = await signInAs(t, discord, 'reviewer');
    leaver = await signInAs(t, discord, 'leaver');
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([discord.close(), openid.close(), steam.close()]);
  });
  beforeEach(async () => {
    Object.assign(openid, { cancel: false, sayInvalid: false, failWith: 0, delayMs: 0, steamId: ALICE_STEAM });
    steam.failWith = 0;
    steam.delayMs = 0;
    await t.ctx.db.deleteFrom('steam_links').execute();
  });

  /** Our start → the provider's answer (a 302 back to us) → the callback path and this browser's binding cookie. */
  async function startLink(cookie: string) {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/steam/link', headers: { cookie } });
    expect(start.statusCode).toBe(302);
    const binding = (start.cookies as Cookie[]).find((c) => c.name === 'steam_binding')!;
    const login = new URL(start.headers.location as string);
    return { start, binding, login };
  }
  async function providerAnswer(login: URL) {
    const answer = await fetch(login, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('location')!);
    return back;
  }
  const pathOf = (url: URL) => `${url.pathname}${url.search}`;
  const callback = (path: string, cookie: string, binding?: string) =>
    t.app.inject({ method: 'GET', url: path, headers: { cookie: binding ? `${cookie}; steam_binding=${binding}` : cookie } });
  const steamOf = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/unified-auth/status', headers: { cookie } })).json().user.steam;

  async function link(cookie: string) {
    const { binding, login } = await startLink(cookie);
    const back = await providerAnswer(login);
    return callback(pathOf(back), cookie, binding.value);
  }

  it('sends the browser to STEAM_OPENID_URL with an OpenID 2.0 checkid_setup request and a browser-bound state', async () => {
    const { binding, login } = await startLink(member);
    expect(`${login.origin}${login.pathname}`).toBe(openid.endpoint);
    const p = login.searchParams;
    expect(p.get('openid.ns')).toBe('http://specs.openid.net/auth/2.0');
    expect(p.get('openid.mode')).toBe('checkid_setup');
    expect(p.get('openid.identity')).toBe('http://specs.openid.net/auth/2.0/identifier_select');
    expect(p.get('openid.claimed_id')).toBe('http://specs.openid.net/auth/2.0/identifier_select');
    expect(p.get('openid.realm')).toBe('http://localhost:3000');
    expect(p.get('openid.return_to')).toMatch(/^http:\/\/localhost:3000\/api\/auth\/steam\/callback\?state=[\w-]{43}$/);
    expect(binding).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/steam', maxAge: 600 });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/steam/link' })).statusCode).toBe(401);
  });

  it('links the account the provider confirms, with persona and Garry’s Mod hours, shown on the status call', async () => {
    const checksBefore = openid.checks.length;
    const res = await link(member);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard?steam=linked');
    const check = openid.checks[checksBefore]!;
    expect(check['openid.mode']).toBe('check_authentication');
    expect(check['openid.claimed_id']).toBe(`https://steamcommunity.com/openid/id/${ALICE_STEAM}`);
    expect(await steamOf(member)).toMatchObject({
      steamId: ALICE_STEAM,
      steamId2: 'STEAM_0:1:19867186',
      profileUrl: `https://steamcommunity.com/profiles/${ALICE_STEAM}`,
      personaName: 'Alice on Steam',
      gmodHours: 125,
      hoursUnknownReason: null,
      stale: false,
    });
    const own = await t.app.inject({ method: 'GET', url: '/api/auth/steam', headers: { cookie: member } });
    expect(own.json().steam.steamId).toBe(ALICE_STEAM);
  });

  it('a link sends a change notice (the callback is a GET, which sends none): kept status answers are dropped on every instance', async () => {
    const topics: string[] = [];
    const stop = t.ctx.changes!.subscribe((topic) => topics.push(topic));
    try {
      expect((await link(member)).headers.location).toBe('/dashboard?steam=linked');
      expect(topics).toContain('steam');
      topics.length = 0;
      expect((await link(member)).headers.location).toBe('/dashboard?steam=linked'); // the same account again: still a change of its facts
      expect(topics).toContain('steam');
    } finally {
      stop();
    }
  });

  it('refuses a replayed callback: the state is single-use', async () => {
    const { binding, login } = await startLink(member);
    const back = await providerAnswer(login);
    expect((await callback(pathOf(back), member, binding.value)).headers.location).toBe('/dashboard?steam=linked');
    await t.ctx.db.deleteFrom('steam_links').execute();
    const again = await callback(pathOf(back), member, binding.value);
    expect(again.headers.location).toBe('/dashboard?steam=failed&reason=state');
    expect(await steamOf(member)).toBeNull();
  });

  // Each refusal: how the callback is changed, and the reason the dashboard shows.
  const refusals: Array<[string, (back: URL, ctx: { binding: string }) => { path?: string; cookie?: 'member' | 'reviewer'; binding?: string | null }, string]> =
    [
      ['from another browser (no binding cookie)', () => ({ binding: null }), 'state'],
      ['from another browser (its own binding cookie)', () => ({ binding: 'x'.repeat(43) }), 'state'],
      ['for another signed-in member with the same browser', () => ({ cookie: 'reviewer' }), 'state'],
      ['with an unknown state', (back) => (back.searchParams.set('state', 'forged-state'), {}), 'state'],
      [
        'a cancelled sign-in',
        (back) => ({
          path: `${back.pathname}?state=${back.searchParams.get('state')}&openid.ns=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0&openid.mode=cancel`,
        }),
        'cancelled',
      ],
      ['a mode other than id_res', (back) => (back.searchParams.set('openid.mode', 'setup_needed'), {}), 'invalid'],
      ['an assertion from another endpoint', (back) => (back.searchParams.set('openid.op_endpoint', 'https://evil.example/openid/login'), {}), 'endpoint'],
      [
        'a return_to other than the one sent',
        (back) => (back.searchParams.set('openid.return_to', 'http://localhost:3000/api/auth/steam/callback?state=other'), {}),
        'invalid',
      ],
      [
        'a claimed id on another host',
        (back) => {
          back.searchParams.set('openid.claimed_id', `https://steamcommunity.example/openid/id/${BOB_STEAM}`);
          back.searchParams.set('openid.identity', `https://steamcommunity.example/openid/id/${BOB_STEAM}`);
          return {};
        },
        'claimed_id',
      ],
      [
        'a claimed id outside the individual-account range',
        (back) => {
          back.searchParams.set('openid.claimed_id', 'https://steamcommunity.com/openid/id/76561190000000000');
          back.searchParams.set('openid.identity', 'https://steamcommunity.com/openid/id/76561190000000000');
          return {};
        },
        'claimed_id',
      ],
      [
        'a tampered claimed id (signature no longer matches)',
        (back) => {
          back.searchParams.set('openid.claimed_id', `https://steamcommunity.com/openid/id/${BOB_STEAM}`);
          back.searchParams.set('openid.identity', `https://steamcommunity.com/openid/id/${BOB_STEAM}`);
          return {};
        },
        'invalid',
      ],
      [
        'claimed id left out of the signed fields',
        (back) => (back.searchParams.set('openid.signed', 'op_endpoint,return_to,response_nonce,assoc_handle'), {}),
        'invalid',
      ],
      [
        // D43: a positive assertion always names its namespace and its signed fields.
        'no openid.signed list',
        (back) => (back.searchParams.delete('openid.signed'), {}),
        'invalid',
      ],
      ['no openid.ns', (back) => (back.searchParams.delete('openid.ns'), {}), 'invalid'],
      [
        'a parameter given twice',
        (back) => (back.searchParams.append('openid.claimed_id', `https://steamcommunity.com/openid/id/${BOB_STEAM}`), {}),
        'invalid',
      ],
    ];

  it.each(refusals)('links nothing for %s', async (_name, change, reason) => {
    const { binding, login } = await startLink(member);
    const back = await providerAnswer(login);
    const changed = change(back, { binding: binding.value });
    const cookie = changed.cookie === 'reviewer' ? reviewer : member;
    const res = await callback(changed.path ?? pathOf(back), cookie, changed.binding === null ? undefined : (changed.binding ?? binding.value));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/dashboard?steam=failed&reason=${reason}`);
    expect(await t.ctx.db.selectFrom('steam_links').select('steam_id').execute()).toEqual([]);
  });

  it('links nothing when the provider says the assertion is not valid, or cannot be reached', async () => {
    openid.sayInvalid = true;
    expect((await link(member)).headers.location).toBe('/dashboard?steam=failed&reason=invalid');
    openid.sayInvalid = false;
    openid.failWith = 503;
    expect((await link(member)).headers.location).toBe('/dashboard?steam=failed&reason=unavailable');
    expect(await steamOf(member)).toBeNull();
  });

  it('keeps one Steam account to one member: "That Steam account is linked to another member"', async () => {
    expect((await link(member)).headers.location).toBe('/dashboard?steam=linked');
    expect((await link(reviewer)).headers.location).toBe('/dashboard?steam=failed&reason=taken');
    expect(await steamOf(reviewer)).toBeNull();
    expect((await steamOf(member)).steamId).toBe(ALICE_STEAM);
  });

  it('two members linking one account at once: one link, and the other keeps the link they had (D43 e)', async () => {
    openid.steamId = BOB_STEAM;
    expect((await link(reviewer)).headers.location).toBe('/dashboard?steam=linked');
    openid.steamId = ALICE_STEAM;
    const [a, b] = await Promise.all([startLink(member), startLink(reviewer)]);
    const [backA, backB] = await Promise.all([providerAnswer(a.login), providerAnswer(b.login)]);
    const [resA, resB] = await Promise.all([callback(pathOf(backA), member, a.binding.value), callback(pathOf(backB), reviewer, b.binding.value)]);
    const outcomes = [resA.headers.location, resB.headers.location].sort();
    expect(outcomes).toEqual(['/dashboard?steam=failed&reason=taken', '/dashboard?steam=linked']);
    expect(await t.ctx.db.selectFrom('steam_links').select('steam_id').where('steam_id', '=', ALICE_STEAM).execute()).toHaveLength(1);
    // The loser is where they were: the reviewer keeps Bob's account, the member stays unlinked.
    if (resB.headers.location === '/dashboard?steam=linked') expect(await steamOf(member)).toBeNull();
    else expect((await steamOf(reviewer))?.steamId).toBe(BOB_STEAM);
  });

  it('one member completing two links at once: one link, never a 500 (D43 e)', async () => {
    const first = await startLink(member);
    const second = await startLink(member);
    openid.steamId = ALICE_STEAM;
    const backA = await providerAnswer(first.login);
    openid.steamId = BOB_STEAM;
    const backB = await providerAnswer(second.login);
    const answers = await Promise.all([callback(pathOf(backA), member, first.binding.value), callback(pathOf(backB), member, second.binding.value)]);
    for (const res of answers) {
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(/^\/dashboard\?steam=(linked|failed&reason=taken)$/);
    }
    const mine = await t.ctx.db.selectFrom('steam_links').select('steam_id').execute();
    expect(mine).toHaveLength(1);
    expect((await steamOf(member))?.steamId).toBe(mine[0]!.steam_id);
  });

  it('unlinks, and a member may link another account in place of theirs', async () => {
    await link(member);
    openid.steamId = BOB_STEAM;
    await link(member);
    expect((await steamOf(member)).steamId).toBe(BOB_STEAM);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/steam', headers: { cookie: member } });
    expect(res.statusCode).toBe(204);
    expect(await steamOf(member)).toBeNull();
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/steam' })).statusCode).toBe(401);
  });

  it('a private profile links with hours unknown', async () => {
    openid.steamId = PRIVATE_STEAM;
    await link(leaver);
    expect(await steamOf(leaver)).toMatchObject({ steamId: PRIVATE_STEAM, personaName: 'Hidden', gmodHours: null, hoursUnknownReason: 'private' });
  });

  it('Steam down at link time still links (hours unavailable); refresh reads again, and keeps the cached facts, marked, when Steam fails', async () => {
    steam.failWith = 500;
    expect((await link(member)).headers.location).toBe('/dashboard?steam=linked');
    expect(await steamOf(member)).toMatchObject({ steamId: ALICE_STEAM, gmodHours: null, hoursUnknownReason: 'unavailable', checkedAt: null });
    steam.failWith = 0;
    const fresh = await t.app.inject({ method: 'POST', url: '/api/auth/steam/refresh', headers: { cookie: member } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().steam).toMatchObject({ gmodHours: 125, stale: false, personaName: 'Alice on Steam' });
    steam.players.get(ALICE_STEAM)!.gmodMinutes = 200 * 60;
    steam.failWith = 502;
    const stale = await t.app.inject({ method: 'POST', url: '/api/auth/steam/refresh', headers: { cookie: member } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().steam).toMatchObject({ gmodHours: 125, stale: true });
    steam.failWith = 0;
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/steam/refresh', headers: { cookie: member } });
    expect(again.json().steam).toMatchObject({ gmodHours: 200, stale: false });
    steam.players.get(ALICE_STEAM)!.gmodMinutes = 125 * 60 + 30;
  });

  it('a slow Steam Web API does not hold the link up: it links with hours unavailable within the client timeout', async () => {
    steam.delayMs = 8_000;
    const started = Date.now();
    expect((await link(member)).headers.location).toBe('/dashboard?steam=linked');
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(await steamOf(member)).toMatchObject({ steamId: ALICE_STEAM, gmodHours: null, hoursUnknownReason: 'unavailable' });
    // The status call and the dashboard never wait for Steam.
    const t0 = Date.now();
    await steamOf(member);
    expect(Date.now() - t0).toBeLessThan(1_000);
  });

  it('stores the guild join date read at sign-in', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/api/unified-auth/status', headers: { cookie: member } });
    expect(status.json().user.guildJoinedAt).toBe('2024-01-15T12:00:00.000Z');
  });

  it('shows the account to admins: the users list carries it and a SteamID64 search finds its member', async () => {
    await link(member);
    const admin = await signInAs(t, discord, 'admin');
    const found = await t.app.inject({ method: 'GET', url: `/api/users?q=${ALICE_STEAM}`, headers: { cookie: admin } });
    expect(found.statusCode).toBe(200);
    expect(found.json().users).toEqual([
      expect.objectContaining({
        discordId: fakeDiscordUsers.member!.id,
        steam: expect.objectContaining({ steamId: ALICE_STEAM, steamId2: 'STEAM_0:1:19867186', gmodHours: 125 }),
      }),
    ]);
    const all = await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: admin } });
    const reviewerRow = all.json().users.find((u: { discordId: string }) => u.discordId === fakeDiscordUsers.reviewer!.id);
    expect(reviewerRow.steam).toBeNull();
  });
});
