/**
 * Response list of the staff review (issue #9 "Performance"): 200 000 responses from 50 000 users
 * on 20 forms, on SQLite and on PostgreSQL. Each scenario is the real call
 * (`GET /api/applications/responses?…` through app.inject, session, guard, schema, serialization
 * included), run 60 times after a warm-up; prints p50/p95/max. Figures only: nothing asserts.
 *
 * Run: `npx tsx bench/admin-lists.bench.ts` (or `npm run bench`). PostgreSQL is used when
 * BENCH_POSTGRES_URL (default: TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test) answers; the data goes into a
 * private schema that is dropped afterwards. BENCH_RESPONSES / BENCH_USERS change the sizes.
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { createClients } from '../apps/server/src/clients.ts';
import type { AppContext } from '../apps/server/src/context.ts';
import { createDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { loadEnv } from '../apps/server/src/env.ts';
import { saveResults, timeListScenarios } from './lib.ts';
import { onEachDatabase } from './databases.ts';
import { memberTotalColumns } from '../apps/server/src/modules/responses/review.queries.ts';
import { insertSession } from '../apps/server/src/modules/auth/sessions.queries.ts';
import { hashToken, randomToken } from '../apps/server/src/modules/auth/tokens.rules.ts';

const RESPONSES = Number(process.env.BENCH_RESPONSES ?? 200_000);
const USERS = Number(process.env.BENCH_USERS ?? 50_000);
const FORMS = 20;
const RUNS = 60;
const WARMUP = 5;
const SECRET = 'bench-session-secret-that-is-long-enough-0123456789';

const statuses = ['submitted', 'under_review', 'pending_interview', 'accepted', 'rejected', 'withdrawn'] as const;
// Most responses are settled; a realistic share is open.
const statusWeights = [0.12, 0.05, 0.03, 0.35, 0.35, 0.1];

function pickStatus(r: number): string {
  let acc = 0;
  for (let i = 0; i < statuses.length; i++) {
    acc += statusWeights[i]!;
    if (r < acc) return statuses[i]!;
  }
  return 'accepted';
}

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

/** 200 000 responses (BENCH_RESPONSES) of 50 000 members (BENCH_USERS); users 1–20 are staff (1–5 admins) with no responses. Also used by http-reads. */
export async function seed(handle: DatabaseHandle) {
  const { db } = handle;
  const rnd = random(42);
  const created = '2024-01-01T00:00:00.000Z';
  const users = Array.from({ length: USERS }, (_, i) => ({
    discord_id: String(300000000000000000n + BigInt(i) * 7919n),
    username: `player_${i}`,
    display_name: i % 10 === 0 ? null : `Player ${['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'][i % 6]} ${i}`,
    email: null,
    avatar: null,
    discord_roles: '[]',
    is_admin: i < 5 ? 1 : 0,
    can_manage_applications: 0,
    can_review_applications: i < 20 ? 1 : 0,
    can_manage_store: 0,
    created_at: created,
  }));
  const size = handle.dialect === 'sqlite' ? 2000 : 2000;
  await db.transaction().execute(async (trx) => {
    // PostgreSQL: the counter triggers fire per row, and 200 000 updates of one counter row inside
    // one transaction pile up row versions no one can prune (minutes). Seed without triggers (and
    // FK checks) and count once at the end, as the migration does for existing rows.
    if (handle.dialect === 'postgres') await sql`set local session_replication_role = replica`.execute(trx);
    await batches(users, size, (chunk) => trx.insertInto('users').values(chunk).execute());
    const forms = Array.from({ length: FORMS }, (_, i) => ({
      slug: `form-${i}`,
      type: i < 15 ? 'application' : 'survey',
      title: i < 15 ? `${['Moderator', 'Builder', 'Event Team', 'Developer', 'Support'][i % 5]} Application ${i}` : `Community Survey ${i}`,
      description: '<p>Bench</p>',
      discord_roles: '{}',
      requires_interview: i % 2,
      created_at: created,
      updated_at: created,
    }));
    await trx.insertInto('forms').values(forms).execute();
    const start = Date.parse('2024-06-01T00:00:00Z');
    const span = 2 * 365 * 86_400_000;
    const responses = Array.from({ length: RESPONSES }, () => {
      const form = 1 + Math.floor(rnd() * FORMS);
      const at = new Date(start + Math.floor(rnd() * span)).toISOString();
      const status = form > 15 ? 'submitted' : pickStatus(rnd());
      return {
        form_id: form,
        form_type: form > 15 ? 'survey' : 'application',
        user_id: 21 + Math.floor(rnd() * (USERS - 20)),
        status,
        submitted_at: at,
        created_at: at,
        updated_at: at,
        interview_availability: '[]',
        assigned_to: status === 'submitted' ? null : 1 + Math.floor(rnd() * 20),
      };
    });
    await batches(responses, size / 2, (chunk) => trx.insertInto('form_responses').values(chunk).execute());
    if (handle.dialect === 'postgres') {
      await sql`delete from response_counters`.execute(trx);
      await sql`insert into response_counters (form_type, status, n) select form_type, status, count(*) from form_responses group by form_type, status`.execute(
        trx,
      );
      const columns = memberTotalColumns({ tab: 'all' });
      const sums = columns.map((c) => sql`count(*) filter (where form_type || '_' || status = ${c})`);
      await sql`delete from member_response_totals`.execute(trx);
      await sql`insert into member_response_totals (user_id, ${sql.join(columns.map((c) => sql.ref(c)))})
        select user_id, ${sql.join(sums)} from form_responses group by user_id`.execute(trx);
    }
  });
  // Fresh statistics and (PostgreSQL) a visibility map, as autovacuum or `PRAGMA optimize` would
  // leave them: without it every index-only scan of freshly loaded rows visits the table.
  await sql.raw(handle.dialect === 'postgres' ? 'vacuum analyze users, forms, form_responses, member_response_totals' : 'analyze').execute(db);
}

