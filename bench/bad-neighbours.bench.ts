/**
 * Memory with every upstream down or hanging (issue 14 "Bad neighbours"), the setup of
 * e2e/bad-neighbours.e2e.ts: the built site with Discord's bot API, BattleMetrics, Steam and the
 * store pointed at servers that accept and never answer (Discord's sign-in still answers, so an
 * admin session exists), one game server that never answers UDP and one that is down, form
 * webhooks that hang or are down, and the poller every 2 s. For BENCH_NEIGHBOURS_MINUTES (default
 * 10) it drives steady light load: /api/servers at BENCH_NEIGHBOURS_RATE req/s (default 100), and
 * alongside it the reads that reach an upstream (mods, store), the home page, an admin's status
 * checks, and one decision a minute (Discord roles and webhooks into the outbox). The process's
 * resident memory (VmRSS) and open descriptors are sampled every 10 s from /proc; the table shows
 * them per minute with /api/servers' req/s and p99, and the summary the growth rate over the
 * second half by least squares (a leak shows as a steady slope; warm-up does not).
 * Run: `npm run bench -- bad-neighbours`, or `npx tsx bench/bad-neighbours.bench.ts` after a build.
 */
import { createSocket } from 'node:dgram';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { FAKE_FORM_ROLES, startFakeDiscord } from '../apps/server/src/testing/fake-discord.ts';
import { startHangingServer, startSilentUdp } from '../apps/server/src/testing/fake-hanging.ts';
import { freePort, saveResults, startBuiltServer, table } from './lib.ts';

const MINUTES = Number(process.env.BENCH_NEIGHBOURS_MINUTES ?? 10);
const RATE = Number(process.env.BENCH_NEIGHBOURS_RATE ?? 100);
const SAMPLE_MS = 10_000;

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
};
const openFds = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

/** Least-squares slope of y over x. */
function slope(points: Array<[number, number]>): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${name}=`));

/** The real sign-in redirects (start → fake Discord consent → callback), by hand; returns the session cookie. */
async function signInAdmin(siteUrl: string): Promise<string> {
  const start = await fetch(`${siteUrl}/api/unified-auth/discord?redirect=/admin`, { redirect: 'manual' });
  const binding = cookieOf(start, 'oauth_binding');
  const authorize = new URL(start.headers.get('location') ?? '');
  authorize.searchParams.set('decision', 'admin');
  const consent = await fetch(authorize, { redirect: 'manual' });
  const callback = await fetch(consent.headers.get('location') ?? '', { redirect: 'manual', headers: { cookie: binding ?? '' } });
  const sid = cookieOf(callback, 'sid');
  if (!sid) throw new Error(`admin sign-in failed: ${callback.status} ${callback.headers.get('location')}`);
  return sid;
}

/** Sign-in passes through to the fake Discord; the bot's calls and the API health check hang. */
const isSignIn = (req: IncomingMessage) =>
  (req.url ?? '').startsWith('/oauth2/') || req.url === '/api/oauth2/token' || String(req.headers.authorization ?? '').startsWith('Bearer ');

const discord = await startFakeDiscord();
const [hanging, discordHanging, silent] = await Promise.all([
  startHangingServer(),
  startHangingServer({ forward: { to: discord.url, when: isSignIn } }),
  startSilentUdp(),
]);
const downHttp = `http://127.0.0.1:${await freePort()}`;
const downUdp = await (async () => {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
})();
const dir = mkdtempSync(join(tmpdir(), 'crp-bench-neighbours-'));
const databaseFile = join(dir, 'bench.db');

// Sample servers, forms and responses from one demo-mode start; then everything outside is pointed at the bad neighbours.
const seed = await startBuiltServer({ DATABASE_URL: `file:${databaseFile}` });
await seed.stop();
const db = new SQLite(databaseFile);
const [first, second] = db.prepare('select id from servers order by id').all() as Array<{ id: number }>;
const repoint = db.prepare('update servers set host = ?, port = ?, query_port = null, battlemetrics_id = ?, workshop_collection_id = ? where id = ?');
repoint.run('127.0.0.1', silent.port, '7700001', '8800000001', first!.id);
repoint.run('127.0.0.1', downUdp, '7700002', '8800000002', second!.id);
db.prepare('update forms set webhook_incoming = ?, webhook_response = ?, discord_roles = ?').run(
  `${hanging.url}/in`,
  `${downHttp}/decision`,
  JSON.stringify(FAKE_FORM_ROLES),
);
db.close();

const site = await startBuiltServer({
  DATABASE_URL: `file:${databaseFile}`,
  ...discord.env(),
  DISCORD_URL: discordHanging.url,
  BATTLEMETRICS_API_URL: hanging.url,
  STEAM_API_URL: hanging.url,
  STORE_URL: hanging.url,
  STORE_API_KEY: 'store-key-for-a-hanging-store',
  OUTBOUND_ALLOW_PRIVATE: 'true',
  POLL_INTERVAL_MS: '2000',
});
const pid = site.child.pid!;

