import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createClients } from '../../clients.ts';
import type { AppContext } from '../../context.ts';
import { createDatabase, type DatabaseHandle } from '../../db/database.ts';
import { durable } from '../../db/group-commit.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { loadEnv } from '../../env.ts';
import { createLocalChangeBus } from '../../lib/change-bus.ts';
import { signedInUser, TEST_SESSION_SECRET, type TestApp } from '../../testing/build-test-app.ts';
import { signInAs } from '../../testing/discord-sign-in.ts';
import { FAKE_FORM_ROLES, fakeDiscordUsers, startFakeDiscord, type FakeDiscord } from '../../testing/fake-discord.ts';
import { decide, drain, formWith, submitTo } from '../../testing/fixtures/deliveries.ts';
import { createDeliveryWorker } from '../deliveries/delivery-worker.job.ts';

/**
 * D37 on the disk, not only in the tables: on a SQLite file, once the deleted member's deliveries
 * have ended, neither the database file nor its WAL holds their identifiers in any byte (erased
 * data is zeroed where it was, and the WAL with earlier page versions is emptied).
 */
describe('no traces in the SQLite files after a deletion (D37)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'crp-traces-'));
  const path = join(dir, 'site.db');
  let discord: FakeDiscord;
  let database: DatabaseHandle;
  let t: TestApp;

  beforeAll(async () => {
    discord = await startFakeDiscord();
    database = createDatabase(`file:${path}`);
    await migrateToLatest(database.db);
    const env = loadEnv({
      NODE_ENV: 'test',
      SESSION_SECRET: TEST_SESSION_SECRET,
      LOG_LEVEL: 'silent',
      OUTBOUND_ALLOW_PRIVATE: 'true',
      PUBLIC_URL: 'http://localhost:3000',
      ...discord.env(),
    });
    const ctx: AppContext = { env, db: database.db, dialect: 'sqlite', clients: createClients(env), changes: createLocalChangeBus() };
    const app = await buildApp({ ...ctx, rateLimits: { signInPerMinute: 1000, writesPerMinute: 1000 }, webRoot: '/nonexistent-web-root' });
    await app.ready();
    t = { app, ctx, database: { ...database, destroy: database.close }, dns: undefined as never, close: () => app.close() };
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
    await discord.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves no byte of the Discord ID, username or display name in site.db or site.db-wal', async () => {
    const leaver = fakeDiscordUsers.leaver;
    const admin = (await signedInUser(t.ctx, 'admin')).cookie;
    const reviewer = await signedInUser(t.ctx, 'reviewer');
    const worker = createDeliveryWorker(t.ctx, t.app.log);
    const cookie = await signInAs(t, discord, 'leaver');
    const decided = await submitTo(t, cookie, await formWith(t, admin, { discordRoleAssignments: FAKE_FORM_ROLES }));
    await decide(t, reviewer.cookie, decided, { status: 'accepted' });
    await drain(worker);
    await submitTo(t, cookie, await formWith(t, admin, { discordRoleAssignments: FAKE_FORM_ROLES }));
    const identifiers = [leaver.id, leaver.username, leaver.global_name!];
    const bytes = () => Buffer.concat([path, `${path}-wal`].filter((f) => existsSync(f)).map((f) => readFileSync(f)));
    expect(identifiers.filter((v) => bytes().includes(v))).toEqual(identifiers); // the check can fail

    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: { cookie } })).statusCode).toBe(200);
    await drain(worker); // the withdrawal's role removals, still holding the Discord ID until now
    await worker.stop();
    // The worker's last writes reach the files with their batch's commit (db/group-commit.ts).
    await durable(t.ctx.db);
    expect(identifiers.filter((v) => bytes().includes(v))).toEqual([]);
  });
});
