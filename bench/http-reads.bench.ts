/**
 * Reads of the built server under load (issues 13 and 25), measured honestly: the site, its bare
 * twin and the load generator each in their own process. For every read a bare `node:http` server
 * (bench/bare-twin.mjs, own process) answers the same status, headers and bytes the site sent; autocannon
 * (this process, 100 connections, BENCH_DURATION s, default 10) loads the site, then the twin. Beside
 * each rate: p99 and the CPU time (user + system, /proc/<pid>/stat) the answering process spent per
 * answer. Shares are ours / bare in the same run. The database is SQLite with the admin-lists data
 * (200 000 responses, 50 000 members; BENCH_RESPONSES / BENCH_USERS); signed-in reads use sessions
 * of staff accounts that have no responses of their own (so my-applications is the empty list).
 * Run: `npm run bench -- http-reads` (builds first) or `npx tsx bench/http-reads.bench.ts` after `npm run build`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { insertSession } from '../apps/server/src/modules/auth/sessions.queries.ts';
import { hashToken, randomToken } from '../apps/server/src/modules/auth/tokens.ts';
import { seed } from './admin-lists.bench.ts';
import { loadWithCpu, saveResults, startBareTwinProcess, startBuiltServer, table } from './lib.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const SECRET = 'bench-session-secret-0123456789abcdefghij';
const dir = mkdtempSync(join(tmpdir(), 'crp-bench-'));
const file = join(dir, 'bench.db');

// Seed before the site opens the file: the review list's 200 000 responses and two staff sessions.
const t0 = performance.now();
const handle = createDatabase(`file:${file}`);
await migrateToLatest(handle.db);
await seed(handle);
const session = async (userId: number) => {
  const token = randomToken();
  await insertSession(handle.db, hashToken(SECRET, token), userId);
  return `sid=${token}`;
};
// The guidelines page as an admin would have saved it (else the read is the 404 of an unsaved page).
const rule = '<h2>Respect</h2><p>Be kind to other players, staff and visitors; no harassment, hate speech or doxxing.</p>';
await handle.db
  .insertInto('page_contents')
  .values({
    page_key: 'guidelines',
    title: 'Community guidelines',
    subtitle: 'How we play together',
    content: rule.repeat(20),
    updated_at: new Date().toISOString(),
    updated_by: 1,
  })
  .execute();
const admin = await session(1); // an admin: the review list
const reviewer = await session(10); // a reviewer without responses: status, my applications (empty)
await handle.close();
console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const site = await startBuiltServer({ DATABASE_URL: `file:${file}`, SESSION_SECRET: SECRET });
const sitePid = site.child.pid!;
/** Hop-by-hop and per-answer headers the twin writes itself. */
const notCopied = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

try {
  await new Promise((r) => setTimeout(r, 2000)); // the first poller cycle fills the servers list
  const reads: Array<{ path: string; cookie?: string; label?: string }> = [
    { path: '/api/servers' },
    { path: '/api/applications/public' },
    { path: '/api/pages/guidelines' },
    { path: '/api/unified-auth/status', cookie: reviewer, label: 'status, signed in' },
    { path: '/api/applications/my-applications', cookie: reviewer, label: 'my applications (empty), signed in' },
    { path: '/api/applications/responses', cookie: admin, label: 'review list page 1 (200 000), admin' },
  ];
  const rows: Array<Record<string, string | number>> = [];
  for (const read of reads) {
    const headers = read.cookie ? { cookie: read.cookie } : undefined;
    // Like autocannon: no Accept-Encoding, so the site answers identity bytes the twin can repeat.
    const sample = await fetch(`${site.url}${read.path}`, { headers: { ...headers, 'accept-encoding': 'identity' } });
    const body = Buffer.from(await sample.arrayBuffer());
    const twinHeaders: Record<string, string> = {};
    sample.headers.forEach((value, name) => {
      if (!notCopied.has(name)) twinHeaders[name] = value;
    });
    const twin = await startBareTwinProcess(sample.status, twinHeaders, body);
    try {
      const ours = await loadWithCpu(`${site.url}${read.path}`, sitePid, { duration: DURATION, headers });
      const bare = await loadWithCpu(twin.url, twin.pid, { duration: DURATION });
      rows.push({
        read: read.label ?? read.path,
        status: sample.status,
        bytes: body.length,
        'ours req/s': ours.rps,
        'ours p99 ms': ours.p99,
        'ours CPU µs/answer': ours.cpuPerAnswerUs,
        'bare req/s': bare.rps,
        'bare p99 ms': bare.p99,
        'bare CPU µs/answer': bare.cpuPerAnswerUs,
        share: `${Math.round((ours.rps / bare.rps) * 100)} %`,
        'p99 ratio': Math.round((ours.p99 / Math.max(bare.p99, 0.001)) * 100) / 100,
        'non-2xx/errors': ours.non2xx + ours.errors,
      });
    } finally {
      await twin.close();
    }
  }
  table(rows);
  saveResults('httpReads', rows);
} finally {
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}
