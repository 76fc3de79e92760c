import type { Dialect, DB } from './db/database.ts';
import type { Env } from './env.ts';
import type { Clients } from './clients.ts';
import type { ChangeBus } from './lib/change-bus.ts';

/** What every module receives: configuration, the database and the outbound clients. */
export interface AppContext {
  env: Env;
  db: DB;
  dialect: Dialect;
  clients: Clients;
  /** Change notices between instances (server.ts makes a shared one; tests get a local one). */
  changes?: ChangeBus;
}
