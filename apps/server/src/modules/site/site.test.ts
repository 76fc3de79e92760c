import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLanding } from '@crp/shared';
import { buildApp } from '../../app.ts';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { jpegBytes, pngBytes, webpBytes } from './image-header.fixtures.ts';

const identity = {
  name: 'Sandbox Nation',
  tagline: 'Build, play, belong.',
  description: 'A sandbox roleplay community.',
  accentColor: '#22D3EE',
  discordInviteUrl: 'https://discord.gg/sandbox',
};
const footer = { text: 'Run by players.', links: [{ label: 'Wiki', url: 'https://wiki.example.test/' }] };

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 2000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDialects())('site identity (D38) on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  const put = (payload: object, cookie = admin) => t.app.inject({ method: 'PUT', url: '/api/admin/site', headers: { cookie }, payload });
  const site = async () => (await t.app.inject('/api/site')).json();
  const upload = (body: Buffer | string, type: string, cookie = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/site/logo', headers: { cookie, 'content-type': type }, payload: body });

  beforeAll(async () => {
    t = await buildTestApp(dialect, { DISCORD_INVITE_URL: 'https://discord.gg/default' });
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
  });
  afterAll(() => t.close());

  it("answers today's texts on a fresh install", async () => {
    const res = await t.app.inject('/api/site');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json();
    expect(body.identity).toMatchObject({ name: 'Creative RP', accentColor: '#8b5cf6', logoUrl: '/logo.svg', discordInviteUrl: 'https://discord.gg/default' });
    expect(body.landing).toEqual(defaultLanding);
    expect(body.landing.rules).toHaveLength(6);
    expect(body.landing.connect).toMatchObject({ address: null });
    expect(body.footer.links).toEqual([]);
  });

  it('lets only admins change it: 401 signed out, 403 for members, reviewers and managers; nothing stored', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/site', payload: { identity } })).statusCode).toBe(401);
    for (const kind of ['member', 'reviewer', 'manager'] as const) {
      const cookie = (await signedInUser(t.ctx, kind)).cookie;
      const res = await put({ identity }, cookie);
      expect(res.statusCode, kind).toBe(403);
      expect((await upload(pngBytes(10, 10), 'image/png', cookie)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/site/logo', headers: { cookie } })).statusCode).toBe(403);
    }
    expect((await site()).identity.name).toBe('Creative RP');
  });

  it.each([
    [{ identity: { ...identity, name: '' } }, 'identity.name', 'Name is required'],
    [{ identity: { ...identity, name: 'x'.repeat(41) } }, 'identity.name', 'at most 40'],
    [{ identity: { ...identity, name: 'Two\nlines' } }, 'identity.name', 'one line'],
    [{ identity: { ...identity, tagline: 't'.repeat(81) } }, 'identity.tagline', 'at most 80'],
    [{ identity: { ...identity, description: 'd'.repeat(301) } }, 'identity.description', 'at most 300'],
    [{ identity: { ...identity, accentColor: 'red' } }, 'identity.accentColor', '#rrggbb'],
    [{ identity: { ...identity, accentColor: '#7c3aed' } }, 'identity.accentColor', 'contrast of 3.53:1'],
    [{ identity: { ...identity, accentColor: '#000000' } }, 'identity.accentColor', 'at least 4.5:1'],
    [{ identity: { ...identity, discordInviteUrl: 'http://discord.gg/x' } }, 'identity.discordInviteUrl', 'https://'],
    [{ identity: { ...identity, discordInviteUrl: 'https://evil.test/invite/x' } }, 'identity.discordInviteUrl', 'discord.gg or discord.com/invite'],
    [{ identity: { ...identity, discordInviteUrl: 'https://discord.com/channels/1' } }, 'identity.discordInviteUrl', 'discord.gg or discord.com/invite'],
    [{ landing: { ...defaultLanding, hero: { ...defaultLanding.hero, title: 'x'.repeat(81) } } }, 'landing.hero.title', 'at most 80'],
    [{ landing: { ...defaultLanding, hero: { ...defaultLanding.hero, text: 'x'.repeat(401) } } }, 'landing.hero.text', 'at most 400'],
    [
      { landing: { ...defaultLanding, connect: { address: null, steps: Array(9).fill({ title: 'a', text: 'b' }) } } },
      'landing.connect.steps',
      'At most 8 steps',
    ],
    [{ landing: { ...defaultLanding, expectations: Array(9).fill({ title: 'a', text: 'b', badge: '' }) } }, 'landing.expectations', 'At most 8'],
    [{ landing: { ...defaultLanding, expectations: [{ title: 'a', text: 'b', badge: 'b'.repeat(21) }] } }, 'landing.expectations.0.badge', 'at most 20'],
    [{ landing: { ...defaultLanding, rules: Array(21).fill({ title: 'a', text: 'b' }) } }, 'landing.rules', 'At most 20 rules'],
    [{ landing: { ...defaultLanding, rules: [{ title: '', text: 'b' }] } }, 'landing.rules.0.title', 'Title is required'],
    [{ footer: { text: 'x'.repeat(401), links: [] } }, 'footer.text', 'at most 400'],
    [{ footer: { text: '', links: Array(13).fill({ label: 'a', url: 'https://a.test' }) } }, 'footer.links', 'At most 12 links'],
    [{ footer: { text: '', links: [{ label: 'a', url: 'javascript:alert(1)' }] } }, 'footer.links.0.url', 'https://'],
    [{ footer: { text: '', links: [{ label: 'a', url: 'ftp://a.test' }] } }, 'footer.links.0.url', 'https://'],
    [{ identity, landing: { ...defaultLanding, rules: 'none' } }, 'landing.rules', ''],
    [{}, 'body', 'at least one'],
    [{ theme: {} }, 'body', ''],
  ])('refuses case %# with 400 naming %s, and stores nothing', async (payload, field, message) => {
    const before = await site();
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toContain(message);
    if (field !== 'body') expect(body.issues.map((i: { path: string }) => i.path)).toContain(`body.${field}`);
    expect(await site()).toEqual(before);
  });

  it('stores each section given (replacing it), keeps HTML as text, and audits site.update', async () => {
    const res = await put({ identity: { ...identity, name: "<b>$' Sandbox</b>" }, footer });
    expect(res.statusCode, res.body).toBe(200);
    const body = await site();
    expect(body.identity).toMatchObject({
      name: "<b>$' Sandbox</b>",
      accentColor: '#22d3ee',
      discordInviteUrl: 'https://discord.gg/sandbox',
      logoUrl: '/logo.svg',
    });
    expect(body.discordInviteUrl).toBe('https://discord.gg/sandbox');
    expect(body.footer).toEqual(footer);
    expect(body.landing).toEqual(defaultLanding);
    const landing = { ...defaultLanding, connect: { address: 'play.sandbox.test:27015', steps: [] }, rules: [{ title: 'Be nice', text: 'Always.' }] };
    expect((await put({ landing })).statusCode).toBe(200);
    expect((await site()).landing).toEqual(landing);
    expect((await site()).identity.name).toBe("<b>$' Sandbox</b>");
    const audit = await t.ctx.db.selectFrom('audit_log').select(['action', 'summary']).where('action', '=', 'site.update').execute();
    expect(audit.map((a) => a.summary)).toEqual(["Changed the site's identity, footer (name '<b>$' Sandbox</b>')", "Changed the site's landing"]);
    expect((await put({ identity: { ...identity, discordInviteUrl: 'https://discord.com/invite/abc' } })).statusCode).toBe(200);
  });

  it('takes a logo by its bytes, stores it by its hash and serves it immutable', async () => {
    const bytes = pngBytes(256, 128, 2048);
    const res = await upload(bytes, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const { logoUrl } = res.json();
    expect(logoUrl).toMatch(/^\/api\/site\/logo\/[0-9a-f]{64}\.png$/);
    expect((await site()).identity.logoUrl).toBe(logoUrl);
    const served = await t.app.inject(logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect((await t.app.inject(logoUrl.replace('.png', '.jpg'))).statusCode).toBe(404);
    expect((await t.app.inject(`/api/site/logo/${'0'.repeat(64)}.png`)).statusCode).toBe(404);
    const audit = await t.ctx.db.selectFrom('audit_log').select('summary').where('action', '=', 'site.logo').execute();
    expect(audit.at(-1)?.summary).toBe('Uploaded a new logo (PNG, 256×128 px, 2 KB)');
  });

  it('takes JPEG and WebP; a PNG sent as image/jpeg is taken as the PNG its bytes are', async () => {
    expect((await upload(jpegBytes(400, 300), 'image/jpeg')).json().logoUrl).toMatch(/\.jpg$/);
    expect((await upload(webpBytes(64, 64), 'image/webp')).json().logoUrl).toMatch(/\.webp$/);
    const disguised = await upload(pngBytes(32, 32), 'image/jpeg');
    expect(disguised.statusCode).toBe(200);
    expect(disguised.json().logoUrl).toMatch(/\.png$/);
    expect((await t.app.inject(disguised.json().logoUrl)).headers['content-type']).toBe('image/png');
  });

  it('refuses an SVG (415), anything else (415), over 512 KB (413) and over 1024×1024 px (400), changing nothing', async () => {
    const before = (await site()).identity.logoUrl;
    const svg = await upload('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toContain('PNG, JPEG or WebP');
    expect((await upload(Buffer.from('GIF89a........'), 'image/gif')).statusCode).toBe(415);
    expect((await upload(Buffer.from('{"a":1}'), 'application/json')).statusCode).toBe(415);
    const big = await upload(pngBytes(100, 100, 600 * 1024), 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const huge = await upload(pngBytes(2000, 2000), 'image/png');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toContain('2000×2000 px');
    expect((await upload(pngBytes(1024, 1025), 'image/png')).statusCode).toBe(400);
    expect((await upload(pngBytes(1024, 1024), 'image/png')).statusCode).toBe(200);
    expect((await upload(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg')).statusCode).toBe(400);
    await upload(pngBytes(1024, 1024), 'image/png');
    expect((await site()).identity.logoUrl).not.toBe(before);
  });

  it('goes back to the built-in mark on DELETE (audited)', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/admin/site/logo', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ logoUrl: '/logo.svg' });
    expect((await site()).identity.logoUrl).toBe('/logo.svg');
    const audit = await t.ctx.db.selectFrom('audit_log').select('summary').where('action', '=', 'site.logo').execute();
    expect(audit.at(-1)?.summary).toBe('Removed the logo (built-in mark)');
  });

  it('shows a change on another instance sharing the database and change bus within 2 seconds', async () => {
    const other = await buildApp({ ...t.ctx, rateLimits: { signInPerMinute: 1000, writesPerMinute: 1000 }, webRoot: '/nonexistent-web-root' });
    try {
      await other.ready();
      const name = `Elsewhere ${Date.now() % 1000}`;
      expect((await put({ identity: { ...identity, name } })).statusCode).toBe(200);
      const started = Date.now();
      const seen = await eventually(
        async () => (await other.inject('/api/site')).json().identity.name as string,
        (value) => value === name,
      );
      expect(seen).toBe(name);
      expect(Date.now() - started).toBeLessThan(2000);
      const logo = (await upload(webpBytes(10, 20), 'image/webp')).json().logoUrl;
      expect(
        await eventually(
          async () => (await other.inject('/api/site')).json().identity.logoUrl,
          (v) => v === logo,
        ),
      ).toBe(logo);
      expect((await other.inject(logo)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
