import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeDiscordUsers, startFakeDiscord } from '../apps/server/src/testing/fake-discord.ts';
import { sendJson, startFakeServer } from '../apps/server/src/testing/fake-http.ts';
import { freshPostgresDatabase, setIncomingWebhook, signInOverHttp } from './cluster.ts';
import { startSite, type SiteProcess } from './site-process.ts';

/**
 * kill -9 under submission and decision load (issue 14): 20 kills per database. A checker compares
 * what clients were told with what is stored: no acknowledged write lost, none duplicated, nothing
 * half-written; deliveries pending at a kill are sent after the restart.
 */
const KILLS = Number(process.env.CRASH_KILLS ?? 20);
const QUESTIONS = 3;

interface Stored {
  responses: Array<{ id: number; status: string; answers: number; history: number; nonce: string | null }>;
  pendingDeliveries: number;
}

async function readStored(kind: 'sqlite' | 'postgres', url: string): Promise<Stored> {
  const query = `select r.id, r.status,
      (select count(*) from response_answers a where a.response_id = r.id) as answers,
      (select count(*) from response_status_history h where h.response_id = r.id) as history,
      (select a.answer from response_answers a where a.response_id = r.id and a.position = 0) as nonce
    from form_responses r order by r.id`;
  const pendingQuery = `select count(*) as n from deliveries where status = 'pending'`;
  if (kind === 'sqlite') {
    const db = new SQLite(url.slice('file:'.length), { readonly: true });
    const responses = db.prepare(query).all() as Stored['responses'];
    const pending = (db.prepare(pendingQuery).get() as { n: number }).n;
    db.close();
    return { responses, pendingDeliveries: pending };
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const responses = (await client.query(query)).rows.map((r) => ({ ...r, answers: Number(r.answers), history: Number(r.history) }));
  const pending = Number((await client.query(pendingQuery)).rows[0].n);
  await client.end();
  return { responses, pendingDeliveries: pending };
}

async function runCrashes(kind: 'sqlite' | 'postgres', databaseUrl: string) {
  const discord = await startFakeDiscord();
  const hooks = await startFakeServer((_req, res) => sendJson(res, 200, { ok: true }));
  const env = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'crash-test-session-secret-0123456789abcdefgh',
    PUBLIC_URL: 'http://localhost:39998',
    OUTBOUND_ALLOW_PRIVATE: 'true',
    ...discord.env(),
    ADMIN_DISCORD_IDS: fakeDiscordUsers.admin.id,
  };
  // Every restart on the same port, as a supervisor restarts an instance: it takes back at once what
  // the killed run had claimed (instead of waiting out the 30 s lease).
  let site: SiteProcess = await startSite(`crash-${kind}`, env);
  const port = Number(new URL(site.url).port);
  const admin = await signInOverHttp(site.url, site.url, 'admin');
  const members = [await signInOverHttp(site.url, site.url, 'member'), await signInOverHttp(site.url, site.url, 'reviewer')];
  const created = await fetch(`${site.url}/api/admin/applications`, {
    method: 'POST',
    headers: { cookie: admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'survey',
      title: `Crash Survey ${kind}`,
      description: '<p>x</p>',
      questions: Array.from({ length: QUESTIONS }, (_, i) => ({ type: 'short_text', question: `Q${i + 1}`, required: true })),
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const form = (await created.json()) as { id: number; slug: string; questions: Array<{ id: number }> };
  await setIncomingWebhook(databaseUrl, form.id, `${hooks.url}/hook`);

  const ackedSubmits = new Map<string, number>(); // nonce → response id the client was told
  const ackedDecisions = new Set<number>(); // response ids the client was told are under_review
  let counter = 0;

  for (let kill = 0; kill < KILLS; kill++) {
    if (kill > 0) site = await startSite(`crash-${kind}`, env, { port });
    const url = site.url;
    let stop = false;
    const worker = async (w: number) => {
      while (!stop) {
        try {
          if (w % 3 === 2 && ackedSubmits.size > 0) {
            // A decision on a response whose submit was acknowledged and not yet taken.
            const candidates = [...ackedSubmits.values()].filter((id) => !ackedDecisions.has(id));
            const id = candidates[Math.floor(Math.random() * candidates.length)];
            if (id === undefined) continue;
            const res = await fetch(`${url}/api/applications/response/${id}/status`, {
              method: 'PATCH',
              headers: { cookie: admin, 'content-type': 'application/json' },
              body: JSON.stringify({ status: 'under_review' }),
            });
            if (res.status === 200) ackedDecisions.add(id);
            continue;
          }
          const nonce = `${kind}-${kill}-${w}-${counter++}`;
          const res = await fetch(`${url}/api/applications/${form.slug}/submit`, {
            method: 'POST',
            headers: { cookie: members[w % 2]!, 'content-type': 'application/json' },
            body: JSON.stringify({ answers: form.questions.map((q, i) => ({ questionId: q.id, answer: i === 0 ? nonce : `answer ${i}` })) }),
          });
          if (res.status === 201) ackedSubmits.set(nonce, ((await res.json()) as { response: { id: number } }).response.id);
        } catch {
          return; // the process died under us: the outcome of this request is unknown, and that is allowed
        }
      }
    };
    const workers = Array.from({ length: 6 }, (_, w) => worker(w));
    await new Promise((r) => setTimeout(r, 250 + Math.random() * 500));
    site.child.kill('SIGKILL');
    stop = true;
    await Promise.all(workers);
    await new Promise<void>((resolve) => (site.child.exitCode !== null || site.child.signalCode ? resolve() : site.child.once('exit', () => resolve())));
  }

  // The last start: pending deliveries go out; then the checker reads what is stored.
  site = await startSite(`crash-${kind}`, env, { port });
  await expect.poll(async () => (await readStored(kind, databaseUrl)).pendingDeliveries, { timeout: 15_000, interval: 250 }).toBe(0);
  const stored = await readStored(kind, databaseUrl);
  await site.stop();
  await Promise.all([discord.close(), hooks.close()]);

  const byNonce = new Map<string, number>();
  for (const r of stored.responses) if (r.nonce) byNonce.set(r.nonce, (byNonce.get(r.nonce) ?? 0) + 1);
  const lost = [...ackedSubmits].filter(([nonce, id]) => !stored.responses.some((r) => r.id === id && r.nonce === nonce));
  const duplicated = [...byNonce].filter(([, n]) => n > 1);
  const halfWritten = stored.responses.filter((r) => r.answers !== QUESTIONS || r.history < 1);
  const lostDecisions = [...ackedDecisions].filter((id) => {
    const r = stored.responses.find((x) => x.id === id);
    return !r || r.status !== 'under_review' || r.history < 2;
  });
  // Each stored response's webhook arrived; a kill between sending and recording may repeat one, but
  // then with the same webhook-id, which receivers use to drop the repeat (Standard Webhooks).
  const hookIds = hooks.requests.filter((r) => r.url.pathname === '/hook').map((r) => String(r.headers['webhook-id']));
  const undelivered = stored.responses.length - new Set(hookIds).size;
  console.log(
    `[crash-safety] ${kind}: ${KILLS} kills, ${ackedSubmits.size} submits and ${ackedDecisions.size} decisions acknowledged, ` +
      `${stored.responses.length} stored; lost ${lost.length}, duplicated ${duplicated.length}, half-written ${halfWritten.length}, ` +
      `lost decisions ${lostDecisions.length}; webhooks ${hookIds.length} for ${new Set(hookIds).size} deliveries`,
  );
  expect(ackedSubmits.size).toBeGreaterThan(KILLS);
  expect({ lost, duplicated, halfWritten, lostDecisions, undelivered }).toEqual({
    lost: [],
    duplicated: [],
    halfWritten: [],
    lostDecisions: [],
    undelivered: 0,
  });
}

const dir = mkdtempSync(join(tmpdir(), 'crp-crash-'));
const pgDb = await freshPostgresDatabase('crp_crash');
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await pgDb?.drop();
});

describe('kill -9 under load', () => {
  it(`loses nothing on SQLite (WAL) over ${KILLS} kills`, () => runCrashes('sqlite', `file:${join(dir, 'crash.db')}`), 240_000);
  it.skipIf(!pgDb)(`loses nothing on PostgreSQL over ${KILLS} kills`, () => runCrashes('postgres', pgDb!.url), 240_000);
});
