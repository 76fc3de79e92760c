/**
 * Public reads and the signed-in status call of the built server (issue 13): autocannon, 100
 * connections for 10 s each, next to a bare node:http server answering the same bytes in the same
 * run; the share is ours / bare. The server runs in demo mode on a fresh SQLite file.
 * Run: `npm run bench` (builds first) or `npx tsx bench/http-reads.bench.ts` after `npm run build`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, saveResults, startBareTwin, startBuiltServer, table } from './lib.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const dir = mkdtempSync(join(tmpdir(), 'crp-bench-'));
const site = await startBuiltServer({ DATABASE_URL: `file:${join(dir, 'bench.db')}`, SESSION_SECRET: 'bench-session-secret-0123456789abcdefghij' });

try {
  // A demo member's session for the signed-in call.
  const signIn = await fetch(`${site.url}/api/unified-auth/demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'member', redirect: '/dashboard' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await new Promise((r) => setTimeout(r, 2000)); // the first poller cycle fills the servers list

  const reads: Array<{ path: string; headers?: Record<string, string> }> = [
    { path: '/api/servers' },
    { path: '/api/servers/1' },
    { path: '/api/applications/public' },
    { path: '/api/pages/guidelines' },
    { path: '/api/store/featured' },
    { path: '/api/health' },
    { path: '/api/unified-auth/status', headers: { cookie } },
  ];
  const rows: Array<Record<string, string | number>> = [];
  for (const read of reads) {
    const sample = await fetch(`${site.url}${read.path}`, { headers: read.headers });
    const body = Buffer.from(await sample.arrayBuffer());
    const twinHeaders: Record<string, string> = { 'content-type': sample.headers.get('content-type') ?? 'application/json' };
    const twin = await startBareTwin(sample.status, twinHeaders, body);
    const ours = await load(`${site.url}${read.path}`, { duration: DURATION, headers: read.headers });
    const bare = await load(twin.url, { duration: DURATION });
    await twin.close();
    rows.push({
      read: read.path,
      status: sample.status,
      bytes: body.length,
      'ours req/s': ours.rps,
      'ours p50 ms': ours.p50,
      'ours p99 ms': ours.p99,
      'bare req/s': bare.rps,
      'bare p99 ms': bare.p99,
      share: `${Math.round((ours.rps / bare.rps) * 100)} %`,
      errors: ours.errors,
    });
  }
  table(rows);
  saveResults('httpReads', rows);
} finally {
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}
