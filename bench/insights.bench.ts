/**
 * Staff insights (D42, issue 38): `GET /api/admin/insights` at 200 000 responses, on SQLite and on
 * PostgreSQL. Two years of a busy community up to now: 200 000 responses on 20 forms (15
 * applications, 5 surveys) from 20 000 members, each with its status history as the write path
 * leaves it (submit, a claim for most, a decision or withdrawal for all but the recent and a few
 * stale ones, interview passes and fails), votes on a fifth and notes on a third. Each scenario is
 * the real call through app.inject (session, guard, schema, serialization), 40 runs after a warm-up;
 * prints p50/p95/max. Also the review list with the overdue flag and filter (review targets on).
 *
 * Run: `npm run bench -- insights` (builds first; `-- insights --no-build` skips it) or
 * `npx tsx bench/insights.bench.ts`. BENCH_DB=sqlite|postgres picks one database; BENCH_RESPONSES
 * changes the size; BENCH_KEEP=1 keeps the data, and BENCH_SQLITE_FILE=<file> or
 * BENCH_POSTGRES_SCHEMA=<schema> measure it again (migrated to the latest first, the time printed).
 */
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { createClients } from '../apps/server/src/clients.ts';
import type { AppContext } from '../apps/server/src/context.ts';
import { createDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { rebuildInsightRows } from '../apps/server/src/modules/responses/index.ts';
import { loadEnv } from '../apps/server/src/env.ts';
import { insertSession } from '../apps/server/src/modules/auth/sessions.queries.ts';
import { hashToken, randomToken } from '../apps/server/src/modules/auth/tokens.rules.ts';
import { BENCH_POSTGRES_URL, onEachDatabase } from './databases.ts';
import { percentiles, saveResults } from './lib.ts';

const RESPONSES = Number(process.env.BENCH_RESPONSES ?? 200_000);
const USERS = 20_000;
const STAFF = 20;
const FORMS = 20;
const RUNS = 40;
const WARMUP = 5;
const SECRET = 'bench-session-secret-that-is-long-enough-0123456789';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Deterministic pseudo-random numbers (mulberry32), so both databases get the same data. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function batches<T>(items: T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await write(items.slice(i, i + size));
}

interface History {
  response_id: number;
  from_status: string | null;
  to_status: string;
  changed_by: number | null;
  changed_at: string;
  notes: null;
}

async function seed(handle: DatabaseHandle, nowMs: number) {
  const { db } = handle;
  const rnd = random(38);
  const iso = (ms: number) => new Date(ms).toISOString();
  const created = iso(nowMs - 800 * DAY);
  const staffId = () => 1 + Math.floor(rnd() * STAFF);
  await db.transaction().execute(async (trx) => {
    // PostgreSQL: skip the counter triggers (not read here) and FK checks while loading.
    if (handle.dialect === 'postgres') await sql`set local session_replication_role = replica`.execute(trx);
    const users = Array.from({ length: USERS }, (_, i) => ({
      discord_id: String(300000000000000000n + BigInt(i) * 7919n),
      username: `player_${i}`,
      display_name: `Player ${i}`,
      email: null,
      avatar: null,
      discord_roles: '[]',
      is_admin: i < 5 ? 1 : 0,
      can_manage_applications: 0,
      can_review_applications: i < STAFF ? 1 : 0,
      can_manage_store: 0,
      created_at: created,
    }));
    await batches(users, 2000, (chunk) => trx.insertInto('users').values(chunk).execute());
    const forms = Array.from({ length: FORMS }, (_, i) => ({
      slug: `form-${i}`,
      type: i < 15 ? 'application' : 'survey',
      title: i < 15 ? `${['Moderator', 'Builder', 'Event Team', 'Developer', 'Support'][i % 5]} Application ${i}` : `Community Survey ${i}`,
      description: '<p>Bench</p>',
      discord_roles: '{}',
      requires_interview: i % 3 === 0 ? 1 : 0,
      review_target_hours: i < 15 && i % 2 === 0 ? 48 : 0,
      created_at: created,
      updated_at: created,
    }));
    await trx.insertInto('forms').values(forms).execute();

    const span = 730 * DAY;
    const responses: Array<Record<string, unknown>> = [];
    const history: History[] = [];
    const votes: Array<Record<string, unknown>> = [];
    const notes: Array<Record<string, unknown>> = [];
    for (let id = 1; id <= RESPONSES; id++) {
      const form = 1 + Math.floor(rnd() * FORMS);
      const survey = form > 15;
      const submitted = nowMs - Math.floor(rnd() * span);
      const move = (from: string | null, to: string, at: number, by: number | null) =>
        history.push({ response_id: id, from_status: from, to_status: to, changed_by: by, changed_at: iso(at), notes: null });
      move(null, 'submitted', submitted, null);
      let status = 'submitted';
      let at = submitted;
      if (!survey) {
        const age = nowMs - submitted;
        const waits = age < 10 * DAY ? rnd() < 0.45 : rnd() < 0.02;
        const first = at + (0.2 + rnd() * 40) * HOUR;
        if (rnd() < 0.3 && first < nowMs) notes.push({ response_id: id, author_id: staffId(), body: 'Looks fine', created_at: iso(first), edited_at: null });
        if (rnd() < 0.2 && first < nowMs) votes.push({ response_id: id, voter_id: staffId(), vote: rnd() < 0.6 ? 'approve' : 'deny', reason: null, created_at: iso(first + HOUR) });
        if (rnd() < 0.6 && first < nowMs) {
          move(status, 'under_review', first, staffId());
          status = 'under_review';
          at = first;
        }
        const decideAt = at + (1 + rnd() * 120) * HOUR;
        if (!waits && decideAt < nowMs) {
          const r = rnd();
          if (r < 0.08) move(status, (status = 'withdrawn'), decideAt, null);
          else if (r < 0.5) move(status, (status = 'rejected'), decideAt, staffId());
          else if (form % 3 === 1) {
            move(status, (status = 'pending_interview'), decideAt, staffId());
            const interview = decideAt + (24 + rnd() * 96) * HOUR;
            if (interview < nowMs) move(status, (status = rnd() < 0.8 ? 'accepted' : 'rejected'), interview, staffId());
          } else move(status, (status = 'accepted'), decideAt, rnd() < 0.05 ? null : staffId());
        }
      }
      responses.push({
        form_id: form,
        form_type: survey ? 'survey' : 'application',
        user_id: STAFF + 1 + Math.floor(rnd() * (USERS - STAFF)),
        status,
        submitted_at: iso(submitted),
        created_at: iso(submitted),
        updated_at: iso(at),
        interview_availability: '[]',
      });
    }
    await batches(responses, 1000, (chunk) => trx.insertInto('form_responses').values(chunk).execute());
    await batches(history, 1500, (chunk) => trx.insertInto('response_status_history').values(chunk).execute());
    await batches(votes, 1500, (chunk) => trx.insertInto('response_votes').values(chunk).execute());
    await batches(notes, 1500, (chunk) => trx.insertInto('response_notes').values(chunk).execute());
    console.log(`  ${responses.length} responses, ${history.length} history rows, ${votes.length} votes, ${notes.length} notes`);
  });
  // The rows were written around the write path: the insights rows are made from them as migration 0026 does.
  const filled = performance.now();
  await rebuildInsightRows(db, handle.dialect);
  console.log(`  insights rows made in ${((performance.now() - filled) / 1000).toFixed(1)} s`);
  // Fresh statistics and (PostgreSQL) a visibility map, as autovacuum or `PRAGMA optimize` would leave them.
  await sql
    .raw(handle.dialect === 'postgres' ? 'vacuum analyze users, forms, form_responses, response_status_history, response_votes, response_notes, response_insights' : 'analyze')
    .execute(db);
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function scenarios(nowMs: number): Array<[string, string]> {
  const today = day(nowMs);
  const back = (days: number) => day(nowMs - days * DAY);
  return [
    ['insights: default (last 30 days, UTC)', '/api/admin/insights'],
    ['insights: last 30 days, Asia/Kathmandu', '/api/admin/insights?tz=Asia/Kathmandu'],
    ['insights: last 30 days, one form', '/api/admin/insights?formId=4'],
    ['insights: last 90 days, Europe/Berlin', `/api/admin/insights?from=${back(89)}&to=${today}&tz=Europe/Berlin`],
    ['insights: 366 days, America/New_York', `/api/admin/insights?from=${back(365)}&to=${today}&tz=America/New_York`],
    ['insights: 366 days, one form', `/api/admin/insights?from=${back(365)}&to=${today}&formId=4`],
    ['insights.csv: last 30 days', '/api/admin/insights.csv'],
    ['review list: page 1 (overdue flag)', '/api/applications/responses'],
    ['review list: overdue=true', '/api/applications/responses?overdue=true'],
    ['dashboard: overdue count', '/api/applications/responses?overdue=true&pageSize=1'],
  ];
}

const figures: Record<string, unknown> = {};

async function run(handle: DatabaseHandle, label: string, seeded = false) {
  const nowMs = Date.now();
  const t0 = performance.now();
  if (!seeded) await seed(handle, nowMs);
  console.log(`${label}: seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: SECRET });
  const ctx: AppContext = { env, db: handle.db, dialect: handle.dialect, clients: createClients(env) };
  const app = await buildApp({ ...ctx, rateLimits: { signInPerMinute: 1e6, writesPerMinute: 1e6 }, webRoot: '/nonexistent' });
  await app.ready();
  const token = randomToken();
  await insertSession(handle.db, hashToken(env.sessionSecret, token), 1);
  const headers = { cookie: `sid=${token}` };
  console.log(`${'scenario'.padEnd(44)}  p50 ms   p95 ms   max ms`);
  const rows: Array<Record<string, string | number>> = [];
  let worstInsights = 0;
  // BENCH_ONLY=<regexp> runs only the matching scenarios.
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  for (const [name, url] of scenarios(nowMs).filter(([n]) => !only || only.test(n))) {
    const times: number[] = [];
    let note = '';
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      if (i === 0 && url.includes('/insights?') || url === '/api/admin/insights') {
        const body = res.json<{ totals: { submitted: number }; backlog: { open: number } }>();
        note = `submitted ${body.totals.submitted}, open ${body.backlog.open}`;
      }
      if (i >= WARMUP) times.push(ms);
    }
    const s = percentiles(times);
    if (url.startsWith('/api/admin/insights')) worstInsights = Math.max(worstInsights, s.p95);
    rows.push({ scenario: name, p50: +s.p50.toFixed(2), p95: +s.p95.toFixed(2), max: +s.max.toFixed(2), note });
    console.log(`${name.padEnd(44)} ${s.p50.toFixed(2).padStart(7)}  ${s.p95.toFixed(2).padStart(7)}  ${s.max.toFixed(2).padStart(7)}  ${note}`);
  }
  console.log(`${label}: worst insights p95 ${worstInsights.toFixed(2)} ms (target ≤ 100 ms)`);
  await app.close();
  figures[label] = { responses: RESPONSES, worstInsightsP95: +worstInsights.toFixed(2), scenarios: rows };
}

/** A database kept by an earlier BENCH_KEEP=1 run, brought to the latest migrations (timed: the upgrade's backfill). */
async function kept(handle: DatabaseHandle, label: string, schema?: string) {
  const t0 = performance.now();
  await migrateToLatest(handle.db, schema ? { schema } : undefined);
  console.log(`${label}: migrated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await sql.raw(handle.dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(handle.db);
  await run(handle, label, true);
  await handle.close();
}

if (process.env.BENCH_SQLITE_FILE || process.env.BENCH_POSTGRES_SCHEMA) {
  // BENCH_SQLITE_FILE=<file> / BENCH_POSTGRES_SCHEMA=<schema>: measure again without seeding.
  if (process.env.BENCH_SQLITE_FILE) await kept(createDatabase(`file:${process.env.BENCH_SQLITE_FILE}`), 'SQLite (kept file)');
  const schema = process.env.BENCH_POSTGRES_SCHEMA;
  if (schema) await kept(createDatabase(BENCH_POSTGRES_URL, { schema }), 'PostgreSQL (kept schema)', schema);
  saveResults('insights', figures);
} else {
  await onEachDatabase('insights', (handle, label) => run(handle, label));
  saveResults('insights', figures);
}
