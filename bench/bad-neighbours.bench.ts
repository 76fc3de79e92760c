/**
 * Memory with every upstream hanging (issue 14 "Bad neighbours"): the built site in demo mode with
 * Discord, BattleMetrics, Steam and the store pointed at a server that accepts and never answers,
 * under steady light load on the reads that reach those upstreams (mods, featured products) and on
 * the ones that do not (/api/servers, the home page), for BENCH_NEIGHBOURS_MINUTES (default 10).
 * The process's resident memory is sampled every 10 s from /proc; the table shows it per minute,
 * with the growth rate over the second half (a leak shows as a steady slope, warm-up does not).
 * Run: `npm run bench -- bad-neighbours` or `npx tsx bench/bad-neighbours.bench.ts` after a build.
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startHangingServer } from '../apps/server/src/testing/fake-hanging.ts';
import { saveResults, startBuiltServer, table } from './lib.ts';

const MINUTES = Number(process.env.BENCH_NEIGHBOURS_MINUTES ?? 10);
const SAMPLE_MS = 10_000;

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
};

/** Least-squares slope of y over x. */
function slope(points: Array<[number, number]>): number {
  const n = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

const hanging = await startHangingServer();
const dir = mkdtempSync(join(tmpdir(), 'crp-bench-neighbours-'));
const site = await startBuiltServer({
  DATABASE_URL: `file:${join(dir, 'bench.db')}`,
  DISCORD_URL: hanging.url,
  DISCORD_BOT_TOKEN: 'bot-token-for-a-hanging-discord',
  BATTLEMETRICS_API_URL: hanging.url,
  STEAM_API_URL: hanging.url,
  STORE_URL: hanging.url,
  STORE_API_KEY: 'store-key-for-a-hanging-store',
  OUTBOUND_ALLOW_PRIVATE: 'true',
  POLL_INTERVAL_MS: '2000',
});
const pid = site.child.pid!;

try {
  const samples: Array<[number, number]> = [[0, rssMb(pid)]];
  const started = Date.now();
  const sampler = setInterval(() => samples.push([(Date.now() - started) / 60_000, rssMb(pid)]), SAMPLE_MS);
  // Upstream-bound reads: each caller's budget and the failure cache keep most of them off the
  // upstream, but every few seconds one waits out its timeout against the hanging server.
  const background = autocannon({
    url: site.url,
    connections: 4,
    duration: MINUTES * 60,
    requests: [{ path: '/api/servers/1/mods' }, { path: '/api/store/featured' }, { path: '/api/store/products' }, { path: '/' }],
  });
  // The reads that must not notice: /api/servers at 20 connections, in one-minute rounds.
  const rounds: Array<{ minute: number; rps: number; p99: number }> = [];
  for (let minute = 1; minute <= MINUTES; minute++) {
    const r = await autocannon({ url: `${site.url}/api/servers`, connections: 20, duration: 60 });
    rounds.push({ minute, rps: Math.round(r.requests.average), p99: r.latency.p99 });
  }
  await background;
  clearInterval(sampler);
  samples.push([(Date.now() - started) / 60_000, rssMb(pid)]);

  const rows = rounds.map(({ minute, rps, p99 }) => {
    const at = samples.filter(([m]) => m <= minute).at(-1)!;
    return { minute, 'RSS MB': +at[1].toFixed(1), '/api/servers req/s': rps, 'p99 ms': p99 };
  });
  table(rows);
  const secondHalf = samples.filter(([m]) => m >= MINUTES / 2);
  const summary = {
    minutes: MINUTES,
    startMb: +samples[0]![1].toFixed(1),
    endMb: +samples.at(-1)![1].toFixed(1),
    maxMb: +Math.max(...samples.map(([, mb]) => mb)).toFixed(1),
    secondHalfSlopeMbPerMin: +slope(secondHalf).toFixed(2),
    upstreamConnections: hanging.connections(),
  };
  console.log(summary);
  saveResults('badNeighbours', { summary, perMinute: rows });
} finally {
  await site.stop();
  await hanging.close();
  rmSync(dir, { recursive: true, force: true });
}
