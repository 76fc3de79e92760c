import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../testing/build-test-app.ts';
import { loadServerRenderer, timeZoneOf } from './server-render.ts';
import { scriptsAfterContent, withRenderedPage } from './web-app.ts';

/** The index.html vite writes (entry, its chunks, the style sheet). */
const viteIndex = `<!doctype html><html><head><title>t</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-B.js">
    <link rel="modulepreload" crossorigin href="/assets/shell-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  </head><body><div id="root"></div></body></html>`;

/**
 * A server renderer with the interface of apps/web/src/server-render.tsx (whose real build the
 * browser tests use): it reads the sign-in state through the fetch it is given and answers by path.
 */
const renderer = `
let sanitize;
let renders = 0;
export function setUp(server) { sanitize = server.sanitize; }
export async function render(url, context) {
  if (url === '/boom') throw new Error('boom');
  if (url === '/count') return { html: '<p>render ' + ++renders + ' in ' + context.timeZone + '</p>', state: '{}' };
  if (url === '/slow') return new Promise(() => {});
  if (url === '/elsewhere') return { redirect: '//evil.test/' };
  if (url.startsWith('/members-only')) return { redirect: '/login?returnTo=%2Fmembers-only' };
  if (url === '/write') await context.fetch('/api/unified-auth/logout', { method: 'POST' });
  const status = await (await context.fetch('/api/unified-auth/status', {})).json();
  const who = status.user ? status.user.username : 'visitor';
  return { html: '<p>Hello ' + who + ' in ' + context.timeZone + '</p>' + sanitize('<b>ok</b><script>x</script>'), state: JSON.stringify({ who, evil: '</script><script>alert(1)</script>' }) };
}`;

describe('server-rendered pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'crp-ssr-'));
    mkdirSync(join(root, 'web'));
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(root, 'web', 'index.html'), viteIndex);
    writeFileSync(join(root, 'dist-ssr', 'server-render.js'), renderer);
    t = await buildTestApp('sqlite', {}, { webRoot: join(root, 'web') });
  });
  afterAll(() => t.close());

  it('renders the page for the visitor, with their data, and scripts that load after the first paint', async () => {
    const { user, cookie } = await signedInUser(t.ctx);
    const res = await t.app.inject({ url: '/dashboard', headers: { cookie: `${cookie}; crp_tz=Europe%2FBerlin` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root"><p>Hello ${user.username} in Europe/Berlin</p><b>ok</b></div>`);
    // A page with a member's data is theirs alone, and of the moment.
    expect(res.headers['cache-control']).toBe('no-store');
    const state = /<script id="ssr-state" type="application\/json">(.*?)<\/script>/.exec(res.body)![1]!;
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state)).toEqual({ who: user.username, evil: '</script><script>alert(1)</script>' });
    expect(res.body).toContain('<script type="module" id="app-boot" src="/boot.js"');
    expect(res.body).not.toContain('modulepreload');

    const visitor = await t.app.inject('/');
    expect(visitor.body).toContain('<p>Hello visitor in undefined</p>');
    expect(visitor.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject('/boom')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a page that only sends the visitor elsewhere with the redirect, and only to this site', async () => {
    const away = await t.app.inject('/members-only');
    expect(away.statusCode).toBe(302);
    expect(away.headers.location).toBe('/login?returnTo=%2Fmembers-only');
    const offSite = await t.app.inject('/elsewhere');
    expect(offSite.statusCode).toBe(200);
    expect(offSite.body).toContain('<div id="root"></div>');
    expect(offSite.body).toContain('<script type="module" crossorigin src="/assets/index-A.js">');
  });

  it('renders a visitor page once until something changes; a signed-in page every time', async () => {
    const visit = async (headers: Record<string, string> = {}) =>
      /<p>render (\d+) in (\S+)<\/p>/.exec((await t.app.inject({ url: '/count', headers })).body)!.slice(1);
    const [first] = await visit();
    expect(await visit()).toEqual([first, 'undefined']);
    // Dates are shown in the visitor's zone: another zone is another page.
    const [berlin] = await visit({ cookie: 'crp_tz=Europe%2FBerlin' });
    expect(berlin).not.toBe(first);
    expect(await visit({ cookie: 'crp_tz=Europe%2FBerlin' })).toEqual([berlin, 'Europe/Berlin']);
    t.ctx.changes!.publish('write');
    const [afterChange] = await visit();
    expect(Number(afterChange)).toBeGreaterThan(Number(berlin));
    const { cookie } = await signedInUser(t.ctx);
    const [mine] = await visit({ cookie });
    const [mineAgain] = await visit({ cookie });
    expect(Number(mineAgain)).toBe(Number(mine) + 1);
  });

  it('serves the plain page when a render fails or tries to write, and the browser renders it', async () => {
    for (const url of ['/boom', '/write']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('ssr-state');
    }
  });
});

describe('the server renderer', () => {
  it('gives up on a render that takes longer than its budget', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crp-ssr-slow-'));
    writeFileSync(join(dir, 'server-render.js'), renderer);
    const app = Fastify();
    const render = await loadServerRenderer(app, join(dir, 'server-render.js'), 50);
    await expect(render!.render('/slow', { cookie: undefined, remoteAddress: '127.0.0.1', timeZone: undefined })).resolves.toBeNull();
    expect(await loadServerRenderer(app, join(dir, 'missing.js'))).toBeNull();
    await app.close();
  });

  it('takes the time zone from the cookie only when it names a real zone', () => {
    expect(timeZoneOf('sid=a; crp_tz=America%2FNew_York')).toBe('America/New_York');
    expect(timeZoneOf('crp_tz=UTC')).toBe('UTC');
    expect(timeZoneOf('crp_tz=Not%2FAZone')).toBeUndefined();
    expect(timeZoneOf('crp_tz=%E0%A4%A')).toBeUndefined();
    expect(timeZoneOf('xcrp_tz=UTC')).toBeUndefined();
    expect(timeZoneOf(undefined)).toBeUndefined();
  });

  it('puts the rendered markup in #root and its state where no value can close the script element', () => {
    const html = withRenderedPage(scriptsAfterContent(viteIndex), { html: '<p>hi</p>', state: '{"a":"</script><script>alert(1)</script>"}' });
    expect(html).toContain('<div id="root"><p>hi</p></div><script id="ssr-state" type="application/json">');
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('data-entry="/assets/index-A.js" data-preload="/assets/framework-B.js /assets/shell-C.js"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">');
    expect(scriptsAfterContent('<html><head></head></html>')).toBe('<html><head></head></html>');
    expect(html).not.toContain('data-dates-in-utc');
  });

  it("tells the boot script when dates were rendered in UTC for want of the visitor's zone", () => {
    const html = withRenderedPage(scriptsAfterContent(viteIndex), { html: '<p>November 27, 2026</p>', state: '{}', datesInUtc: true });
    expect(html).toContain('<script type="module" id="app-boot" data-dates-in-utc src="/boot.js"');
  });

  it('tells the boot script when the page was sent with something still loading', () => {
    const html = withRenderedPage(scriptsAfterContent(viteIndex), { html: '<p>Loading…</p>', state: '{}', incomplete: true });
    expect(html).toContain('<script type="module" id="app-boot" data-incomplete src="/boot.js"');
    const both = withRenderedPage(scriptsAfterContent(viteIndex), { html: '<p>…</p>', state: '{}', datesInUtc: true, incomplete: true });
    expect(both).toContain('id="app-boot" data-dates-in-utc data-incomplete src="/boot.js"');
  });
});
