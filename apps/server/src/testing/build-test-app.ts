import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../app.ts';
import { createClients } from '../clients.ts';
import type { AppContext } from '../context.ts';
import type { Dialect } from '../db/database.ts';
import { loadEnv } from '../env.ts';
import { createLocalChangeBus } from '../lib/change-bus.ts';
import type { RateLimits } from '../plugins/security.ts';
import { hashToken, randomToken } from '../modules/auth/tokens.rules.ts';
import { insertSession } from '../modules/auth/sessions.queries.ts';
import { upsertDiscordUser, type Permissions } from '../modules/users/index.ts';
import { createFakeDns, type FakeDns } from './fake-dns.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: TestDatabase;
  /** The app's name resolution (no real DNS in tests); add names to `dns.table`. */
  dns: FakeDns;
  close(): Promise<void>;
}

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

/** The real app on a fresh migrated database; env holds the variables of the contract (fakes' URLs). */
export async function buildTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  options: { rateLimits?: RateLimits; webRoot?: string; requestTimeoutMs?: number; renderBudgetMs?: number; plugin?: KyselyPlugin } = {},
): Promise<TestApp> {
  const created = await createTestDatabase(dialect);
  // A plugin sees every statement the app runs (tests counting them); ctx.db carries it too.
  const database = options.plugin ? { ...created, db: created.db.withPlugin(options.plugin) } : created;
  // Production refuses the plain-http loopback fakes at start (D43 i, env.test.ts proves it); a test of
  // production behaviour parses as a test and then runs the app as production.
  const production = env.NODE_ENV === 'production';
  const loaded = loadEnv({
    PUBLIC_URL: 'http://localhost:3000',
    SESSION_SECRET: TEST_SESSION_SECRET,
    OUTBOUND_ALLOW_PRIVATE: 'true',
    LOG_LEVEL: 'silent',
    ...env,
    NODE_ENV: 'test',
  });
  const parsed = production ? { ...loaded, NODE_ENV: 'production' as const } : loaded;
  const dns = createFakeDns();
  const ctx: AppContext = {
    env: parsed,
    db: database.db,
    dialect: database.dialect,
    clients: { ...createClients(parsed), dns },
    changes: createLocalChangeBus(),
  };
  const app = await buildApp({
    ...ctx,
    rateLimits: options.rateLimits ?? { signInPerMinute: 1000, writesPerMinute: 1000 },
    webRoot: options.webRoot ?? '/nonexistent-web-root',
    requestTimeoutMs: options.requestTimeoutMs,
    renderBudgetMs: options.renderBudgetMs,
  });
  await app.ready();
  return {
    app,
    ctx,
    database,
    dns,
    async close() {
      await app.close();
      await ctx.clients.demoGameServers?.close();
      await database.destroy();
    },
  };
}

const roles = {
  member: { isAdmin: false, canManageApplications: false, canReviewApplications: false, canManageStore: false },
  admin: { isAdmin: true, canManageApplications: true, canReviewApplications: true, canManageStore: true },
  manager: { isAdmin: false, canManageApplications: true, canReviewApplications: false, canManageStore: false },
  reviewer: { isAdmin: false, canManageApplications: false, canReviewApplications: true, canManageStore: false },
} satisfies Record<string, Permissions>;

let counter = 0;

/** A user with a live session; returns the Cookie header to send. For tests that are not about sign-in. */
export async function signedInUser(ctx: AppContext, kind: keyof typeof roles = 'member', discordId?: string) {
  counter += 1;
  const id = discordId ?? `4000000000000${String(counter).padStart(5, '0')}`;
  const row = await upsertDiscordUser(
    ctx.db,
    { discordId: id, username: `${kind}_${counter}`, displayName: `${kind} ${counter}`, avatar: null, email: `${kind}${counter}@example.test`, roles: [] },
    roles[kind],
  );
  const token = randomToken();
  await insertSession(ctx.db, hashToken(ctx.env.sessionSecret, token), row.id);
  return { user: row, cookie: `sid=${token}` };
}
