/**
 * Status poller on 50 servers (run: `npx tsx bench/servers-poller.bench.ts`, or `npm run bench`).
 * 50 fake game servers answer A2S on loopback UDP (the last 5 stay silent, like crashed servers),
 * 20 of them also have a fake BattleMetrics listing. Prints the poll cycle times, the effect of
 * the per-server backoff, and the latency of the list call (`GET /api/servers` data) with 24 h of
 * history for every server, and the load: CPU time per cycle and event-loop utilisation.
 * Figures only: nothing here asserts timings.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createClients } from '../apps/server/src/clients.ts';
import type { AppContext } from '../apps/server/src/context.ts';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { loadEnv } from '../apps/server/src/env.ts';
import { createServerPoller } from '../apps/server/src/modules/servers/status-poller.job.ts';
import { listServers } from '../apps/server/src/modules/servers/servers.service.ts';
import { startFakeA2s, type FakeA2s } from '../apps/server/src/testing/fake-a2s.ts';
import { startFakeBattlemetrics } from '../apps/server/src/testing/fake-battlemetrics.ts';

const SERVERS = 50;
const SILENT = 5;
const WITH_LISTING = 20;
const A2S_TIMEOUT_NOTE = 'A2S timeout 3000 ms (the production default)';

const silentLog = new Proxy({}, { get: (_t, key) => (key === 'child' ? () => silentLog : () => {}) }) as FastifyBaseLogger;

function stats(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `p50 ${at(0.5).toFixed(2)} ms · p95 ${at(0.95).toFixed(2)} ms · max ${sorted.at(-1)!.toFixed(2)} ms`;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'crp-bench-'));
  const database = createDatabase(`file:${join(dir, 'bench.db')}`);
  await migrateToLatest(database.db);
  const games: FakeA2s[] = [];
  for (let i = 0; i < SERVERS; i++) {
    games.push(
      await startFakeA2s({ name: `Bench ${i}`, map: 'gm_construct', players: i % 64, maxPlayers: 64 }, i >= SERVERS - SILENT ? 'silent' : 'challenge'),
    );
  }
  const tracker = await startFakeBattlemetrics();
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...tracker.env() });
  const ctx: AppContext = { env, db: database.db, dialect: database.dialect, clients: createClients(env) };

  const created = new Date().toISOString();
  const rows = await database.db
    .insertInto('servers')
    .values(
      games.map((g, i) => ({
        host: g.host,
        port: g.port,
        battlemetrics_id: i < WITH_LISTING ? String(1000 + i) : null,
        created_at: created,
      })),
    )
    .returning('id')
    .execute();
  games
    .slice(0, WITH_LISTING)
    .forEach((g, i) => tracker.listings.set(String(1000 + i), { name: `Listed ${i}`, ip: g.host, port: g.port, players: 1, maxPlayers: 64, status: 'online' }));

  // A day of 5-minute samples per server, as the list call would find after a day of polling.
  const now = Date.now();
  const samples = rows.flatMap(({ id }) =>
    Array.from({ length: 288 }, (_, k) => ({
      server_id: id,
      sampled_at: new Date(now - (k + 1) * 5 * 60_000).toISOString(),
      players: (id * 7 + k) % 64,
      is_online: 1,
    })),
  );
  for (let i = 0; i < samples.length; i += 500)
    await database.db
      .insertInto('server_samples')
      .values(samples.slice(i, i + 500))
      .execute();

  console.log(`${SERVERS} servers (${SILENT} silent, ${WITH_LISTING} with a listing), SQLite, ${A2S_TIMEOUT_NOTE}, ${samples.length} samples`);
  let clock = Date.now();
  for (const concurrency of [8, 16]) {
    const poller = createServerPoller(ctx, silentLog, { intervalMs: 30_000, concurrency, now: () => clock, holder: `bench-${concurrency}` });
    await database.db.deleteFrom('worker_leases').execute();
    for (let cycle = 1; cycle <= 3; cycle++) {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const eluBefore = performance.eventLoopUtilization();
      const summary = await poller.runOnce();
      const wall = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      const elu = performance.eventLoopUtilization(eluBefore);
      // Load: CPU spent per cycle (fakes included: they run in this process), as a share of one core over
      // the 30 s interval, and how long the event loop was busy (time it could not serve requests).
      console.log(
        `concurrency ${String(concurrency).padStart(2)} · cycle ${cycle}: ${wall.toFixed(0).padStart(5)} ms wall · ${cpuMs.toFixed(0).padStart(4)} ms CPU (${((cpuMs / 30_000) * 100).toFixed(2)}% of a core per 30 s) · event loop busy ${elu.active.toFixed(0)} ms · polled ${summary.polled}, failed ${summary.failed}, backed off ${summary.backedOff}`,
      );
      clock += 30_000;
    }
    await poller.stop();
  }
  console.log(`tracker calls: ${tracker.requests.length} (listings are re-read every 5 min while A2S answers)`);

  const timings: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    const list = await listServers(database.db);
    timings.push(performance.now() - started);
    if (i === 0)
      console.log(`list payload: ${list.length} servers, ${list[0]!.playerHistory.length} history points each, ${JSON.stringify(list).length} bytes of JSON`);
  }
  console.log(`list call (storage only, 200 runs): ${stats(timings)}`);

  await Promise.all(games.map((g) => g.close()));
  await tracker.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
