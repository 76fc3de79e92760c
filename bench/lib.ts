import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** Shared pieces of the benchmarks: the built server as a process, a bare node:http twin, autocannon runs, results.json. */

const serverEntry = fileURLToPath(new URL('../apps/server/dist/server.js', import.meta.url));
export const RESULTS = fileURLToPath(new URL('./results.json', import.meta.url));

export interface Site {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startBuiltServer(env: Record<string, string>): Promise<Site> {
  if (!existsSync(serverEntry)) throw new Error('Build first: npm run build');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server under a bench's load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  // A server that dies under a bench says why (its log), rather than leaving only "connection refused".
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The built server exited (${code ?? signal}):\n${log}`);
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        stopping = true;
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

/** A bare node:http server answering every request with these exact bytes and headers. */
export async function startBareTwin(status: number, headers: Record<string, string>, body: Buffer): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(status, headers);
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

export interface LoadFigures {
  rps: number;
  /** Answers received over the run. */
  total: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export async function load(url: string, options: { connections?: number; duration?: number; headers?: Record<string, string> } = {}): Promise<LoadFigures> {
  const result = await autocannon({ url, connections: options.connections ?? 100, duration: options.duration ?? 10, headers: options.headers ?? {} });
  return {
    rps: Math.round(result.requests.average),
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Merges one benchmark's figures into bench/results.json (with the machine they came from). */
export function saveResults(key: string, figures: unknown): void {
  const current = existsSync(RESULTS) ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Record<string, unknown>) : {};
  current[key] = { measuredAt: new Date().toISOString(), ...machine(), figures };
  writeFileSync(RESULTS, JSON.stringify(current, null, 2) + '\n');
}

export function machine() {
  return { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(os.totalmem() / 2 ** 30) };
}

export function table(rows: Array<Record<string, string | number>>): void {
  console.table(rows);
}

/** Debian's Chromium and the flags that keep it on this machine: the ones the browser tests use. */
export { CHROMIUM as CHROMIUM_PATH, chromiumFlags } from '../scripts/ensure-chromium.mjs';

/** p50, p95 and the slowest of a set of timings (ms). */
export function percentiles(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
}

/**
 * The bare twin in its own process (issue 25): answers every request with these status, headers and
 * bytes, so neither the site nor the load generator shares its event loop.
 */
export async function startBareTwinProcess(
  status: number,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ url: string; pid: number; close(): Promise<void> }> {
  const dir = mkdtempSync(join(os.tmpdir(), 'crp-twin-'));
  const specFile = join(dir, 'spec.json');
  writeFileSync(specFile, JSON.stringify({ status, headers, body: body.toString('base64') }));
  const child = spawn(process.execPath, [fileURLToPath(new URL('./bare-twin.mjs', import.meta.url)), specFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (d) => resolve(Number(String(d).trim())));
    child.once('exit', (code) => reject(new Error(`bare twin exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => (rmSync(dir, { recursive: true, force: true }), resolve()));
        child.kill('SIGTERM');
      }),
  };
}

/** CPU time (user + system) a process has used so far, in microseconds, from /proc/<pid>/stat. */
const CLOCK_TICKS = Number(process.env.CLK_TCK ?? 100);
export function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After "pid (comm) ": state is field 3, utime field 14 and stime field 15 (1-based, man 5 proc).
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}

/** One autocannon run against a process, with that process's CPU time per answer (µs). */
export async function loadWithCpu(url: string, pid: number, options: { duration?: number; headers?: Record<string, string> } = {}) {
  const before = cpuMicros(pid);
  const figures = await load(url, options);
  const cpu = cpuMicros(pid) - before;
  return { ...figures, cpuPerAnswerUs: figures.total ? Math.round((cpu / figures.total) * 10) / 10 : 0 };
}

/**
 * An admin list's scenarios through the real route (`app.inject`): each query `runs` times after
 * `warmup`, p50/p95/max printed as a table line and returned with the worst p95 (the list benches).
 */
export async function timeListScenarios(
  app: { inject(options: { method: 'GET'; url: string; headers: Record<string, string> }): Promise<{ statusCode: number; body: string; json<T>(): T }> },
  headers: Record<string, string>,
  scenarios: Array<[string, string]>,
  urlOf: (query: string) => string,
  { runs, warmup, countLabel }: { runs: number; warmup: number; countLabel: string },
): Promise<{ worst: number; rows: Array<Record<string, string | number>> }> {
  const width = Math.max(40, ...scenarios.map(([name]) => name.length + 2));
  console.log(`${'scenario'.padEnd(width)} ${countLabel.padStart(7)}  p50 ms   p95 ms   max ms`);
  let worst = 0;
  const rows: Array<Record<string, string | number>> = [];
  for (const [name, query] of scenarios) {
    const url = urlOf(query);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < warmup + runs; i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      total = res.json<{ total: number }>().total;
      if (i >= warmup) times.push(ms);
    }
    const s = percentiles(times);
    worst = Math.max(worst, s.p95);
    rows.push({ scenario: name, [countLabel]: total, p50: +s.p50.toFixed(2), p95: +s.p95.toFixed(2), max: +s.max.toFixed(2) });
    console.log(`${name.padEnd(width)} ${String(total).padStart(7)}  ${s.p50.toFixed(2).padStart(6)}   ${s.p95.toFixed(2).padStart(6)}   ${s.max.toFixed(2).padStart(6)}`);
  }
  return { worst, rows };
}
