import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from './testing/build-test-app.ts';

describe('bytes on the wire (issue 13)', () => {
  let t: TestApp;
  const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  beforeAll(async () => {
    const web = mkdtempSync(join(tmpdir(), 'crp-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(web, 'assets', 'app-abc123.js'), js);
    writeFileSync(join(web, 'assets', 'app-abc123.js.br'), brotliCompressSync(js));
    t = await buildTestApp('sqlite', {}, { webRoot: web });
  });
  afterAll(() => t.close());

  it('serves the precompressed copy of a hashed asset, cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.body).toBe(js);
  });

  it('never caches the HTML shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('compresses other JSON answers over 1 KB', async () => {
    const { cookie } = await signedInUser(t.ctx, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip', cookie } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).openapi).toMatch(/^3\./);
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
