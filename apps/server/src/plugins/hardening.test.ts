import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { buildTestApp, signedInUser, type TestApp } from '../testing/build-test-app.ts';
import { testDialects } from '../testing/test-db.ts';

/** Sends raw bytes to a listening app and returns what came back before the socket closed (or timeout). */
function rawRequest(port: number, payload: string, waitMs = 5000): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(payload));
    let text = '';
    socket.on('data', (d) => (text += d));
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
    socket.on('error', () => {});
  });
}

const jsonOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));

describe.each(testDialects())('security findings of the review (issue 14) on %s', (dialect) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { rateLimits: { signInPerMinute: 3, writesPerMinute: 4 }, requestTimeoutMs: 600 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it("compares Origin with PUBLIC_URL only, not with the request's own Host (DNS rebinding)", async () => {
    const { cookie } = await signedInUser(t.ctx);
    const rebinding = await t.app.inject({
      method: 'POST',
      url: '/api/unified-auth/logout',
      headers: { cookie, host: 'attacker.example:3000', origin: 'http://attacker.example:3000' },
    });
    expect(rebinding.statusCode).toBe(403);
    expect(rebinding.json()).toMatchObject({ code: 'cross_origin', message: 'Cross-site requests are not allowed.' });
    const own = await t.app.inject({ method: 'POST', url: '/api/unified-auth/logout', headers: { cookie, origin: 'http://localhost:3000' } });
    expect(own.statusCode).toBe(200);
  });

  it('forbids framing in both headers and sends a Permissions-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['permissions-policy']).toContain('camera=()');
  });

  it('marks every answer that depends on the session private, no-store', async () => {
    const { cookie } = await signedInUser(t.ctx);
    for (const url of ['/api/applications/my-applications', '/api/unified-auth/status', '/api/auth/permissions', '/api/admin/applications']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.headers['cache-control'], url).toMatch(/no-store/);
    }
  });

  it('gives each user one write budget across all routes, not one per route', async () => {
    const { cookie } = await signedInUser(t.ctx);
    const write = (method: 'POST' | 'PATCH', url: string) => t.app.inject({ method, url, headers: { cookie } });
    const codes = [
      (await write('POST', '/api/applications/no-such-form/submit')).statusCode,
      (await write('PATCH', '/api/applications/response/999999/withdraw')).statusCode,
      (await write('POST', '/api/applications/no-such-form/submit')).statusCode,
      (await write('PATCH', '/api/applications/response/999998/withdraw')).statusCode,
      (await write('POST', '/api/applications/no-such-form/submit')).statusCode,
    ];
    expect(codes.slice(0, 4)).not.toContain(429);
    expect(codes[4]).toBe(429);
    // Someone else keeps their own budget.
    const other = await signedInUser(t.ctx);
    const theirs = await t.app.inject({ method: 'PATCH', url: '/api/applications/response/999999/withdraw', headers: { cookie: other.cookie } });
    expect(theirs.statusCode).toBe(404);
  });

  it('does not let X-Forwarded-For from an untrusted address dodge the sign-in limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/unified-auth/discord?redirect=/dashboard',
        remoteAddress: '172.17.0.5',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });

  it('answers parser-level errors in the one error shape (431, malformed chunked body)', async () => {
    const big = await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big.text).toMatch(/^HTTP\/1.1 431/);
    expect(jsonOf(big.text)).toMatchObject({ code: 'headers_too_large', message: 'The request headers are too large.' });
    const chunked = await rawRequest(
      port,
      'POST /api/unified-auth/logout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    );
    expect(chunked.text).toMatch(/^HTTP\/1.1 400/);
    expect(jsonOf(chunked.text)).toMatchObject({ message: 'The request is malformed.' });
  });

  it('answers 415 for a body that is not JSON in the one shape', async () => {
    const { cookie } = await signedInUser(t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/unified-auth/refresh',
      headers: { cookie, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: 'Send the request body as JSON (Content-Type: application/json).',
      message: 'Send the request body as JSON (Content-Type: application/json).',
      code: 'unsupported_media_type',
    });
  });

  it('closes a request whose body never finishes', async () => {
    const stalled = await rawRequest(
      port,
      'POST /api/unified-auth/logout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
      15_000,
    );
    expect(stalled.closedAfterMs).toBeLessThan(8_000);
    expect(stalled.text).toMatch(/^HTTP\/1.1 408/);
  });
});

describe('configuration of the proxy trust and the demo sign-in', () => {
  it('trusts X-Forwarded-* from loopback only by default; TRUST_PROXY names others or none', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe('loopback');
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.2' }).TRUST_PROXY).toBe('10.0.0.0/8, 192.168.1.2');
    expect(loadEnv({ TRUST_PROXY: 'none' }).TRUST_PROXY).toBe(false);
    expect(() => loadEnv({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });

  it('runs the demo sign-in only on a loopback address unless DEMO_MODE=true', () => {
    expect(loadEnv({ HOST: '127.0.0.1' }).demoMode).toBe(true);
    expect(() => loadEnv({ HOST: '0.0.0.0' })).toThrow(/DEMO_MODE=true/);
    expect(loadEnv({ HOST: '0.0.0.0', DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(loadEnv({ HOST: '0.0.0.0', DISCORD_CLIENT_ID: 'a', DISCORD_CLIENT_SECRET: 'b' }).demoMode).toBe(false);
  });
});
