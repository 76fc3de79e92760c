/**
 * Admin users list (issue #12 "Performance", decision 0011): 50 000 members (names, usernames,
 * e-mails, Discord IDs) and 100 000 responses, on SQLite and PostgreSQL. Each scenario is the real
 * call (`GET /api/users?…` through app.inject: session, guard, schema, the four counters,
 * serialization), run 60 times after a warm-up; prints p50/p95/max. Figures only: nothing asserts.
 *
 * Run: `npx tsx bench/users-list.bench.ts` (or `npm run bench`). BENCH_DB=sqlite|postgres picks one;
 * PostgreSQL at BENCH_POSTGRES_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test),
 * in a private schema dropped afterwards. BENCH_USERS changes the size.
 */
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { createClients } from '../apps/server/src/clients.ts';
import type { AppContext } from '../apps/server/src/context.ts';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { loadEnv } from '../apps/server/src/env.ts';
import { saveResults, timeListScenarios } from './lib.ts';
import { onEachDatabase } from './databases.ts';
import { insertSession } from '../apps/server/src/modules/auth/sessions.queries.ts';
import { hashToken, randomToken } from '../apps/server/src/modules/auth/tokens.rules.ts';

const USERS = Number(process.env.BENCH_USERS ?? 50_000);
const RESPONSES = USERS * 2;
const RUNS = 60;
const WARMUP = 5;
const SECRET = 'bench-session-secret-that-is-long-enough-0123456789';

const firstNames = ['Shadow', 'Alpha', 'Night', 'Wolf', 'Raven', 'Storm', 'Pixel', 'Blaze', 'Frost', 'Echo', 'Nova', 'Viper', 'Ghost', 'Titan', 'Émile'];
const lastNames = ['Hunter', 'Rider', 'Walker', 'Smith', 'Keller', 'Okafor', 'Rossi', 'Larsen', 'Dubois', 'Nguyen', 'Silva'];

async function batches<T>(items: T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await write(items.slice(i, i + size));
}

async function seed(handle: DatabaseHandle) {
  const { db } = handle;
  const start = Date.parse('2023-01-01T00:00:00Z');
  const users = Array.from({ length: USERS }, (_, i) => {
    const first = firstNames[i % firstNames.length]!;
    const last = lastNames[(i * 7) % lastNames.length]!;
    return {
      discord_id: String(300000000000000000n + BigInt(i) * 7919n),
      username: `${first.toLowerCase()}_${last.toLowerCase()}${i}`,
      display_name: i % 5 === 0 ? null : `${first} ${last} ${i}`,
      email: i % 3 === 0 ? null : `${first.toLowerCase()}.${i}@Example.com`,
      avatar: null,
      discord_roles: '[]',
      is_admin: i % 997 === 0 ? 1 : 0,
      can_manage_applications: 0,
      can_review_applications: 0,
      can_manage_store: 0,
      created_at: new Date(start + i * 600_000).toISOString(),
    };
  });
  await db.transaction().execute(async (trx) => {
    await batches(users, 2000, (chunk) => trx.insertInto('users').values(chunk).execute());
    await trx
      .insertInto('forms')
      .values({ slug: 'bench', type: 'application', title: 'Bench Application', description: '', discord_roles: '{}', created_at: 'x', updated_at: 'x' })
      .execute();
    const responses = Array.from({ length: RESPONSES }, (_, i) => ({
      form_id: 1,
      form_type: 'application',
      // A third of the members applied, several times each.
      user_id: 1 + ((i * 3) % USERS),
      status: 'submitted',
      submitted_at: new Date(start + i * 60_000).toISOString(),
      created_at: 'x',
      updated_at: 'x',
      interview_availability: '[]',
    }));
    await batches(responses, 1000, (chunk) => trx.insertInto('form_responses').values(chunk).execute());
  });
  // Fresh statistics and (PostgreSQL) a visibility map, as autovacuum or `PRAGMA optimize` would leave them.
  await sql.raw(handle.dialect === 'postgres' ? 'vacuum analyze users, form_responses' : 'analyze').execute(db);
}

const scenarios: Array<[string, string]> = [
  ['no search, page 1', ''],
  ['no search, page 1000 (offset 24 975)', 'page=1000'],
  ['q=a (1 char: most members)', 'q=a'],
  ['q=ni (2 chars)', 'q=ni'],
  ['q=wolf (a fifteenth)', 'q=wolf'],
  ['q=WOLF (case folded)', 'q=WOLF'],
  ['q=émile (non-ASCII)', 'q=%C3%A9mile'],
  ['q=example.com (e-mail domain)', 'q=example.com'],
  ['q=frost_hunter1234 (one member)', 'q=frost_hunter1234'],
  ['q=0000000079 (Discord ID part)', 'q=0000000079'],
  ['q=zzzz (nothing)', 'q=zzzz'],
  ['q=123456789 (digits, nothing)', 'q=123456789'],
  ['q=qwertyuiopasdfgh (long, nothing)', 'q=qwertyuiopasdfgh'],
  ['q=wolf&page=50', 'q=wolf&page=50'],
];

async function run(handle: DatabaseHandle, label: string) {
  const t0 = performance.now();
  await seed(handle);
  console.log(`${label}: seeded ${USERS} users, ${RESPONSES} responses in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: SECRET });
  const ctx: AppContext = { env, db: handle.db, dialect: handle.dialect, clients: createClients(env) };
  const app = await buildApp({ ...ctx, rateLimits: { signInPerMinute: 1e6, writesPerMinute: 1e6 }, webRoot: '/nonexistent' });
  await app.ready();
  const token = randomToken();
  await insertSession(handle.db, hashToken(env.sessionSecret, token), 1); // user 1 is an admin (i % 997 === 0)
  const headers = { cookie: `sid=${token}` };
  const { worst, rows } = await timeListScenarios(app, headers, scenarios, (query) => `/api/users${query ? `?${query}` : ''}`, { runs: RUNS, warmup: WARMUP, countLabel: 'total' });
  console.log(`${label}: worst p95 ${worst.toFixed(2)} ms (target ≤ 30 ms)`);
  await app.close();
  figures[label] = { users: USERS, worstP95: +worst.toFixed(2), scenarios: rows };
}
const figures: Record<string, unknown> = {};

async function main() {
  await onEachDatabase('users', run);
}

await main();
saveResults('usersList', figures);
