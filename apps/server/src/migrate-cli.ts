// `node apps/server/dist/migrate.js`: applies pending migrations and exits. With several instances,
// run it once before rolling out so new instances never race on a schema change.
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { EnvError, loadEnv } from './env.ts';

try {
  const env = loadEnv();
  const database = createDatabase(env.DATABASE_URL);
  const applied = await migrateToLatest(database.db);
  await database.close();
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} catch (err) {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
}
