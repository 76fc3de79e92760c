import { Writable } from 'node:stream';
import type { AdminFormDetail } from '@crp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { createForm, everyTypeForm, withdraw } from '../../testing/fixtures/forms.ts';
import { createGameKey, eventually, gameGet, linkSteam, steamIdOf } from '../../testing/fixtures/game.ts';
import { apply, decide } from '../../testing/fixtures/review.ts';
import { testDialects } from '../../testing/test-db.ts';

/** D41: the player and whitelist calls game servers make. */
describe.each(testDialects())('game API on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let key: string;
  let staff: AdminFormDetail;
  let builder: AdminFormDetail;
  let n = 100;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    key = (await createGameKey(t, admin)).key;
    staff = await createForm(t, admin, everyTypeForm({ title: 'Whitelist Staff' }));
    builder = await createForm(t, admin, everyTypeForm({ title: 'Whitelist Builder' }));
  });
  afterAll(() => t.close());

  /** A new member with a linked Steam account who applied to `form`. */
  async function applicant(form: AdminFormDetail) {
    const member = await signedInUser(t.ctx, 'member');
    const steamId = steamIdOf(++n);
    await linkSteam(t, member.user.id, steamId);
    const { id } = await apply(t, form, member.cookie);
    return { ...member, steamId, responseId: id };
  }
  const whitelist = async (forms: string, headers: Record<string, string> = {}) => gameGet(t, `/whitelist?forms=${forms}`, key, headers);
  const steamIdsOf = async (forms: string) => (await whitelist(forms)).json<{ steamIds: string[] }>().steamIds;
  /** Waits (generous ceiling) for the list to hold or not hold `steamId`; answers how long it took. */
  async function untilListed(forms: string, steamId: string, listed: boolean): Promise<number> {
    const started = Date.now();
    const ids = await eventually(
      () => steamIdsOf(forms),
      (ids) => ids.includes(steamId) === listed,
    );
    expect(ids.includes(steamId)).toBe(listed);
    return Date.now() - started;
  }

  it('the player call: the member, staff flags, latest response per form and the forms that whitelist them', async () => {
    const a = await applicant(staff);
    await decide(t, a.responseId, admin, { status: 'rejected' });
    // Applying again after a rejection (no cooldown): the latest response is the one that counts.
    const { id: second } = await apply(t, staff, a.cookie);
    const res = await gameGet(t, `/players/${a.steamId}`, key);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      steamId: a.steamId,
      member: { discordId: a.user.discord_id, displayName: a.user.display_name },
      staff: { admin: false, reviewer: false },
      whitelisted: [],
    });
    expect(body.forms).toEqual([{ slug: staff.slug, title: 'Whitelist Staff', status: 'submitted', decidedAt: null }]);
    await decide(t, second, admin, { status: 'accepted' });
    const after = (await gameGet(t, `/players/${a.steamId}`, key)).json();
    expect(after.forms).toEqual([{ slug: staff.slug, title: 'Whitelist Staff', status: 'accepted', decidedAt: expect.any(String) }]);
    expect(after.whitelisted).toEqual([staff.slug]);
  });

  it('the player call: nobody linked is member null; an admin is staff; a malformed SteamID is 400', async () => {
    expect((await gameGet(t, `/players/${steamIdOf(99_999)}`, key)).json()).toEqual({
      steamId: steamIdOf(99_999),
      member: null,
      staff: { admin: false, reviewer: false },
      forms: [],
      whitelisted: [],
    });
    const boss = await signedInUser(t.ctx, 'admin');
    await linkSteam(t, boss.user.id, steamIdOf(98_000));
    expect((await gameGet(t, `/players/${steamIdOf(98_000)}`, key)).json()).toMatchObject({ staff: { admin: true, reviewer: true } });
    for (const bad of ['123', 'STEAM_0:1:12345', '7656119796026572x', '765611979602657280', '00000000000000001', '%20' + steamIdOf(1)]) {
      const res = await gameGet(t, `/players/${bad}`, key);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it('an acceptance shows in the whitelist within 2 seconds; the ETag changes exactly when the content does (304 otherwise)', async () => {
    const first = await whitelist(staff.slug);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.json()).toMatchObject({ forms: [staff.slug], steamIds: expect.any(Array), generatedAt: expect.any(String) });

    const notModified = await whitelist(staff.slug, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);

    // A write that does not change the list leaves the ETag (and the body) as they were.
    const b = await applicant(builder);
    expect((await whitelist(staff.slug, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await whitelist(staff.slug)).json()).toEqual(first.json());

    const a = await applicant(staff);
    await decide(t, a.responseId, admin, { status: 'accepted' });
    expect(await untilListed(staff.slug, a.steamId, true)).toBeLessThan(2000);
    const changed = await whitelist(staff.slug, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((await whitelist(staff.slug, { 'if-none-match': String(changed.headers.etag) })).statusCode).toBe(304);

    // Several forms: anyone accepted on either; the order and repeats of the slugs do not matter.
    await decide(t, b.responseId, admin, { status: 'accepted' });
    await untilListed(`${builder.slug},${staff.slug}`, b.steamId, true);
    const both = await whitelist(`${staff.slug}, ${builder.slug},${staff.slug}`);
    expect(both.json().forms).toEqual([builder.slug, staff.slug].sort());
    expect(both.json().steamIds).toEqual(expect.arrayContaining([a.steamId, b.steamId]));
    expect(both.headers.etag).toBe((await whitelist(`${builder.slug},${staff.slug}`)).headers.etag);
    expect(await steamIdsOf(staff.slug)).not.toContain(b.steamId);
  });

  it('unknown forms give an empty list; no forms is 400', async () => {
    const res = await whitelist('no-such-form,another-unknown');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ forms: ['another-unknown', 'no-such-form'], steamIds: [] });
    for (const q of ['/whitelist', '/whitelist?forms=', '/whitelist?forms=,%20,']) {
      expect((await gameGet(t, q, key)).statusCode, q).toBe(400);
    }
  });

  it('a Steam unlink, an account deletion and a later response remove the member', async () => {
    const unlinking = await applicant(staff);
    const deleting = await applicant(staff);
    const reapplying = await applicant(staff);
    for (const m of [unlinking, deleting, reapplying]) await decide(t, m.responseId, admin, { status: 'accepted' });
    for (const m of [unlinking, deleting, reapplying]) await untilListed(staff.slug, m.steamId, true);

    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/steam', headers: { cookie: unlinking.cookie } })).statusCode).toBe(204);
    expect(await untilListed(staff.slug, unlinking.steamId, false)).toBeLessThan(2000);

    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: { cookie: deleting.cookie } })).statusCode).toBe(200);
    expect(await untilListed(staff.slug, deleting.steamId, false)).toBeLessThan(2000);
    expect((await gameGet(t, `/players/${deleting.steamId}`, key)).json().member).toBeNull();

    // An accepted response blocks a new one on the site (D9), so a later response (then rejected
    // or withdrawn) is written here directly, with the change notice a write sends.
    const later = await t.ctx.db
      .insertInto('form_responses')
      .values({
        form_id: staff.id,
        user_id: reapplying.user.id,
        status: 'submitted',
        form_type: 'application',
        submitted_at: new Date(Date.now() + 1000).toISOString(),
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
        interview_availability: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    t.ctx.changes!.publish('write');
    await untilListed(staff.slug, reapplying.steamId, false);
    expect((await withdraw(t, later.id, reapplying.cookie)).statusCode).toBe(200);
    await untilListed(staff.slug, reapplying.steamId, false);
    expect((await gameGet(t, `/players/${reapplying.steamId}`, key)).json()).toMatchObject({
      forms: [{ slug: staff.slug, status: 'withdrawn', decidedAt: null }],
      whitelisted: [],
    });
  });

  it('computes a list once per change, not per call', async () => {
    let reads = 0;
    const off = t.ctx.changes!.subscribe(() => {});
    const counting = await buildTestApp(
      dialect,
      {},
      {
        plugin: {
          transformQuery: (args) => {
            if (JSON.stringify(args.node).includes('"form_responses"')) reads++;
            return args.node;
          },
          transformResult: async (args) => args.result,
        },
      },
    );
    try {
      const cookie = (await signedInUser(counting.ctx, 'admin')).cookie;
      const k = (await createGameKey(counting, cookie)).key;
      const get = () => gameGet(counting, `/whitelist?forms=${staff.slug}`, k);
      await Promise.all([get(), get(), get()]);
      const afterFirst = reads;
      expect(afterFirst).toBe(1);
      for (let i = 0; i < 5; i++) expect((await get()).statusCode).toBe(200);
      expect(reads).toBe(afterFirst);
      counting.ctx.changes!.publish('write');
      await get();
      await get();
      expect(reads).toBe(afterFirst + 1);
    } finally {
      off();
      await counting.close();
    }
  });

  it('another instance sees an acceptance within 2 seconds (change notice)', async () => {
    const other = await buildApp({ ...t.ctx, webRoot: '/nonexistent-web-root' });
    try {
      const read = async () =>
        (await other.inject({ method: 'GET', url: `/api/game/v1/whitelist?forms=${builder.slug}`, headers: { authorization: `Bearer ${key}` } })).json<{
          steamIds: string[];
        }>().steamIds;
      const m = await applicant(builder);
      expect(await read()).not.toContain(m.steamId);
      await decide(t, m.responseId, admin, { status: 'accepted' });
      const started = Date.now();
      expect(await eventually(read, (ids) => ids.includes(m.steamId))).toContain(m.steamId);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await other.close();
    }
  });

  it('is described in the OpenAPI document, with the bearer key', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { description?: string; security?: unknown; responses: Record<string, unknown> }>>;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    expect(doc.components.securitySchemes.gameKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const list = doc.paths['/api/game/v1/whitelist']!.get!;
    expect(list.description).toContain('ETag');
    expect(list.security).toEqual([{ gameKey: [] }]);
    expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(['200', '304', '400', '401', '429']));
    expect(doc.paths['/api/game/v1/players/{steamId64}']!.get!.responses).toHaveProperty('200');
    expect(doc.paths['/api/admin/game-keys/'] ?? doc.paths['/api/admin/game-keys']).toHaveProperty('post');
  });

  it('never logs the key, the Authorization header or the SteamID of a game call', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await buildApp({ ...t.ctx, logger: { level: 'trace', stream }, webRoot: '/nonexistent-web-root' });
    try {
      const steamId = steamIdOf(4242);
      const call = (url: string, k = key) => logged.inject({ method: 'GET', url, headers: { authorization: `Bearer ${k}` } });
      expect((await call(`/api/game/v1/players/${steamId}`)).statusCode).toBe(200);
      expect((await call(`/api/game/v1/players/${steamId}?x=1`, 'crp_wrongwrongwrongwrongwrongwrongwrong')).statusCode).toBe(401);
      expect((await call('/api/game/v1/players/STEAM_0:1:4242')).statusCode).toBe(400);
      expect((await call(`/api/game//v1/players/${steamId}`)).statusCode).toBe(404);
      await call(`/api/game/v1/whitelist?forms=${staff.slug}`);
      const text = lines.join('');
      expect(text).toContain('/api/game/v1/players/{steamId64}');
      expect(text).toContain('/api/game/v1/whitelist');
      for (const secret of [steamId, 'STEAM_0:1:4242', key, key.slice(4), 'crp_wrongwrong', 'Bearer', 'authorization']) {
        expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
      }
    } finally {
      await logged.close();
    }
  });
});
