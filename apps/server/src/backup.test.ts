import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createClients } from './clients.ts';
import type { AppContext } from './context.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadEnv } from './env.ts';
import { createLocalChangeBus } from './lib/change-bus.ts';
import { signedInUser, TEST_SESSION_SECRET, type TestApp } from './testing/build-test-app.ts';
import { createForm, everyTypeForm, submit, validAnswers } from './testing/fixtures/forms.ts';

const backupScript = fileURLToPath(new URL('../../../scripts/backup.mjs', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The real app on a SQLite file, as server.ts opens it (migrated first). */
async function siteOn(path: string): Promise<TestApp> {
  const database = createDatabase(`file:${path}`);
  await migrateToLatest(database.db);
  const env = loadEnv({ NODE_ENV: 'test', SESSION_SECRET: TEST_SESSION_SECRET, LOG_LEVEL: 'silent', DATABASE_URL: `file:${path}` });
  const ctx: AppContext = { env, db: database.db, dialect: 'sqlite', clients: createClients(env), changes: createLocalChangeBus() };
  const app = await buildApp({ ...ctx, rateLimits: { signInPerMinute: 1000, writesPerMinute: 1000 }, webRoot: '/nonexistent-web-root' });
  await app.ready();
  return {
    app,
    ctx,
    database: { ...database, destroy: database.close },
    dns: undefined as never,
    close: async () => {
      await app.close();
      await ctx.clients.demoGameServers?.close();
      await database.close();
    },
  };
}

function runBackup(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [backupScript, ...args], { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const until = async (check: () => boolean, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('npm run backup', () => {
  const dir = mkdtempSync(join(tmpdir(), 'crp-backup-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('copies a running SQLite database under continuous writes into a consistent, checked file that a fresh site serves', async () => {
    const source = join(dir, 'site.db');
    const site = await siteOn(source);
    const admin = await signedInUser(site.ctx, 'admin');
    const form = await createForm(site, admin.cookie, everyTypeForm({ title: 'Backed-up Application' }));
    for (let i = 0; i < 3; i += 1) {
      const member = await signedInUser(site.ctx, 'member');
      expect((await submit(site, member.cookie, form.slug, { answers: validAnswers(form) })).statusCode).toBe(201);
    }
    const saved = await site.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/guidelines',
      headers: { cookie: admin.cookie },
      payload: { title: 'Guidelines', subtitle: null, content: '<p>revision 0</p>' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // Another connection writes continuously: each write changes the page and adds an audit row in one transaction.
    const writer = new SQLite(source);
    writer.pragma('busy_timeout = 5000');
    const write = writer.transaction((n: number) => {
      writer.prepare("update page_contents set content = ? where page_key = 'guidelines'").run(`<p>revision ${n}</p>`);
      writer
        .prepare(
          "insert into audit_log (actor_id, action, target_type, target_id, summary, created_at) values (null, 'page.update', 'page', 'guidelines', ?, ?)",
        )
        .run(`load ${n}`, new Date().toISOString());
    });
    let written = 0;
    let writing = true;
    const loop = new Promise<void>((resolve) => {
      const tick = () => {
        if (!writing) return resolve();
        for (let i = 0; i < 5; i += 1) write((written += 1));
        setImmediate(tick);
      };
      tick();
    });
    await until(() => written >= 200);

    const copy = join(dir, 'copy.db');
    const atStart = written;
    const result = await runBackup([copy], { DATABASE_URL: `file:${source}` });
    const atEnd = written;
    writing = false;
    await loop;
    writer.close();
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/integrity ok, \d+ tables/);
    expect(atEnd).toBeGreaterThan(atStart); // the writes went on while the copy was made

    // One self-contained file, and one moment of the source: the page and the audit rows agree.
    expect(existsSync(`${copy}-wal`)).toBe(false);
    // Every member's data: readable by its owner only (D43 h), whatever the umask.
    expect(statSync(copy).mode & 0o777).toBe(0o600);
    const check = new SQLite(copy, { readonly: true });
    const content = (check.prepare("select content from page_contents where page_key = 'guidelines'").get() as { content: string }).content;
    const loads = (check.prepare("select count(*) as n from audit_log where summary like 'load %'").get() as { n: number }).n;
    check.close();
    const revision = Number(/revision (\d+)/.exec(content)?.[1]);
    expect(revision).toBe(loads);
    expect(revision).toBeGreaterThanOrEqual(atStart); // what was still in the WAL is in the copy

    // A fresh site on the copy serves the same data (the page of that moment, the forms, the responses to staff).
    const restored = await siteOn(copy);
    const page = await restored.app.inject({ method: 'GET', url: '/api/pages/guidelines' });
    expect(page.json().content).toBe(`<p>revision ${revision}</p>`);
    for (const url of ['/api/applications/public', '/api/applications/responses', `/api/applications/${form.slug}`]) {
      const [a, b] = await Promise.all([site, restored].map((s) => s.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } })));
      expect(b!.statusCode, b!.body).toBe(200);
      expect(b!.json()).toEqual(a!.json());
    }
    await restored.close();
    await site.close();

    // It never overwrites a file unless told to.
    const again = await runBackup([copy], { DATABASE_URL: `file:${source}` });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('exists already; pass --force');
  });

  it('with PostgreSQL it prints the pg_dump command and writes nothing', async () => {
    const result = await runBackup([join(dir, 'pg.dump')], { DATABASE_URL: 'postgres://site:secret@db.internal/site' });
    expect(result.code).toBe(2);
    expect(result.stdout).toContain('pg_dump --format=custom');
    expect(result.stdout).not.toContain('secret'); // the command reads $DATABASE_URL instead of repeating it
    expect(existsSync(join(dir, 'pg.dump'))).toBe(false);
  });
});
