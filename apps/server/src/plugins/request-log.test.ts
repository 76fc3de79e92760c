import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { buildTestApp } from '../testing/build-test-app.ts';

/**
 * One log line per answer (issue 25): Fastify's "incoming request" line is off, and the one line
 * written carries the request and its answer; no deprecation warning at start (FSTDEP023).
 */
describe('request log', () => {
  it('writes one line per request, with the method, the address, the status and the time', async () => {
    // Listening before any app is built: Fastify emits each deprecation once per process.
    const warnings: string[] = [];
    const onWarning = (w: Error & { code?: string }) => warnings.push(w.code ?? w.message);
    process.on('warning', onWarning);
    const t = await buildTestApp('sqlite');
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const app = await buildApp({ ...t.ctx, logger: { level: 'info', stream }, webRoot: '/nonexistent-web-root' });
    try {
      await app.inject({ method: 'GET', url: '/api/health' });
      await app.inject({ method: 'GET', url: '/api/nowhere' });
      const perRequest = lines.filter((l) => l.req || l.res);
      expect(perRequest).toHaveLength(2);
      expect(perRequest[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/api/health' }, res: { statusCode: 200 } });
      expect(perRequest[1]).toMatchObject({ req: { url: '/api/nowhere' }, res: { statusCode: 404 } });
      expect(typeof perRequest[0]!.responseTime).toBe('number');
      expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
      await new Promise((r) => setImmediate(r)); // warnings are emitted on the next tick
      expect(warnings.filter((code) => code.startsWith('FSTDEP'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await app.close();
      await t.close();
    }
  });
});
