import { sql } from 'kysely';
import { choiceQuestionTypes, isChoiceType, latestTextAnswers, type FormResults, type Question, type QuestionResult } from '@crp/shared';
import type { DB, Dialect } from '../../db/database.ts';
import type { FormRow } from './forms.tables.ts';
import { formTypeOf, parseOptions, toCount } from './forms.mappers.ts';

/**
 * Per-question results of a form (GET /api/admin/applications/{id}/summary), counted in SQL over
 * the stored answers. Each answer carries its question as asked (D7): choice answers are option
 * ids, so a renamed option keeps its counts, and a removed one is still counted under its old label.
 */

const answersOf = (db: DB, formId: number) =>
  db
    .selectFrom('response_answers as a')
    .innerJoin('form_responses as r', 'r.id', 'a.response_id')
    .where('r.form_id', '=', formId)
    .where('a.question_id', 'is not', null)
    .where('a.answer', 'not in', ['', '[]']);

/** Chosen option ids, one row per (question, option): JSON lists expanded by the database itself. */
async function choiceCounts(db: DB, dialect: Dialect, formId: number) {
  const types = sql.join(choiceQuestionTypes.map((t) => sql.lit(t)));
  const expand =
    dialect === 'sqlite'
      ? sql`json_each(a.answer) as j`
      : // The snapshot type says the answer is a JSON list; the guard keeps a cast error impossible.
        sql`lateral jsonb_array_elements_text(case when a.answer like '[%' then a.answer::jsonb else '[]'::jsonb end) as j(value)`;
  const rows = await sql<{ question_id: number; option_id: string; n: unknown }>`
    select a.question_id as question_id, j.value as option_id, count(*) as n
    from response_answers a
    join form_responses r on r.id = a.response_id
    cross join ${expand}
    where r.form_id = ${formId} and a.question_id is not null and a.question_type in (${types})
    group by a.question_id, j.value`.execute(db);
  return rows.rows.map((r) => ({ questionId: Number(r.question_id), optionId: String(r.option_id), count: toCount(r.n) }));
}

/** Option labels as applicants saw them: the distinct option lists of the snapshots. */
async function snapshotOptionLabels(db: DB, formId: number) {
  const rows = await answersOf(db, formId)
    .where('a.question_type', 'in', [...choiceQuestionTypes])
    .select(['a.question_id', 'a.question_options'])
    .distinct()
    .execute();
  const labels = new Map<string, string>();
  for (const row of rows) for (const o of parseOptions(row.question_options)) labels.set(`${row.question_id}:${o.id}`, o.label);
  return labels;
}

