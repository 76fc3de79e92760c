import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../testing/build-test-app.ts';

/**
 * The read model's fast path (app.ts serveReadModelFirst): over a real socket, an address answered
 * once is answered again from memory, before Fastify, with exactly what Fastify sent.
 */
describe('public reads answered before Fastify', () => {
  let t: TestApp;
  let base: string;
  let admin: string;
  const fastAnswers: boolean[] = [];

  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/guidelines',
      headers: { cookie: admin },
      payload: { title: 'Rules', content: `<p>${'Be kind. '.repeat(200)}</p>` },
    });
    const original = t.app.readCache.answerFromMemory;
    vi.spyOn(t.app.readCache, 'answerFromMemory').mockImplementation((req, res, headers) => {
      const answered = original(req, res, headers);
      fastAnswers.push(answered);
      return answered;
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const read = async (path: string, headers: Record<string, string> = {}) => {
    fastAnswers.length = 0;
    const res = await fetch(`${base}${path}`, { headers });
    const all = Object.fromEntries([...res.headers].filter(([name]) => name !== 'date' && name !== 'keep-alive' && name !== 'connection'));
    return { status: res.status, headers: all, body: Buffer.from(await res.arrayBuffer()), fast: fastAnswers[0] };
  };

  it('the second read of an address comes from memory with the same status, headers and bytes, for every encoding and 304', async () => {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const headers = { 'accept-encoding': encoding };
      for (const path of ['/api/pages/guidelines', '/api/servers', '/api/applications/public', '/api/pages/donation-tos']) {
        const first = await read(path, headers);
        const second = await read(path, headers);
        expect(second.fast, `${path} ${encoding}`).toBe(true);
        expect({ ...second, fast: undefined }).toEqual({ ...first, fast: undefined });
      }
    }
    const page = await read('/api/pages/guidelines');
    expect(page.headers).toMatchObject({ 'x-frame-options': 'DENY', 'content-security-policy': expect.stringContaining("frame-ancestors 'none'") });
    const notModified = await read('/api/pages/guidelines', { 'if-none-match': page.headers.etag! });
    expect(notModified).toMatchObject({ status: 304, fast: true });
  });

  it('a write makes the next read go through Fastify, which loads the new answer; queries and other methods never take the fast path', async () => {
    await read('/api/pages/guidelines');
    await t.app.inject({ method: 'PUT', url: '/api/admin/pages/guidelines', headers: { cookie: admin }, payload: { title: 'Rules v2', content: '<p>x</p>' } });
    const after = await read('/api/pages/guidelines');
    expect(after.fast).toBe(false);
    expect(JSON.parse(after.body.toString()).title).toBe('Rules v2');
    expect((await read('/api/pages/guidelines')).fast).toBe(true);

    await read('/api/servers?x=1');
    expect((await read('/api/servers?x=1')).fast).toBe(false);
    expect((await read('/api/unified-auth/status')).fast).toBe(false);
    fastAnswers.length = 0;
    await fetch(`${base}/api/pages/guidelines`, { method: 'HEAD' });
    expect(fastAnswers).toEqual([false]);
  });
});
