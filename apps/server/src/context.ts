import type { Dialect, DB } from './db/database.ts';
import type { Env } from './env.ts';
import type { Clients } from './clients.ts';

/** What every module receives: configuration, the database and the outbound clients. */
export interface AppContext {
  env: Env;
  db: DB;
  dialect: Dialect;
  clients: Clients;
}