export async function formResults(db: DB, dialect: Dialect, form: FormRow, questions: Question[]): Promise<FormResults> {
  const formId = form.id;
  const [responses, removed, answered, asked, choices, labels, ratings, months, latest] = await Promise.all([
    db
      .selectFrom('form_responses')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('form_id', '=', formId)
      .executeTakeFirst(),
    db
      .selectFrom('response_answers as a')
      .innerJoin('form_responses as r', 'r.id', 'a.response_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('r.form_id', '=', formId)
      .where('a.question_id', 'is', null)
      .where('a.answer', 'not in', ['', '[]'])
      .executeTakeFirst(),
    answersOf(db, formId)
      .select(['a.question_id', (eb) => eb.fn.countAll().as('n')])
      .groupBy('a.question_id')
      .execute(),
    // Every stored answer row, blank ones included: only asked questions are stored (D35).
    db
      .selectFrom('response_answers as a')
      .innerJoin('form_responses as r', 'r.id', 'a.response_id')
      .where('r.form_id', '=', formId)
      .where('a.question_id', 'is not', null)
      .select(['a.question_id', (eb) => eb.fn.countAll().as('n')])
      .groupBy('a.question_id')
      .execute(),
    choiceCounts(db, dialect, formId),
    snapshotOptionLabels(db, formId),
    answersOf(db, formId)
      .where('a.question_type', '=', 'rating')
      .select(['a.question_id', 'a.answer', (eb) => eb.fn.countAll().as('n')])
      .groupBy(['a.question_id', 'a.answer'])
      .execute(),
    answersOf(db, formId)
      .where('a.question_type', '=', 'date')
      .select(['a.question_id', sql<string>`substr(a.answer, 1, 7)`.as('month'), (eb) => eb.fn.countAll().as('n')])
      .groupBy(['a.question_id', sql`substr(a.answer, 1, 7)`])
      .execute(),
    latestText(db, formId),
  ]);

  const answeredBy = new Map(answered.map((r) => [Number(r.question_id), toCount(r.n)]));
  const askedBy = new Map(asked.map((r) => [Number(r.question_id), toCount(r.n)]));
  return {
    formId,
    title: form.title,
    type: formTypeOf(form.type),
    responses: toCount(responses?.n),
    removedQuestionAnswers: toCount(removed?.n),
    questions: questions.map((q): QuestionResult => {
      const base = {
        questionId: q.id,
        title: q.title,
        type: q.type,
        pageNumber: q.pageNumber,
        answered: answeredBy.get(q.id) ?? 0,
        asked: askedBy.get(q.id) ?? 0,
      };
      const mine = <T extends { question_id: number | null }>(rows: T[]) => rows.filter((r) => Number(r.question_id) === q.id);
      return {
        ...base,
        options: isChoiceType(q.type) ? optionResults(q, choices, labels) : null,
        rating:
          q.type === 'rating'
            ? ratingResult(
                q.ratingScale?.max ?? 5,
                mine(ratings).map((r) => ({ value: Number(r.answer), count: toCount(r.n) })),
              )
            : null,
        dates:
          q.type === 'date'
            ? mine(months)
                .map((r) => ({ month: r.month, count: toCount(r.n) }))
                .sort((a, b) => a.month.localeCompare(b.month))
            : null,
        latest: q.type === 'short_text' || q.type === 'long_text' ? (latest.get(q.id) ?? []) : null,
      };
    }),
  };
}

function optionResults(q: Question, counts: Awaited<ReturnType<typeof choiceCounts>>, labels: Map<string, string>) {
  const mine = new Map(counts.filter((c) => c.questionId === q.id).map((c) => [c.optionId, c.count]));
  const current = q.options.map((o) => ({ id: o.id, label: o.label, count: mine.get(o.id) ?? 0, removed: false }));
  const known = new Set(q.options.map((o) => o.id));
  const gone = [...mine.entries()]
    .filter(([id]) => !known.has(id))
    .map(([id, count]) => ({ id, label: labels.get(`${q.id}:${id}`) ?? id, count, removed: true }));
  return [...current, ...gone];
}

function ratingResult(max: number, values: { value: number; count: number }[]) {
  const valid = values.filter((v) => Number.isInteger(v.value) && v.value >= 1);
  // A scale made shorter since still shows the higher answers it had.
  const top = Math.max(max, ...valid.map((v) => v.value));
  const total = valid.reduce((sum, v) => sum + v.count, 0);
  const average = total === 0 ? null : Math.round((valid.reduce((sum, v) => sum + v.value * v.count, 0) / total) * 100) / 100;
  const distribution = Array.from({ length: top }, (_, i) => ({ value: i + 1, count: valid.find((v) => v.value === i + 1)?.count ?? 0 }));
  return { max, average, distribution };
}

/** The newest few text answers per question: one query, numbered per question by the database. */
async function latestText(db: DB, formId: number) {
  const ranked = answersOf(db, formId)
    .where('a.question_type', 'in', ['short_text', 'long_text'])
    .select([
      'a.question_id',
      'a.answer',
      'r.submitted_at',
      sql<number>`row_number() over (partition by a.question_id order by r.submitted_at desc, a.id desc)`.as('rank'),
    ]);
  const rows = await db.selectFrom(ranked.as('t')).selectAll().where('t.rank', '<=', latestTextAnswers).orderBy('t.question_id').orderBy('t.rank').execute();
  const byQuestion = new Map<number, { answer: string; submittedAt: string }[]>();
  for (const row of rows) {
    const id = Number(row.question_id);
    byQuestion.set(id, [...(byQuestion.get(id) ?? []), { answer: row.answer, submittedAt: row.submitted_at }]);
  }
  return byQuestion;
}
