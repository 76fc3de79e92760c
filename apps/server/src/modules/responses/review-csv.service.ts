import { Readable } from 'node:stream';
import type { Locale } from '@crp/shared/locales';
import { csvLine } from '../../lib/csv.ts';
import type { DB } from '../../db/database.ts';
import { formTypeOf } from '../forms/index.ts';
import { choiceAnswerText, toReviewAnswer } from './responses.mappers.ts';
import { listFilter, type ListFilter } from './review.queries.ts';
import { statusLabelIn, translate } from '../locale/index.ts';

/** Rows per database round trip: memory stays flat whatever the export size. */
export const CSV_BATCH = 500;


/** The fixed columns' headers, in the reader's language (D40); the question columns are the form's own titles. */
const fixedHeader = (locale: Locale): string[] =>
  (
    [
      'csv.responseId',
      'csv.form',
      'csv.type',
      'csv.discordName',
      'csv.username',
      'csv.discordId',
      'csv.steamId',
      'csv.status',
      'csv.submittedAt',
      'csv.assignedTo',
      'csv.reviewedAt',
      'csv.reviewNotes',
      'csv.interviewDate',
      'csv.interviewNotes',
    ] as const
  ).map((id) => translate(locale, id));

/** The question columns: every question title asked in the filtered responses (from the snapshots, D7), in form and question order. */
async function questionColumns(db: DB, filter: ListFilter): Promise<string[]> {
  const rows = await db
    .selectFrom('response_answers as ans')
    .innerJoin('form_responses as r', 'r.id', 'ans.response_id')
    .select((eb) => [
      'ans.question_title',
      eb.fn.min('r.form_id').as('form_order'),
      eb.fn.min('ans.question_page').as('page_order'),
      eb.fn.min('ans.position').as('position_order'),
    ])
    .where(listFilter(filter))
    .groupBy('ans.question_title')
    .execute();
  return rows
    .sort(
      (a, b) =>
        Number(a.form_order) - Number(b.form_order) ||
        Number(a.page_order) - Number(b.page_order) ||
        Number(a.position_order) - Number(b.position_order) ||
        a.question_title.localeCompare(b.question_title),
    )
    .map((r) => r.question_title);
}

interface Position {
  submittedAt: string;
  id: number;
}

/** The next batch after `after` in list order (keyset: no OFFSET scans however long the export). */
function csvBatch(db: DB, filter: ListFilter, after: Position | null) {
  const direction = filter.query.sort === 'oldest' ? 'asc' : 'desc';
  const beyond = direction === 'desc' ? '<' : '>';
  return db
    .selectFrom('form_responses as r')
    .innerJoin('forms as f', 'f.id', 'r.form_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('users as a', 'a.id', 'r.assigned_to')
    .select([
      'r.id',
      'r.user_id',
      'r.form_type',
      'r.status',
      'r.submitted_at',
      'r.reviewed_at',
      'r.review_notes',
      'r.interview_date',
      'r.interview_notes',
      'r.steam_id',
      'f.title as form_title',
      'u.display_name',
      'u.username',
      'u.discord_id',
      'a.display_name as assigned_display_name',
      'a.username as assigned_username',
    ])
    .where(listFilter(filter))
    .$if(after !== null, (qb) =>
      qb.where((eb) =>
        eb.or([eb('r.submitted_at', beyond, after!.submittedAt), eb.and([eb('r.submitted_at', '=', after!.submittedAt), eb('r.id', beyond, after!.id)])]),
      ),
    )
    .orderBy('r.submitted_at', direction)
    .orderBy('r.id', direction)
    .limit(CSV_BATCH)
    .execute();
}

async function* csvChunks(db: DB, filter: ListFilter, locale: Locale): AsyncGenerator<string> {
  const titles = await questionColumns(db, filter);
  const column = new Map(titles.map((title, index) => [title, index]));
  yield `\uFEFF${csvLine([...fixedHeader(locale), ...titles])}`;
  const typeName = { application: translate(locale, 'csv.application'), survey: translate(locale, 'csv.survey') };
  let last: Position | null = null;
  for (;;) {
    const rows = await csvBatch(db, filter, last);
    if (rows.length === 0) return;
    const answers = await db
      .selectFrom('response_answers')
      .selectAll()
      .where(
        'response_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('response_id')
      .orderBy('position')
      .execute();
    const byResponse = new Map<number, typeof answers>();
    for (const answer of answers) {
      const list = byResponse.get(answer.response_id) ?? [];
      list.push(answer);
      byResponse.set(answer.response_id, list);
    }
    let chunk = '';
    for (const row of rows) {
      const cells: string[] = new Array<string>(titles.length).fill('');
      for (const answer of byResponse.get(row.id) ?? []) {
        const index = column.get(answer.question_title);
        if (index === undefined) continue;
        const text = choiceAnswerText(toReviewAnswer(answer).answer);
        cells[index] = cells[index] ? `${cells[index]}; ${text}` : text;
      }
      chunk += csvLine([
        row.id,
        row.form_title,
        typeName[formTypeOf(row.form_type)],
        row.display_name?.trim() || row.username,
        row.username,
        row.discord_id,
        // D43 e: the SteamID64 the response was submitted with.
        row.steam_id ?? '',
        statusLabelIn(locale, row.status),
        row.submitted_at,
        row.assigned_display_name?.trim() || row.assigned_username,
        row.reviewed_at,
        row.review_notes,
        row.interview_date,
        row.interview_notes,
        ...cells,
      ]);
    }
    yield chunk;
    const tail = rows[rows.length - 1]!;
    last = { submittedAt: tail.submitted_at, id: tail.id };
    if (rows.length < CSV_BATCH) return;
  }
}

/** The export as a stream of text chunks (one per batch of CSV_BATCH rows), its headers in `locale`. */
export function streamResponsesCsv(db: DB, filter: ListFilter, locale: Locale): Readable {
  return Readable.from(csvChunks(db, filter, locale), { objectMode: false });
}
