import pg from 'pg';
import { Redis } from 'ioredis';
import { startSite, type SiteProcess } from './site-process.ts';

/** Helpers for the tests that run several real server processes (multi-instance, crash safety). */

export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export { REDIS_TEST_URL, redisReachable } from '../apps/server/src/testing/redis.ts';

/** A fresh PostgreSQL database for one test file, or null when no server answers. */
export async function freshPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Empties a Redis key space used by one test run. */
export async function flushRedisNamespace(url: string, pattern: string): Promise<void> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  const keys = await client.keys(pattern);
  if (keys.length) await client.del(...keys);
  client.disconnect();
}

/** Starts instances one after another: the first one migrates, the others find the schema ready. */
export async function startInstances(count: number, env: Record<string, string>): Promise<SiteProcess[]> {
  const sites: SiteProcess[] = [];
  for (let i = 0; i < count; i++) sites.push(await startSite(`instance-${i + 1}`, env));
  return sites;
}

/** Cookie jar for fetch: the Set-Cookie values of a response as name → value. */
export function cookiesOf(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    out[pair!.slice(0, eq)] = pair!.slice(eq + 1);
  }
  return out;
}

/**
 * Signs in through the real OAuth redirects without a browser; the flow may start on one instance
 * and return on another (the state lives in the shared database). Returns the Cookie header.
 */
export async function signInOverHttp(startUrl: string, callbackUrl: string, as: string): Promise<string> {
  const start = await fetch(`${startUrl}/api/unified-auth/discord?redirect=/dashboard`, { redirect: 'manual' });
  const binding = cookiesOf(start).oauth_binding;
  const authorize = new URL(start.headers.get('location')!);
  authorize.searchParams.set('decision', as);
  const consent = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location')!);
  const done = await fetch(`${callbackUrl}${callback.pathname}${callback.search}`, { redirect: 'manual', headers: { cookie: `oauth_binding=${binding}` } });
  const sid = cookiesOf(done).sid;
  if (!sid) throw new Error(`sign-in as ${as} failed: ${done.status} ${done.headers.get('location')}`);
  return `sid=${sid}`;
}

/**
 * Points a form's incoming webhook at a loopback receiver, straight in the database: the save call
 * rightly takes https addresses only, and these tests' receivers are plain http on loopback (the
 * instances run with OUTBOUND_ALLOW_PRIVATE=true, which the sender honours).
 */
export async function setIncomingWebhook(databaseUrl: string, formId: number, url: string): Promise<void> {
  if (databaseUrl.startsWith('file:')) {
    const { default: SQLite } = await import('better-sqlite3');
    const db = new SQLite(databaseUrl.slice('file:'.length));
    db.pragma('busy_timeout = 5000');
    db.prepare('update forms set webhook_incoming = ? where id = ?').run(url, formId);
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('update forms set webhook_incoming = $1 where id = $2', [url, formId]);
  await client.end();
}
