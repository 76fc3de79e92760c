import { sql, type Kysely } from 'kysely';
import { up as memberCountersUp } from './0012_member_response_counters.ts';
import { isPostgres } from './util.ts';

/**
 * PostgreSQL: member_response_counters (0012: a row per member, form type and status, ~3 per
 * member) becomes member_response_totals, ONE row per member with a column per (form type,
 * status). A review search matching thousands of members sums their rows; with a third of the
 * rows to scan that count went 17 → 10 ms for 6 667 members (decision 0029). The trigger fails
 * the write for a pair it has no column for, so a new status or form type needs a migration
 * here, never silently wrong counts (review-list.test.ts checks the columns against the shared
 * lists). SQLite keeps counting from its (user_id, status, …) index. Frozen: never import app code.
 */
const types = ['application', 'survey'];
const statuses = ['submitted', 'under_review', 'pending_interview', 'accepted', 'rejected', 'withdrawn'];
const columns = types.flatMap((t) => statuses.map((s) => `${t}_${s}`));

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  let table = db.schema.createTable('member_response_totals').addColumn('user_id', 'integer', (c) => c.primaryKey());
  for (const column of columns) table = table.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
  await table.execute();
  const sums = columns.map((c) => `count(*) filter (where form_type || '_' || status = '${c}')`).join(', ');
  await sql.raw(`insert into member_response_totals (user_id, ${columns.join(', ')}) select user_id, ${sums} from form_responses group by user_id`).execute(db);

  // One upsert moves a member's count for a pair by `delta`: every column named, only the pair's changes.
  const values = columns.map((c) => `case when pair = '${c}' then delta else 0 end`).join(', ');
  const sets = columns.map((c) => `${c} = t.${c} + excluded.${c}`).join(', ');
  await sql
    .raw(
      `create function member_response_totals_bump(member integer, pair text, delta integer) returns void language plpgsql as $$
      begin
        if pair <> all (array[${columns.map((c) => `'${c}'`).join(', ')}]) then
          raise exception 'member_response_totals has no column for %', pair;
        end if;
        insert into member_response_totals as t (user_id, ${columns.join(', ')}) values (member, ${values})
        on conflict (user_id) do update set ${sets};
      end $$`,
    )
    .execute(db);
  await sql`
    create function member_response_totals_track() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then perform member_response_totals_bump(old.user_id, old.form_type || '_' || old.status, -1); end if;
      if tg_op in ('UPDATE', 'INSERT') then perform member_response_totals_bump(new.user_id, new.form_type || '_' || new.status, 1); end if;
      return null;
    end $$`.execute(db);
  const changed = 'old.status is distinct from new.status or old.form_type is distinct from new.form_type or old.user_id is distinct from new.user_id';
  for (const t of ['ins', 'del', 'upd']) await sql.raw(`drop trigger if exists form_responses_member_count_${t} on form_responses`).execute(db);
  await sql`drop function if exists member_response_counters_track()`.execute(db);
  await db.schema.dropTable('member_response_counters').execute();
  await sql`create trigger form_responses_member_total_ins after insert on form_responses for each row execute function member_response_totals_track()`.execute(
    db,
  );
  await sql`create trigger form_responses_member_total_del after delete on form_responses for each row execute function member_response_totals_track()`.execute(
    db,
  );
  await sql
    .raw(
      `create trigger form_responses_member_total_upd after update of status, form_type, user_id on form_responses for each row
       when (${changed}) execute function member_response_totals_track()`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const t of ['ins', 'del', 'upd']) await sql.raw(`drop trigger if exists form_responses_member_total_${t} on form_responses`).execute(db);
  await sql`drop function if exists member_response_totals_track()`.execute(db);
  await sql`drop function if exists member_response_totals_bump(integer, text, integer)`.execute(db);
  await db.schema.dropTable('member_response_totals').execute();
  await memberCountersUp(db);
}
