/**
 * Reads of the built server under load (issues 13 and 25), measured honestly: the site, its bare
 * twin and the load generator each in their own process. For every read a bare `node:http` server
 * (bench/bare-twin.mjs, own process) answers the same status, headers and bytes the site sent; autocannon
 * (this process, 100 connections) loads the site, then the twin, in BENCH_ROUNDS alternating rounds
 * (default 3) of BENCH_DURATION / BENCH_ROUNDS seconds (default 12 s in all per side). Beside
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
import { hashToken, randomToken } from '../apps/server/src/modules/auth/tokens.rules.ts';
import { seed } from './admin-lists.bench.ts';
import { loadWithCpu, saveResults, startBareTwinProcess, startBuiltServer, table } from './lib.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 12);
/** Alternating rounds of ours and bare per read (BENCH_ROUNDS); each lasts DURATION / ROUNDS seconds. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
type LoadRun = Awaited<ReturnType<typeof loadWithCpu>>;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
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

/** Hop-by-hop and per-answer headers the twin writes itself. */
const notCopied = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
interface Read {
  path: string;
  cookie?: string;
  label?: string;
}

/** One read against the site process `pid` at `base`, and against its bare twin, in alternating rounds. */
async function measure(base: string, pid: number, read: Read): Promise<Record<string, string | number>> {
  const headers = read.cookie ? { cookie: read.cookie } : undefined;
  // Like autocannon: no Accept-Encoding, so the site answers identity bytes the twin can repeat.
  const sample = await fetch(`${base}${read.path}`, { headers: { ...headers, 'accept-encoding': 'identity' } });
  const body = Buffer.from(await sample.arrayBuffer());
  const twinHeaders: Record<string, string> = {};
  sample.headers.forEach((value, name) => {
    if (!notCopied.has(name)) twinHeaders[name] = value;
  });
  const twin = await startBareTwinProcess(sample.status, twinHeaders, body);
  try {
    // Rounds alternate ours and bare, so a machine that slows down or speeds up mid-run (a shared
    // VM does) weighs on both sides alike; the figures are the medians of the rounds.
    const ours: LoadRun[] = [];
    const bare: LoadRun[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      ours.push(await loadWithCpu(`${base}${read.path}`, pid, { duration: DURATION / ROUNDS, headers }));
      bare.push(await loadWithCpu(twin.url, twin.pid, { duration: DURATION / ROUNDS }));
    }
    const shares = ours.map((o, i) => o.rps / bare[i]!.rps);
    const p99Ratios = ours.map((o, i) => o.p99 / Math.max(bare[i]!.p99, 0.001));
    return {
      read: read.label ?? read.path,
      status: sample.status,
      bytes: body.length,
      'ours req/s': median(ours.map((r) => r.rps)),
      'ours p99 ms': median(ours.map((r) => r.p99)),
      'ours CPU µs/answer': median(ours.map((r) => r.cpuPerAnswerUs)),
      'bare req/s': median(bare.map((r) => r.rps)),
      'bare p99 ms': median(bare.map((r) => r.p99)),
      'bare CPU µs/answer': median(bare.map((r) => r.cpuPerAnswerUs)),
      share: `${Math.round(median(shares) * 100)} %`,
      'share per round': shares.map((x) => Math.round(x * 100)).join('/'),
      'p99 ratio': Math.round(median(p99Ratios) * 100) / 100,
      'non-2xx/errors': ours.reduce((n, r) => n + r.non2xx + r.errors, 0),
    };
  } finally {
    await twin.close();
  }
}

const rows: Array<Record<string, string | number>> = [];
const site = await startBuiltServer({ DATABASE_URL: `file:${file}`, SESSION_SECRET: SECRET });
try {
  await new Promise((r) => setTimeout(r, 2000)); // the first poller cycle fills the servers list
  const reads: Read[] = [
    { path: '/api/servers' },
    { path: '/api/applications/public' },
    { path: '/api/pages/guidelines' },
    { path: '/api/unified-auth/status', cookie: reviewer, label: 'status, signed in' },
    { path: '/api/applications/my-applications', cookie: reviewer, label: 'my applications (empty), signed in' },
    { path: '/api/applications/public', cookie: reviewer, label: 'forms with eligibility, signed in' },
    { path: '/api/applications/responses', cookie: admin, label: 'review list page 1 (200 000), admin' },
  ];
  for (const read of reads) rows.push(await measure(site.url, site.child.pid!, read));
} finally {
  await site.stop();
}

// The same signed-in reads with the session cache and the kept answers off (SESSION_CACHE_MS=0):
// what every first read of a session, and every read after a change, costs through Fastify.
const uncached = await startBuiltServer({ DATABASE_URL: `file:${file}`, SESSION_SECRET: SECRET, SESSION_CACHE_MS: '0' });
try {
  const reads: Read[] = [
    { path: '/api/unified-auth/status', cookie: reviewer, label: 'status, signed in, nothing kept' },
    { path: '/api/applications/my-applications', cookie: reviewer, label: 'my applications, signed in, nothing kept' },
    { path: '/api/applications/responses', cookie: admin, label: 'review list page 1, admin, nothing kept' },
  ];
  for (const read of reads) rows.push(await measure(uncached.url, uncached.child.pid!, read));
} finally {
  await uncached.stop();
  rmSync(dir, { recursive: true, force: true });
}
table(rows);
saveResults('httpReads', rows);