const scenarios: Array<[string, string]> = [
  ['all, page 1', ''],
  ['tab=applications', 'tab=applications'],
  ['tab=surveys', 'tab=surveys'],
  ['status=submitted', 'status=submitted'],
  ['status=pending_review', 'status=pending_review'],
  ['status=pending_interview', 'status=pending_interview'],
  ['tab=applications&status=accepted', 'tab=applications&status=accepted'],
  ['formId=7', 'formId=7'],
  ['formId=7&status=pending_interview', 'formId=7&status=pending_interview'],
  ['sort=oldest', 'sort=oldest'],
  ['q=player_4242 (one user)', 'q=player_4242'],
  ['q=charlie (a sixth of users)', 'q=charlie'],
  ['q=moderator (form title)', 'q=moderator'],
  ['q=3000000000000079 (Discord ID part)', 'q=3000000000000079'],
  ['q=zzz (nothing)', 'q=zzz'],
  ['q=player_1&status=submitted', 'q=player_1&status=submitted'],
  ['page 40 (offset 975)', 'page=40'],
  ['page 4000 (offset 99 975)', 'page=4000'],
  ['status=accepted page 2000', 'status=accepted&page=2000'],
];

async function run(handle: DatabaseHandle, label: string, seeded = false) {
  const t0 = performance.now();
  if (!seeded) {
    await seed(handle);
  }
  console.log(`${label}: seeded ${USERS} users, ${RESPONSES} responses in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: SECRET });
  const ctx: AppContext = { env, db: handle.db, dialect: handle.dialect, clients: createClients(env) };
  const app = await buildApp({ ...ctx, rateLimits: { signInPerMinute: 1e6, writesPerMinute: 1e6 }, webRoot: '/nonexistent' });
  await app.ready();
  const token = randomToken();
  await insertSession(handle.db, hashToken(env.sessionSecret, token), 1);
  const headers = { cookie: `sid=${token}` };
  // BENCH_ONLY=<regexp> runs only the matching scenarios.
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  const { worst, rows } = await timeListScenarios(
    app,
    headers,
    scenarios.filter(([n]) => !only || only.test(n)),
    (query) => `/api/applications/responses${query ? `?${query}` : ''}`,
    { runs: RUNS, warmup: WARMUP, countLabel: 'rows' },
  );
  console.log(`${label}: worst p95 ${worst.toFixed(2)} ms (target ≤ 30 ms)`);
  await app.close();
  figures[label] = { responses: RESPONSES, users: USERS, worstP95: +worst.toFixed(2), scenarios: rows };
}

const figures: Record<string, unknown> = {};

async function main() {
  if (process.env.BENCH_SQLITE_FILE) {
    // A file kept by an earlier BENCH_KEEP=1 run: measure again without seeding.
    const handle = createDatabase(`file:${process.env.BENCH_SQLITE_FILE}`);
    await run(handle, 'SQLite (kept file)', true);
    await handle.close();
    return;
  }
  await onEachDatabase('lists', (handle, label) => run(handle, label));
}

// Run as a script (not when http-reads imports the seeding).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
  saveResults('adminLists', figures);
}
