import { sql, type Kysely } from 'kysely';
import { isPostgres } from './util.ts';

/**
 * PostgreSQL: response_counters (0005) split into shards (decision 0025). Every submit bumped the
 * one (form_type, 'submitted') row, whose row lock then lasted until commit: concurrent submits
 * waited for each other's whole transaction and WAL flush, one at a time. Each connection now
 * counts into its own shard (backend pid mod 16), so they rarely meet; a count is the sum of its
 * shards (readers already sum rows). A decrement goes to the mover's shard too: a shard may go
 * below zero, the sum stays right. SQLite has one writer at a time, so it keeps one row per pair.
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table response_counters add column shard integer not null default 0`.execute(db);
  await sql`alter table response_counters drop constraint response_counters_pk`.execute(db);
  await sql`alter table response_counters add constraint response_counters_pk primary key (form_type, status, shard)`.execute(db);
  await sql`
    create or replace function response_counters_track() returns trigger language plpgsql as $$
    declare
      s integer := pg_backend_pid() % 16;
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        insert into response_counters (form_type, status, shard, n) values (old.form_type, old.status, s, -1)
        on conflict (form_type, status, shard) do update set n = response_counters.n - 1;
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        insert into response_counters (form_type, status, shard, n) values (new.form_type, new.status, s, 1)
        on conflict (form_type, status, shard) do update set n = response_counters.n + 1;
      end if;
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create or replace function response_counters_track() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update response_counters set n = n - 1 where form_type = old.form_type and status = old.status;
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        insert into response_counters (form_type, status, n) values (new.form_type, new.status, 1)
        on conflict (form_type, status) do update set n = response_counters.n + 1;
      end if;
      return null;
    end $$`.execute(db);
  const merged = sql`select form_type, status, sum(n)::integer as n from response_counters group by form_type, status`;
  await sql`create temporary table response_counters_merged as ${merged}`.execute(db);
  await sql`delete from response_counters`.execute(db);
  await sql`alter table response_counters drop constraint response_counters_pk`.execute(db);
  await sql`alter table response_counters drop column shard`.execute(db);
  await sql`alter table response_counters add constraint response_counters_pk primary key (form_type, status)`.execute(db);
  await sql`insert into response_counters (form_type, status, n) select form_type, status, n from response_counters_merged`.execute(db);
  await sql`drop table response_counters_merged`.execute(db);
}