try {
  const cookie = await signInAdmin(site.url);
  const started = Date.now();
  const at = () => (Date.now() - started) / 60_000;
  const samples: Array<{ minute: number; rss: number; fds: number; pending: number }> = [];
  const sample = () => samples.push({ minute: at(), rss: rssMb(pid), fds: openFds(pid), pending: hanging.pending() + discordHanging.pending() });
  sample();
  const sampler = setInterval(sample, SAMPLE_MS);

  // Beside the measured reads: visitors' reads that wait on an upstream (each has its timeout, one
  // call in flight and a remembered failure) and the home page, at a light rate; an admin's status
  // screen checking the store and Discord (each check waits out its 5 s against a hanging service).
  const visitors = autocannon({
    url: site.url,
    connections: 4,
    overallRate: 20,
    duration: MINUTES * 60,
    timeout: 30,
    requests: [
      { path: `/api/servers/${first!.id}/mods` },
      { path: `/api/servers/${second!.id}/mods` },
      { path: '/api/store/featured' },
      { path: '/api/store/products' },
      { path: '/' },
    ],
  });
  const admin = { cookie };
  const checks = autocannon({
    url: site.url,
    connections: 1,
    duration: MINUTES * 60,
    timeout: 30,
    headers: admin,
    requests: [{ path: '/api/admin/status/payment' }, { path: '/api/admin/status/discord-bot' }, { path: '/api/admin/status/discord-auth' }],
  });
  // One decision a minute while submitted responses last: role changes and webhooks queue in the outbox.
  const submitted = (
    (await (await fetch(`${site.url}/api/applications/responses?status=submitted`, { headers: admin })).json()) as { responses: Array<{ id: number }> }
  ).responses.map((r) => r.id);
  let decisions = 0;
  const decide = async () => {
    const id = submitted.shift();
    if (id === undefined) return;
    const res = await fetch(`${site.url}/api/applications/response/${id}/status`, {
      method: 'PATCH',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'rejected', notes: 'Bench decision.' }),
    });
    if (res.ok) decisions++;
  };

  // The reads that must not notice: /api/servers at a steady light rate, in one-minute rounds.
  const rounds: Array<Record<string, number>> = [];
  for (let minute = 1; minute <= MINUTES; minute++) {
    await decide();
    const r = await autocannon({ url: `${site.url}/api/servers`, connections: 10, overallRate: RATE, duration: 60 });
    const last = samples.at(-1)!;
    rounds.push({
      minute,
      'RSS MB': +last.rss.toFixed(1),
      fds: last.fds,
      'upstream calls waiting': last.pending,
      '/api/servers req/s': Math.round(r.requests.average),
      'p99 ms': r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx,
    });
  }
  const [bg, adminChecks] = await Promise.all([visitors, checks]);
  clearInterval(sampler);
  sample();

  table(rounds);
  const secondHalf = samples.filter((s) => s.minute >= MINUTES / 2).map((s): [number, number] => [s.minute, s.rss]);
  const all = samples.map((s) => s.rss);
  const summary = {
    minutes: MINUTES,
    serversRate: RATE,
    startRssMb: +samples[0]!.rss.toFixed(1),
    endRssMb: +samples.at(-1)!.rss.toFixed(1),
    maxRssMb: +Math.max(...all).toFixed(1),
    secondHalfSlopeMbPerMin: +slope(secondHalf).toFixed(2),
    startFds: samples[0]!.fds,
    endFds: samples.at(-1)!.fds,
    maxUpstreamCallsWaiting: Math.max(...samples.map((s) => s.pending)),
    serversReqPerSec: Math.round(rounds.reduce((s, r) => s + r['/api/servers req/s']!, 0) / rounds.length),
    serversP99Ms: Math.max(...rounds.map((r) => r['p99 ms']!)),
    serversErrors: rounds.reduce((s, r) => s + r.errors!, 0),
    upstreamBoundReads: { requests: bg.requests.total, non2xx: bg.non2xx, errors: bg.errors + bg.timeouts, p50Ms: bg.latency.p50, p99Ms: bg.latency.p99 },
    adminChecks: {
      requests: adminChecks.requests.total,
      non2xx: adminChecks.non2xx,
      errors: adminChecks.errors + adminChecks.timeouts,
      p99Ms: adminChecks.latency.p99,
    },
    decisions,
    upstreamRequests: hanging.requests() + discordHanging.requests(),
    a2sQueries: silent.received(),
  };
  console.log(summary);
  saveResults('badNeighbours', { summary, perMinute: rounds });
} finally {
  await site.stop();
  await Promise.all([hanging.close(), discordHanging.close(), silent.close(), discord.close()]);
  rmSync(dir, { recursive: true, force: true });
}
