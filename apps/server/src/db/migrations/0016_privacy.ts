import { sql, type Kysely } from 'kysely';

/**
 * Privacy (D37): the hourly retention sweep finds the delivered deliveries that still hold a
 * payload from this partial index alone, so it costs the same with a million finished rows as with
 * none (the erased ones, payload '{}', leave the index). The sweep's query repeats the predicate with
 * literals, as SQLite needs to use a partial index. Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index deliveries_payload_kept_idx on deliveries (delivered_at, id) where status = 'delivered' and payload <> '{}'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists deliveries_payload_kept_idx`.execute(db);
}
