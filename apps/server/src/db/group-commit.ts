import {
  CompiledQuery,
  Kysely,
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * Group commit on SQLite (decision 0028). A commit appends every page the transaction touched to the
 * WAL (a survey submit touches ~26: 365 µs of its ~1 ms under load). Transactions that run in one
 * turn of the event loop therefore share one commit: the first opens the batch (`begin`), each runs
 * inside its own savepoint (released on success, rolled back alone on failure), and the batch
 * commits once the turn's I/O is handled (setImmediate). Nothing is acknowledged before then: every
 * HTTP answer waits for `durable()` (app.ts), so a 201 still means the row is on disk.
 */
class GroupCommitDriver extends SqliteDriver {
  #open = false;
  #waiting: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.#open) {
      await connection.executeQuery(CompiledQuery.raw('begin'));
      this.#open = true;
      // One commit per batch opened (a commit that came first, outsideBatch's, leaves it nothing to do).
      setImmediate(() => void this.#flush());
    }
    await connection.executeQuery(CompiledQuery.raw('savepoint crp_tx'));
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('release crp_tx'));
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback to crp_tx'));
    await connection.executeQuery(CompiledQuery.raw('release crp_tx'));
  }

  /** Resolves once everything written so far is committed; null when nothing is waiting to be. */
  durable(): Promise<void> | null {
    if (!this.#open) return null;
    return new Promise((resolve, reject) => this.#waiting.push({ resolve, reject }));
  }

  /** Runs `query` outside any batch (a WAL checkpoint cannot run inside a transaction): the open batch commits first. */
  async outsideBatch<R>(query: CompiledQuery<R>): Promise<R[]> {
    const connection = await this.acquireConnection();
    try {
      await this.#commit(connection);
      return (await connection.executeQuery(query)).rows as R[];
    } finally {
      await this.releaseConnection();
    }
  }

  override async destroy(): Promise<void> {
    if (this.#open) await this.#flush();
    await super.destroy();
  }

  /** Commits the batch between transactions (the connection's lock keeps one from being cut in two). */
  async #flush(): Promise<void> {
    const connection = await this.acquireConnection();
    try {
      await this.#commit(connection).catch(() => {}); // the waiters were told
    } finally {
      await this.releaseConnection();
    }
  }

  /** With the connection held: commits the open batch and settles everyone waiting on it. */
  async #commit(connection: DatabaseConnection): Promise<void> {
    const waiting = this.#waiting.splice(0);
    try {
      if (this.#open) {
        this.#open = false;
        // better-sqlite3 is synchronous: the commit is done before anything else runs.
        await connection.executeQuery(CompiledQuery.raw('commit'));
      }
      for (const w of waiting) w.resolve();
    } catch (error) {
      await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => {});
      for (const w of waiting) w.reject(error);
      throw error;
    }
  }
}

const drivers = new WeakMap<object, GroupCommitDriver>();

/** A Kysely instance on SQLite with group commit; `durable(db)` is the barrier before answering. */
export function groupCommitKysely<DB>(config: SqliteDialectConfig): Kysely<DB> {
  const driver = new GroupCommitDriver(config);
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => driver,
      createIntrospector: (kysely) => new SqliteIntrospector(kysely),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
  drivers.set(db, driver);
  return db;
}

/** Waits until what `db` has written is committed (SQLite group commit); at once otherwise. */
export function durable(db: object): Promise<void> | null {
  return drivers.get(db)?.durable() ?? null;
}

/** `query` run outside any batch on `db` (SQLite with group commit); null for another database. */
export function outsideBatch<R>(db: object, query: CompiledQuery<R>): Promise<R[]> | null {
  return drivers.get(db)?.outsideBatch(query) ?? null;
}
