import { sql, type Kysely } from 'kysely';
import { isPostgres } from './util.ts';

/**
 * Staff review (decision 0008). Frozen: never import app code here.
 * - form_responses.assigned_to / assigned_at: who took the response for review.
 * - form_responses.form_type: the form's type copied onto each response (kept right by a trigger
 *   when a form's type changes), so tab filters, sorting and counters never join forms.
 * - response_counters: one row per (form_type, status) kept by triggers on form_responses, so the
 *   five dashboard counters are a 12-row read whatever writes the responses (submit, decision,
 *   withdraw, a form delete's cascade, account deletion).
 * - Indexes for every list filter and sort: (filter columns…, submitted_at, id).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .alterTable('form_responses')
    .addColumn('assigned_to', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('form_responses').addColumn('assigned_at', 'text').execute();
  await db.schema
    .alterTable('form_responses')
    .addColumn('form_type', 'text', (c) => c.notNull().defaultTo('application'))
    .execute();
  await sql`update form_responses set form_type = (select case when forms.type = 'survey' then 'survey' else 'application' end from forms where forms.id = form_responses.form_id)`.execute(
    db,
  );

  await db.schema.dropIndex('form_responses_status_idx').execute();
  await db.schema.dropIndex('form_responses_submitted_at_idx').execute();
  const index = (name: string, columns: string[]) => db.schema.createIndex(name).on('form_responses').columns(columns).execute();
  await index('form_responses_list_idx', ['submitted_at', 'id']);
  await index('form_responses_status_list_idx', ['status', 'submitted_at', 'id']);
  await index('form_responses_type_list_idx', ['form_type', 'submitted_at', 'id']);
  await index('form_responses_type_status_list_idx', ['form_type', 'status', 'submitted_at', 'id']);
  await index('form_responses_form_list_idx', ['form_id', 'submitted_at', 'id']);
  await index('form_responses_form_status_list_idx', ['form_id', 'status', 'submitted_at', 'id']);
  await index('form_responses_user_list_idx', ['user_id', 'submitted_at', 'id']);
  await index('form_responses_assigned_idx', ['assigned_to']);
  await db.schema.dropIndex('form_responses_user_idx').execute();
  await db.schema.createIndex('response_status_history_changed_by_idx').on('response_status_history').column('changed_by').execute();

  await db.schema
    .createTable('response_counters')
    .addColumn('form_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('response_counters_pk', ['form_type', 'status'])
    .execute();
  await sql`insert into response_counters (form_type, status, n) select form_type, status, count(*) from form_responses group by form_type, status`.execute(db);

  if (pg) {
    await sql`
      create function response_counters_track() returns trigger language plpgsql as $$
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
    await sql`create trigger form_responses_count_ins after insert on form_responses for each row execute function response_counters_track()`.execute(db);
    await sql`create trigger form_responses_count_del after delete on form_responses for each row execute function response_counters_track()`.execute(db);
    await sql`create trigger form_responses_count_upd after update of status, form_type on form_responses for each row
      when (old.status is distinct from new.status or old.form_type is distinct from new.form_type) execute function response_counters_track()`.execute(db);
    await sql`
      create function forms_type_follow() returns trigger language plpgsql as $$
      begin
        update form_responses set form_type = case when new.type = 'survey' then 'survey' else 'application' end where form_id = new.id;
        return null;
      end $$`.execute(db);
    await sql`create trigger forms_type_follow after update of type on forms for each row
      when (old.type is distinct from new.type) execute function forms_type_follow()`.execute(db);
  } else {
    const bump = (sign: '+' | '-', row: 'new' | 'old') =>
      sign === '+'
        ? `insert into response_counters (form_type, status, n) values (${row}.form_type, ${row}.status, 1) on conflict (form_type, status) do update set n = n + 1;`
        : `update response_counters set n = n - 1 where form_type = ${row}.form_type and status = ${row}.status;`;
    await sql.raw(`create trigger form_responses_count_ins after insert on form_responses begin ${bump('+', 'new')} end`).execute(db);
    await sql.raw(`create trigger form_responses_count_del after delete on form_responses begin ${bump('-', 'old')} end`).execute(db);
    await sql
      .raw(
        `create trigger form_responses_count_upd after update of status, form_type on form_responses
         when old.status is not new.status or old.form_type is not new.form_type
         begin ${bump('-', 'old')} ${bump('+', 'new')} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger forms_type_follow after update of type on forms when old.type is not new.type
         begin update form_responses set form_type = case when new.type = 'survey' then 'survey' else 'application' end where form_id = new.id; end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists forms_type_follow on forms`.execute(db);
    await sql`drop function if exists forms_type_follow()`.execute(db);
    for (const t of ['ins', 'del', 'upd']) await sql.raw(`drop trigger if exists form_responses_count_${t} on form_responses`).execute(db);
    await sql`drop function if exists response_counters_track()`.execute(db);
  } else {
    await sql`drop trigger if exists forms_type_follow`.execute(db);
    for (const t of ['ins', 'del', 'upd']) await sql.raw(`drop trigger if exists form_responses_count_${t}`).execute(db);
  }
  await db.schema.dropTable('response_counters').execute();
  for (const name of [
    'form_responses_list_idx',
    'form_responses_status_list_idx',
    'form_responses_type_list_idx',
    'form_responses_type_status_list_idx',
    'form_responses_form_list_idx',
    'form_responses_form_status_list_idx',
    'form_responses_user_list_idx',
    'form_responses_assigned_idx',
  ])
    await db.schema.dropIndex(name).execute();
  await db.schema.dropIndex('response_status_history_changed_by_idx').execute();
  await db.schema.createIndex('form_responses_user_idx').on('form_responses').columns(['user_id', 'submitted_at']).execute();
  await db.schema.createIndex('form_responses_status_idx').on('form_responses').columns(['status', 'submitted_at']).execute();
  await db.schema.createIndex('form_responses_submitted_at_idx').on('form_responses').column('submitted_at').execute();
  await db.schema.alterTable('form_responses').dropColumn('form_type').execute();
  await db.schema.alterTable('form_responses').dropColumn('assigned_at').execute();
  await db.schema.alterTable('form_responses').dropColumn('assigned_to').execute();
}
