import { sql, type Kysely } from 'kysely';
import { isPostgres } from './util.ts';

/**
 * Staff insights from one compact row per response (decision 0041): when it was submitted, its first
 * staff action (claim, decision, vote or note) and its decision (accepted or rejected, by whom, when),
 * with the seconds between them already counted. The one write path keeps it (applyStatusChange, the
 * vote and note writes); a response's deletion (its form's) takes its row along. Filled here from the
 * status history, votes and notes, so an upgraded site's insights are right from the first call.
 * Seconds: whole seconds, rounded half up, never below 0 (as the insights' JS counts them).
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('response_insights')
    .addColumn('response_id', 'integer', (c) => c.primaryKey().references('form_responses.id').onDelete('cascade'))
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('first_action_at', 'text')
    .addColumn('first_action_s', 'integer')
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'integer')
    .addColumn('outcome', 'text')
    .addColumn('decision_s', 'integer')
    .execute();
  // Submits of a range (all forms, or one), with the seconds to their first action; decisions likewise.
  await db.schema.createIndex('response_insights_submitted_idx').on('response_insights').columns(['submitted_at', 'form_id', 'first_action_s']).execute();
  await db.schema.createIndex('response_insights_form_submitted_idx').on('response_insights').columns(['form_id', 'submitted_at', 'first_action_s']).execute();
  await db.schema
    .createIndex('response_insights_decided_idx')
    .on('response_insights')
    .columns(['decided_at', 'form_id', 'decided_by', 'outcome', 'decision_s'])
    .execute();
  await db.schema
    .createIndex('response_insights_form_decided_idx')
    .on('response_insights')
    .columns(['form_id', 'decided_at', 'decided_by', 'outcome', 'decision_s'])
    .execute();
  await fill(db);
}

/** Whole seconds from `a` to `b` (ISO text), rounded half up, 0 when negative. */
function seconds(db: Kysely<any>, a: string, b: string) {
  const ms = isPostgres(db)
    ? `round(extract(epoch from (${b}::timestamptz - ${a}::timestamptz)) * 1000)::bigint`
    : `cast(round((unixepoch(${b}, 'subsec') - unixepoch(${a}, 'subsec')) * 1000) as integer)`;
  return `case when ${ms} <= 0 then 0 else (${ms} + 500) / 1000 end`;
}

async function fill(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `insert into response_insights (response_id, form_id, submitted_at)
       select r.id, r.form_id, r.submitted_at from form_responses r`,
    )
    .execute(db);
  await sql
    .raw(
      `update response_insights set first_action_at = (
         select min(a.at) from (
           select h.changed_at as at from response_status_history h
             where h.response_id = response_insights.response_id and h.to_status in ('under_review', 'pending_interview', 'accepted', 'rejected')
           union all select v.created_at from response_votes v where v.response_id = response_insights.response_id
           union all select n.created_at from response_notes n where n.response_id = response_insights.response_id
         ) a)`,
    )
    .execute(db);
  await sql
    .raw(
      `update response_insights set
         decided_at = (select max(h.changed_at) from response_status_history h where h.response_id = response_insights.response_id and h.to_status in ('accepted', 'rejected'))`,
    )
    .execute(db);
  await sql
    .raw(
      `update response_insights set
         outcome = (select h.to_status from response_status_history h where h.response_id = response_insights.response_id and h.to_status in ('accepted', 'rejected') and h.changed_at = response_insights.decided_at order by h.id desc limit 1),
         decided_by = (select h.changed_by from response_status_history h where h.response_id = response_insights.response_id and h.to_status in ('accepted', 'rejected') and h.changed_at = response_insights.decided_at order by h.id desc limit 1)
       where decided_at is not null`,
    )
    .execute(db);
  await sql
    .raw(
      `update response_insights set
         first_action_s = case when first_action_at is null then null else ${seconds(db, 'submitted_at', 'first_action_at')} end,
         decision_s = case when decided_at is null then null else ${seconds(db, 'submitted_at', 'decided_at')} end`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('response_insights').execute();
}
