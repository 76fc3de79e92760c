import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { createClients } from './clients.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { EnvError, loadEnv } from './env.ts';
import { startBackgroundJobs } from './jobs.ts';
import { createLocalChangeBus, createPostgresChangeBus, createRedisChangeBus } from './lib/change-bus.ts';
import { createRedisClient } from './lib/redis.ts';
import type { Env } from './env.ts';
import type { Dialect } from './db/database.ts';

/** Redis pub/sub when REDIS_URL is set, PostgreSQL LISTEN/NOTIFY for several instances on PostgreSQL, else in-process. */
async function createChangeBus(env: Env, dialect: Dialect, onError: (err: unknown) => void) {
  if (env.REDIS_URL) return createRedisChangeBus(createRedisClient(env.REDIS_URL), onError);
  if (dialect === 'postgres') return createPostgresChangeBus(env.DATABASE_URL, onError);
  return createLocalChangeBus();
}

async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const logger =
    env.NODE_ENV === 'production' || !process.stdout.isTTY
      ? { level: env.LOG_LEVEL }
      : { level: env.LOG_LEVEL, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } };

  const database = createDatabase(env.DATABASE_URL);
  const applied = await migrateToLatest(database.db);
  const changes = await createChangeBus(env, database.dialect, (err) => console.warn('change notices between instances failed:', err));
  const ctx = { env, db: database.db, dialect: database.dialect, clients: createClients(env), changes };
  const app = await buildApp({ ...ctx, logger });
  if (applied.length) app.log.info({ applied }, 'database migrated');
  if (env.demoMode) {
    app.log.warn('No Discord application configured: running in DEMO MODE (demo sign-in, sample data).');
    if (env.DEMO_MODE) app.log.warn(`DEMO_MODE=true on HOST=${env.HOST}: ANYONE who reaches this address can sign in as an admin.`);
  }

  const jobs = await startBackgroundJobs(ctx, app.log);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await jobs.stop();
    await app.close(); // stops accepting, waits for in-flight requests
    await changes.close();
    await database.close();
  });

  await app.listen({ port: env.PORT, host: env.HOST });
  jobs.afterListen((app.server.address() as AddressInfo).port);
  app.log.info(`Site ready at ${env.PUBLIC_URL} (${database.dialect})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
