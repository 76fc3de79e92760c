import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSiteConfig } from './web/web-app.ts';
import { buildTestApp, signedInUser, type TestApp } from './testing/build-test-app.ts';
import { startFakeDiscord, type FakeDiscord } from './testing/fake-discord.ts';
import { testDialects } from './testing/test-db.ts';

describe.each(testDialects())('the app shell on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    const web = mkdtempSync(join(tmpdir(), 'crp-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(web, 'assets', 'app-123.js'), 'console.log(1)');
    t = await buildTestApp(dialect, {}, { webRoot: web, rateLimits: { signInPerMinute: 1000, writesPerMinute: 3 } });
  });
  afterAll(() => t.close());

  it('answers GET /api/health with the database state', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('serves the web app for client routes, with a strict Content-Security-Policy', async () => {
    const res = await t.app.inject('/dashboard?x=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The site settings ride along as inert JSON, so the first paint knows them (no layout shift).
    const embedded = /<script id="site-config" type="application\/json">(.*?)<\/script><\/head>/.exec(res.body);
    expect(JSON.parse(embedded![1]!)).toEqual((await t.app.inject('/api/site')).json());
    const asset = await t.app.inject('/assets/app-123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const missingAsset = await t.app.inject('/assets/missing.js');
    expect(missingAsset.statusCode).toBe(404);
  });

  it('embeds the site settings so that no value can close the script element', () => {
    const html = withSiteConfig('<head></head>', { storeUrl: 'https://s.test/</script><script>alert(1)</script>' });
    expect(html).not.toContain('</script><script>');
    expect(JSON.parse(/type="application\/json">(.*)<\/script>/.exec(html)![1]!)).toEqual({ storeUrl: 'https://s.test/</script><script>alert(1)</script>' });
  });

  it('answers unknown API paths and bad bodies with the one error shape', async () => {
    const missing = await t.app.inject('/api/no-such-thing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: 'No such endpoint: GET /api/no-such-thing',
      message: 'No such endpoint: GET /api/no-such-thing',
      code: 'not_found',
    });
    const badJson = await t.app.inject({ method: 'POST', url: '/api/unified-auth/demo', headers: { 'content-type': 'application/json' }, payload: '{"role":' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe('The request body is not valid JSON.');
  });

  it('answers malformed and overlong addresses in the one error shape', async () => {
    const long = await t.app.inject(`/api/applications/${'a'.repeat(300)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ error: 'The address is too long.', code: 'too_long' });
    const bad = await t.app.inject('/api/applications/%E0%A4%A');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'The address is not valid.' });
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const ui = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(ui.statusCode);
    const doc = await t.app.inject('/api/docs/json');
    expect(doc.json().openapi).toMatch(/^3\./);
    expect(Object.keys(doc.json().paths)).toContain('/api/unified-auth/status');
    // Swagger UI's page needs inline styles; outside production it must not upgrade plain-http requests.
    const page = await t.app.inject('/api/docs/static/index.html');
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('rate limits every write (here: 3 a minute per address)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await t.app.inject({ method: 'POST', url: '/api/unified-auth/logout', remoteAddress: '10.9.9.9' })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await t.app.inject({ method: 'POST', url: '/api/unified-auth/logout', remoteAddress: '10.9.9.9' });
    expect(limited.json().message).toBe('Too many requests. Please wait a moment and try again.');
    // Someone else is not affected.
    const other = await signedInUser(t.ctx);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/unified-auth/logout', headers: { cookie: other.cookie }, remoteAddress: '10.9.9.9' })).statusCode,
    ).toBe(200);
  });

  it('exposes the runtime site settings', async () => {
    const res = await t.app.inject('/api/site');
    expect(res.json()).toMatchObject({ demoMode: true, storeUrl: expect.stringMatching(/^https:\/\//), navigationOverlayMs: 1100 });
  });
});

describe('production mode', () => {
  let t: TestApp;
  let discord: FakeDiscord;
  beforeAll(async () => {
    discord = await startFakeDiscord();
    t = await buildTestApp('sqlite', { ...discord.env(), NODE_ENV: 'production', PUBLIC_URL: 'https://rp.example' });
  });
  afterAll(async () => {
    await t.close();
    await discord.close();
  });

  it('uses a __Host- Secure session cookie and refuses the demo sign-in', async () => {
    const start = await t.app.inject('/api/unified-auth/discord?redirect=/dashboard');
    const authorize = new URL(start.headers.location as string);
    expect(authorize.searchParams.get('redirect_uri')).toBe('https://rp.example/api/unified-auth/discord/callback');
    const binding = start.cookies.find((c) => c.name === 'oauth_binding') as { value: string; secure?: boolean };
    expect(binding.secure).toBe(true);
    authorize.searchParams.set('decision', 'member');
    const consent = await fetch(authorize, { redirect: 'manual' });
    const cb = new URL(consent.headers.get('location') as string);
    const res = await t.app.inject({ url: `${cb.pathname}${cb.search}`, cookies: { oauth_binding: binding.value } });
    const sid = res.cookies.find((c) => c.name === '__Host-sid') as { value: string; secure?: boolean; path?: string };
    expect(sid.secure).toBe(true);
    expect(sid.path).toBe('/');
    const status = await t.app.inject({ url: '/api/unified-auth/status', cookies: { '__Host-sid': sid.value } });
    expect(status.json().authenticated).toBe(true);
    const demo = await t.app.inject({ method: 'POST', url: '/api/unified-auth/demo', payload: { role: 'admin' } });
    expect(demo.statusCode).toBe(404);
  });
});
