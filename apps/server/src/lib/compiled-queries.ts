import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/**
 * Hot queries built and compiled once per database handle (issue 25), then run with new parameter
 * values: no Kysely query building (node trees, freezing, visitors) per request. On SQLite the SQL
 * text then hits the prepared-statement cache (db/database.ts); on PostgreSQL the text is run as a
 * named prepared statement (`namePreparedStatements`), parsed and planned once per connection.
 *
 * `build` receives placeholders in place of its arguments and must only pass them to Kysely as
 * values (no JavaScript logic on them); any other value it uses is kept as it was at compile time.
 * A handle with plugins is built per call, so its plugins see every query.
 */
const PLACEHOLDER = '\u0000crp-compiled-param:';

/** SQL text → statement name, for the PostgreSQL connections. */
const statementNames = new Map<string, string>();

type AnyDb = Kysely<any>;

export function compiledQuery<A extends unknown[], R>(name: string, build: (db: AnyDb, ...args: A) => Compilable<R>) {
  const perDb = new WeakMap<AnyDb, { query: CompiledQuery<R>; slots: Array<number | { value: unknown }> }>();
  return async function run(db: AnyDb, ...args: A): Promise<R[]> {
    // A handle with plugins (tests counting statements, say) must see every query: built per call.
    if (db.getExecutor().plugins.length > 0) return (await db.executeQuery<R>(build(db, ...args).compile())).rows;
    let compiled = perDb.get(db);
    if (!compiled) {
      const query = build(db, ...(args.map((_, i) => `${PLACEHOLDER}${i}`) as A)).compile();
      const slots = query.parameters.map((p) => (typeof p === 'string' && p.startsWith(PLACEHOLDER) ? Number(p.slice(PLACEHOLDER.length)) : { value: p }));
      compiled = { query, slots };
      perDb.set(db, compiled);
      if (!statementNames.has(query.sql)) statementNames.set(query.sql, `crp_${name}_${statementNames.size}`);
    }
    const parameters = compiled.slots.map((s) => (typeof s === 'number' ? args[s] : s.value));
    const result = await db.executeQuery<R>({ ...compiled.query, parameters });
    return result.rows;
  };
}

interface QueryingClient {
  query: (...args: unknown[]) => unknown;
}

/** PostgreSQL refuses a prepared statement whose table changed shape (a migration, ALTER TABLE). */
const isStalePlan = (err: unknown) => err instanceof Error && (err as { code?: string }).code === '0A000' && /cached plan/.test(err.message);

/**
 * For pg's pool `connect` event: a compiled query's SQL goes out as a named statement
 * (`{ name, text, values }`), which pg prepares once per connection; any other SQL as before.
 * After a table changed shape the statement is prepared again under a new name (once, outside a
 * transaction; inside one the error ends the transaction as any error does).
 */
export function namePreparedStatements(client: QueryingClient): void {
  const query = client.query.bind(client);
  const renamed = new Map<string, string>();
  let renames = 0;
  client.query = (...args: unknown[]) => {
    const [text, values, ...rest] = args;
    const base = typeof text === 'string' && rest.length === 0 ? statementNames.get(text) : undefined;
    if (!base) return query(...args);
    const name = renamed.get(base) ?? base;
    return (query({ name, text, values }) as Promise<unknown>).catch((err: unknown) => {
      if (!isStalePlan(err)) throw err;
      const next = `${base}_r${++renames}`;
      renamed.set(base, next);
      return query({ name: next, text, values });
    });
  };
}
