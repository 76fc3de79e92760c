import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../testing/build-test-app.ts';
import { testDialects } from '../testing/test-db.ts';

describe.each(testDialects())('public reads from the in-memory read model on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/guidelines',
      headers: { cookie: admin },
      payload: { title: 'Rules', content: '<p>Be kind.</p>' },
    });
    expect(put.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('serves from memory until a change notice: a row changed behind the app is not seen, a write through it is', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/pages/guidelines' });
    expect(first.json()).toMatchObject({ title: 'Rules' });
    // Changed straight in the database: no notice, so the read model keeps answering what it holds.
    await t.ctx.db.updateTable('page_contents').set({ title: 'Changed behind the app' }).where('page_key', '=', 'guidelines').execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/guidelines' })).json().title).toBe('Rules');
    // Any successful write through the app is a change notice.
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/guidelines',
      headers: { cookie: admin },
      payload: { title: 'Rules v2', content: '<p>Be kinder.</p>' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/guidelines' })).json().title).toBe('Rules v2');
  });

  it('answers 304 to If-None-Match with the current ETag, and revalidation is asked for', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pages/guidelines' });
    expect(res.headers['cache-control']).toBe('no-cache');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/pages/guidelines', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses answers over 1 KB (brotli or gzip, as the client accepts) and keeps small ones plain', async () => {
    const long = '<p>' + 'Respect every player. '.repeat(200) + '</p>';
    await t.app.inject({ method: 'PUT', url: '/api/admin/pages/donation-tos', headers: { cookie: admin }, payload: { title: 'Terms', content: long } });
    const br = await t.app.inject({ method: 'GET', url: '/api/pages/donation-tos', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).content).toBe(long);
    const gz = await t.app.inject({ method: 'GET', url: '/api/pages/donation-tos', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).content).toBe(long);
    const small = await t.app.inject({ method: 'GET', url: '/api/pages/guidelines', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves the servers list and the public forms the same way, and unknown ids in the one error shape', async () => {
    for (const url of ['/api/servers/', '/api/applications/public']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toBeTruthy();
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/servers/987654' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found', message: 'Server not found' });
  });
});
