import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createForm, get, submit } from '../../testing/fixtures/forms.ts';
import { csvCell } from '../../lib/csv.ts';
import { CSV_BATCH, streamResponsesCsv } from './review-csv.service.ts';
import { resolveFilter } from './review.queries.ts';

/** A small RFC 4180 reader (quoted fields, doubled quotes, CRLF), independent of the writer. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell !== '' || row.length) throw new Error('CSV does not end with CRLF');
  return rows;
}

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['a=b', 'a=b'],
  ])('%j → %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });
});

describe.each(testDialects())('CSV export on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let reviewer: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    reviewer = (await signedInUser(t.ctx, 'reviewer')).cookie;
  });
  afterAll(() => t.close());

  it('one column per question of the filtered forms, answers as shown, formulas neutralised, RFC 4180', async () => {
    const a = await createForm(t, admin, {
      title: 'Export App',
      questions: [
        { question: 'Name', type: 'short_text', required: true },
        {
          question: 'Skills',
          type: 'multiple_choice',
          required: false,
          options: [
            { id: 'b', label: 'Building' },
            { id: 'e', label: 'Events, big ones' },
          ],
        },
      ],
    });
    const s = await createForm(t, admin, { title: 'Export Survey', type: 'survey', questions: [{ question: 'Ideas', type: 'long_text', required: false }] });
    const member = await signedInUser(t.ctx, 'member');
    const hostile = '=HYPERLINK("http://evil.test","click")';
    const sent = await submit(t, member.cookie, a.slug, {
      answers: [
        { questionId: a.questions[0]!.id, answer: hostile },
        { questionId: a.questions[1]!.id, answer: ['b', 'e'] },
      ],
      interviewAvailability: [{ day: 'Friday', timeSlots: ['1-3 PM'] }],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const other = await signedInUser(t.ctx, 'member');
    expect((await submit(t, other.cookie, s.slug, { answers: [{ questionId: s.questions[0]!.id, answer: 'Line one\nline "two", three' }] })).statusCode).toBe(
      201,
    );
    await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/response/${sent.json().response.id}/status`,
      headers: { cookie: reviewer },
      payload: { status: 'rejected', reviewNotes: '-Not now, "sorry"' },
    });

    const res = await get(t, '/api/applications/responses.csv', reviewer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="responses-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(res.body.slice(1));
    const header = rows[0]!;
    expect(header.slice(-3)).toEqual(['Name', 'Skills', 'Ideas']);
    expect(rows).toHaveLength(3);
    const col = (name: string) => header.indexOf(name);
    const app = rows.find((r) => r[col('Form')] === 'Export App')!;
    expect(app[col('Name')]).toBe(`'${hostile}`);
    expect(app[col('Skills')]).toBe('Building; Events, big ones');
    expect(app[col('Status')]).toBe('Rejected');
    expect(app[col('Review Notes')]).toBe(`'-Not now, "sorry"`);
    expect(app[col('Ideas')]).toBe('');
    const survey = rows.find((r) => r[col('Form')] === 'Export Survey')!;
    expect(survey[col('Type')]).toBe('Survey');
    expect(survey[col('Ideas')]).toBe('Line one\nline "two", three');

    // The same filters as the list: only the survey's column and row.
    const surveys = parseCsv((await get(t, '/api/applications/responses.csv?tab=surveys', reviewer)).body.slice(1));
    expect(surveys[0]!.slice(-1)).toEqual(['Ideas']);
    expect(surveys).toHaveLength(2);
    const searched = parseCsv((await get(t, '/api/applications/responses.csv?q=export%20app&status=rejected', reviewer)).body.slice(1));
    expect(searched).toHaveLength(2);
    expect((await get(t, '/api/applications/responses.csv?pageSize=500', reviewer)).statusCode).toBe(400);
  });

  it('streams in batches: every row once, in order, across several chunks', async () => {
    const form = await createForm(t, admin, { title: 'Bulk', questions: [{ question: 'Q', type: 'short_text', required: false }] });
    const rows = CSV_BATCH * 2 + 7;
    const at = Date.parse('2025-01-01T00:00:00Z');
    const users = await t.ctx.db
      .insertInto('users')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          discord_id: `77700000000000${String(i).padStart(4, '0')}`,
          username: `bulk_${i}`,
          display_name: null,
          email: null,
          avatar: null,
          discord_roles: '[]',
          is_admin: 0,
          can_manage_applications: 0,
          can_review_applications: 0,
          can_manage_store: 0,
          created_at: new Date(at).toISOString(),
        })),
      )
      .returning('id')
      .execute();
    for (let i = 0; i < rows; i += 200) {
      const chunk = Array.from({ length: Math.min(200, rows - i) }, (_, k) => {
        // Pairs share a timestamp: the keyset must break ties by id.
        const when = new Date(at + Math.floor((i + k) / 2) * 1000).toISOString();
        return {
          form_id: form.id,
          form_type: 'application',
          user_id: users[(i + k) % users.length]!.id,
          status: 'submitted',
          submitted_at: when,
          created_at: when,
          updated_at: when,
          interview_availability: '[]',
        };
      });
      await t.ctx.db.insertInto('form_responses').values(chunk).execute();
    }
    const filter = await resolveFilter(t.ctx.db, t.ctx.dialect, { tab: 'all', sort: 'newest', formId: form.id, status: undefined, q: undefined });
    const chunks: string[] = [];
    for await (const chunk of streamResponsesCsv(t.ctx.db, filter, 'en')) chunks.push(String(chunk));
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    const parsed = parseCsv(chunks.join('').slice(1)).slice(1);
    expect(parsed).toHaveLength(rows);
    const ids = parsed.map((r) => Number(r[0]));
    expect(new Set(ids).size).toBe(rows);
    const all = await t.ctx.db
      .selectFrom('form_responses')
      .select(['id'])
      .where('form_id', '=', form.id)
      .orderBy('submitted_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(ids).toEqual(all.map((r) => r.id));
    const http = await get(t, `/api/applications/responses.csv?formId=${form.id}&sort=oldest`, reviewer);
    expect(
      parseCsv(http.body.slice(1))
        .slice(1)
        .map((r) => Number(r[0])),
    ).toEqual([...all.map((r) => r.id)].reverse());
  });
});
