import { sql, type Kysely } from 'kysely';
import { isPostgres } from './util.ts';

/**
 * PostgreSQL: member_response_counters, responses per (member, form type, status), kept by
 * triggers on form_responses like response_counters (0005). A review-list search that matches
 * thousands of members counts their responses as a sum over these small rows instead of visiting
 * every matched response (decision 0017). SQLite counts those from the (user_id, status, …) index
 * faster than from such a table, so it neither has it nor pays for it on every write.
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema
    .createTable('member_response_counters')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('form_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_response_counters_pk', ['user_id', 'form_type', 'status'])
    .execute();
  await sql`insert into member_response_counters (user_id, form_type, status, n)
    select user_id, form_type, status, count(*) from form_responses group by user_id, form_type, status`.execute(db);

  const changed = 'old.status is distinct from new.status or old.form_type is distinct from new.form_type or old.user_id is distinct from new.user_id';
  await sql`
    create function member_response_counters_track() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update member_response_counters set n = n - 1 where user_id = old.user_id and form_type = old.form_type and status = old.status;
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        insert into member_response_counters (user_id, form_type, status, n) values (new.user_id, new.form_type, new.status, 1)
        on conflict (user_id, form_type, status) do update set n = member_response_counters.n + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger form_responses_member_count_ins after insert on form_responses for each row execute function member_response_counters_track()`.execute(
    db,
  );
  await sql`create trigger form_responses_member_count_del after delete on form_responses for each row execute function member_response_counters_track()`.execute(
    db,
  );
  await sql
    .raw(
      `create trigger form_responses_member_count_upd after update of status, form_type, user_id on form_responses for each row
       when (${changed}) execute function member_response_counters_track()`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const t of ['ins', 'del', 'upd']) await sql.raw(`drop trigger if exists form_responses_member_count_${t} on form_responses`).execute(db);
  await sql`drop function if exists member_response_counters_track()`.execute(db);
  await db.schema.dropTable('member_response_counters').execute();
}
