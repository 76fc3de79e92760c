/**
 * Submissions per second from 500 signed-in members (sessions created directly in the database),
 * on SQLite and PostgreSQL (issue 13): autocannon, 100 connections for 10 s against the built
 * server; then the stored count is checked against the count acknowledged (201).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { hashToken, randomToken } from '../apps/server/src/modules/auth/tokens.rules.ts';
import { freshPostgresDatabase } from '../e2e/cluster.ts';
import { saveResults, startBuiltServer, table } from './lib.ts';

const USERS = 500;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const SECRET = 'bench-session-secret-0123456789abcdefghij';

/** Members with live sessions, written straight into the database; returns their Cookie headers. */
async function seedMembers(run: (sqlText: string, params: unknown[]) => Promise<void>): Promise<string[]> {
  const cookies: string[] = [];
  const now = new Date().toISOString();
  const later = new Date(Date.now() + 86_400_000).toISOString();
  for (let i = 0; i < USERS; i++) {
    const token = randomToken();
    const discordId = String(800000000000000000n + BigInt(i));
    await run(
      `insert into users (discord_id, username, display_name, avatar, email, discord_roles, is_admin, can_manage_applications, can_review_applications, can_manage_store, is_active, created_at, last_login)
       values ($1, $2, $3, null, null, '[]', 0, 0, 0, 0, 1, $4, $5)`,
      [discordId, `bench_${i}`, `Bench ${i}`, now, now],
    );
    await run(
      `insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at) values ($1, (select id from users where discord_id = $2), $3, $4, $5)`,
      [hashToken(SECRET, token), discordId, now, now, later],
    );
    cookies.push(`sid=${token}`);
  }
  return cookies;
}

async function benchOne(kind: 'sqlite' | 'postgres', databaseUrl: string) {
  const site = await startBuiltServer({ DATABASE_URL: databaseUrl, SESSION_SECRET: SECRET });
  try {
    const admin = await fetch(`${site.url}/api/unified-auth/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'admin' }),
    });
    const adminCookie = admin.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const created = await fetch(`${site.url}/api/admin/applications`, {
      method: 'POST',
      headers: { cookie: adminCookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'survey',
        title: 'Bench Survey',
        description: '<p>x</p>',
        questions: [{ type: 'short_text', question: 'Name', required: true }],
      }),
    });
    const form = (await created.json()) as { id: number; slug: string; questions: Array<{ id: number }> };

    let count: () => Promise<number>;
    let cookies: string[];
    let close = async () => {};
    if (kind === 'sqlite') {
      const db = new SQLite(databaseUrl.slice('file:'.length));
      db.pragma('busy_timeout = 5000');
      // Each $n appears once and in order, so SQLite's plain ? takes the same values.
      cookies = await seedMembers(async (text, params) => void db.prepare(text.replace(/\$\d+/g, '?')).run(...params));
      count = async () => (db.prepare('select count(*) as n from form_responses where form_id = ?').get(form.id) as { n: number }).n;
      close = async () => void db.close();
    } else {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      cookies = await seedMembers(async (text, params) => void (await client.query(text, params)));
      count = async () => Number((await client.query('select count(*) as n from form_responses where form_id = $1', [form.id])).rows[0].n);
      close = () => client.end();
    }

    let next = 0;
    const body = JSON.stringify({ answers: [{ questionId: form.questions[0]!.id, answer: 'Benchmark answer' }] });
    const result = await autocannon({
      url: `${site.url}/api/applications/${form.slug}/submit`,
      connections: Number(process.env.BENCH_CONNECTIONS ?? 100),
      duration: DURATION,
      requests: [
        {
          method: 'POST',
          setupRequest: (req: Record<string, unknown>) => ({
            ...req,
            headers: { 'content-type': 'application/json', cookie: cookies[next++ % cookies.length]! },
            body,
          }),
        },
      ],
    });
    const stored = await count();
    await close();
    return {
      database: kind,
      'submits/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      acknowledged: result['2xx'],
      stored,
      // A request still in flight when the run ends may be stored without being counted as acknowledged.
      lost: Math.max(0, result['2xx'] - stored),
      'non-2xx': result.non2xx,
    };
  } finally {
    await site.stop();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'crp-bench-'));
const rows: Array<Record<string, string | number>> = [];
try {
  rows.push(await benchOne('sqlite', `file:${join(dir, 'bench.db')}`));
  const pgDb = await freshPostgresDatabase('crp_bench');
  if (pgDb) {
    try {
      rows.push(await benchOne('postgres', pgDb.url));
    } finally {
      await pgDb.drop();
    }
  } else console.log('PostgreSQL not reachable: SQLite only');
  table(rows);
  saveResults('submissions', rows);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
