import type { Kysely } from 'kysely';
import { isChoiceType, normalizeQuestionType } from '@crp/shared';
import type { DB, Dialect } from '../../db/database.ts';
import { listColumns, listTables, tableExists } from '../../db/catalogue.ts';
import { parseJsonColumn } from '../../lib/json-columns.ts';

/**
 * "Download my data" (D37): what the site holds about the signed-in member, as they gave it and as
 * they were told it: profile, linked accounts, every response with its questions as asked, the
 * answers, the decision notes they were sent, the status history and the conversation. Never staff
 * notes (D29), votes (D30), other members' names or the outbox: those are the staff's records.
 */

/** A stored answer as JSON when it is JSON (choices, availability), else its text. */
const parseJson = (text: string | null): unknown => (text === null ? null : (parseJsonColumn(text) ?? text));

interface OptionLike {
  id?: unknown;
  label?: unknown;
}

/** Choice answers are stored as option ids; the member reads the labels they picked, from the question as it was asked. */
function readableAnswer(type: string, options: unknown, answer: string): string | string[] {
  if (!isChoiceType(normalizeQuestionType(type))) return answer;
  const list = Array.isArray(options) ? (options as OptionLike[]) : [];
  const parsed = parseJson(answer);
  const ids = Array.isArray(parsed) ? parsed.map(String) : answer === '' ? [] : answer.split(',').map((s) => s.trim());
  const labels = ids.map((id) => {
    const option = list.find((o) => String(o?.id) === id);
    return typeof option?.label === 'string' ? option.label : id;
  });
  return normalizeQuestionType(type) === 'multiple_choice' ? labels : (labels[0] ?? '');
}

/** Tables (other than the site's own) keyed by the member with a Steam column: a linked account kept apart from `users`. */
async function linkedAccountRows(db: DB, dialect: Dialect, userId: number): Promise<Array<Record<string, unknown>>> {
  const own = new Set(['users', 'sessions', 'form_responses', 'member_response_totals']);
  const accounts: Array<Record<string, unknown>> = [];
  for (const table of await listTables(db, dialect)) {
    if (own.has(table) || table.startsWith('kysely_')) continue;
    const columns = (await listColumns(db, dialect, table)).map((c) => c.name);
    if (!columns.includes('user_id') || !columns.some((c) => c.startsWith('steam'))) continue;
    const rows: Array<Record<string, unknown>> = await (db as unknown as Kysely<any>).selectFrom(table).selectAll().where('user_id', '=', userId).execute();
    for (const row of rows) {
      const fields = Object.entries(row).filter(([k]) => k !== 'id' && k !== 'user_id');
      accounts.push({ provider: 'steam', ...Object.fromEntries(fields.map(([k, v]) => [camel(k.replace(/^steam_?/, '') || 'id'), v])) });
    }
  }
  return accounts;
}

/** Columns of users that belong to a linked account other than Discord (a Steam link: steam_id, steam_persona_name, …). */
function linkedAccounts(user: Record<string, unknown>) {
  const accounts: Array<Record<string, unknown>> = [
    { provider: 'discord', id: user.discord_id, username: user.username, displayName: user.display_name, avatar: user.avatar, email: user.email },
  ];
  const steam = Object.entries(user).filter(([k, v]) => k.startsWith('steam') && v !== null && v !== undefined);
  if (steam.length > 0) accounts.push({ provider: 'steam', ...Object.fromEntries(steam.map(([k, v]) => [camel(k.replace(/^steam_?/, '') || 'id'), v])) });
  return accounts;
}

/** One entry per account: the same Steam account found on users and in a table of its own is merged. */
function mergeAccounts(accounts: Array<Record<string, unknown>>) {
  const merged: Array<Record<string, unknown>> = [];
  for (const account of accounts) {
    const same = merged.find((m) => m.provider === account.provider && m.id === account.id);
    if (same) Object.assign(same, account);
    else merged.push(account);
  }
  return merged;
}

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

type HistoryBy = 'you' | 'staff' | 'site';

export async function readAccountExport(db: DB, dialect: Dialect, userId: number) {
  const user = (await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow()) as unknown as Record<string, unknown>;
  const responses = await db
    .selectFrom('form_responses as r')
    .innerJoin('forms as f', 'f.id', 'r.form_id')
    .select([
      'r.id',
      'r.form_id',
      'f.title as form_title',
      'f.type as form_type',
      'f.slug as form_slug',
      'r.status',
      'r.submitted_at',
      'r.updated_at',
      'r.reviewed_at',
      'r.review_notes',
      'r.interview_date',
      'r.interview_notes',
      'r.interview_availability',
    ])
    .where('r.user_id', '=', userId)
    .orderBy('r.submitted_at')
    .orderBy('r.id')
    .execute();
  const ids = responses.map((r) => r.id);
  const answers = ids.length
    ? await db
        .selectFrom('response_answers')
        .select([
          'response_id',
          'position',
          'question_title',
          'question_type',
          'question_description',
          'question_required',
          'question_page',
          'question_options',
          'question_rating_max',
          'answer',
        ])
        .where('response_id', 'in', ids)
        .orderBy('response_id')
        .orderBy('position')
        .execute()
    : [];
  const history = ids.length
    ? await db
        .selectFrom('response_status_history')
        .select(['response_id', 'from_status', 'to_status', 'changed_by', 'changed_at'])
        .where('response_id', 'in', ids)
        .orderBy('changed_at')
        .orderBy('id')
        .execute()
    : [];
  const messages = ids.length ? await readMessages(db, dialect, ids, userId) : new Map<number, unknown[]>();

  return {
    format: 'creative-rp/account-export@1',
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      discordId: user.discord_id,
      username: user.username,
      displayName: user.display_name,
      avatar: user.avatar,
      email: user.email,
      discordRoles: parseJson(user.discord_roles as string),
      createdAt: user.created_at,
      lastLogin: user.last_login,
    },
    linkedAccounts: mergeAccounts([...linkedAccounts(user), ...(await linkedAccountRows(db, dialect, userId))]),
    responses: responses.map((r) => ({
      id: r.id,
      form: { id: r.form_id, title: r.form_title, type: r.form_type, slug: r.form_slug },
      status: r.status,
      submittedAt: r.submitted_at,
      updatedAt: r.updated_at,
      reviewedAt: r.reviewed_at,
      // What the member was told with the decision (their dashboard shows it too); staff notes are elsewhere and never here.
      reviewNotes: r.review_notes,
      interview: { date: r.interview_date, notes: r.interview_notes, availability: parseJson(r.interview_availability) },
      answers: answers
        .filter((a) => a.response_id === r.id)
        .map((a) => {
          const options = parseJson(a.question_options);
          return {
            question: {
              title: a.question_title,
              type: a.question_type,
              description: a.question_description,
              required: a.question_required === 1,
              page: a.question_page,
              options,
              ratingMax: a.question_rating_max,
            },
            answer: readableAnswer(a.question_type, options, a.answer),
            storedAnswer: a.answer,
          };
        }),
      history: history
        .filter((h) => h.response_id === r.id)
        .map((h) => ({
          fromStatus: h.from_status,
          toStatus: h.to_status,
          at: h.changed_at,
          by: (h.changed_by === userId ? 'you' : h.changed_by === null ? 'site' : 'staff') as HistoryBy,
        })),
      messages: messages.get(r.id) ?? [],
    })),
  };
}

/**
 * The conversation with staff (D31), when the site has it (table response_messages). Read by its
 * columns as the catalogue finds them; anything marked internal is left out, and staff appear as "staff".
 */
async function readMessages(db: DB, dialect: Dialect, responseIds: number[], userId: number): Promise<Map<number, unknown[]>> {
  const byResponse = new Map<number, unknown[]>();
  if (!(await tableExists(db, dialect, 'response_messages'))) return byResponse;
  // A table this module's schema type does not know yet (another issue adds it).
  const rows: Array<Record<string, unknown>> = await (db as unknown as Kysely<any>)
    .selectFrom('response_messages')
    .selectAll()
    .where('response_id', 'in', responseIds)
    .execute();
  const pick = (row: Record<string, unknown>, ...names: string[]) => names.map((n) => row[n]).find((v) => v !== undefined && v !== null);
  rows.sort((a, b) => String(pick(a, 'created_at') ?? '').localeCompare(String(pick(b, 'created_at') ?? '')) || Number(a.id) - Number(b.id));
  for (const row of rows) {
    if (pick(row, 'internal', 'is_internal', 'staff_only', 'is_note') === 1 || pick(row, 'internal', 'is_internal', 'staff_only', 'is_note') === true) continue;
    const author = pick(row, 'author_id', 'user_id', 'sender_id');
    // D31's table says who wrote in from_staff; the author's id decides otherwise.
    const fromStaff = pick(row, 'from_staff');
    const from = fromStaff !== undefined ? (Number(fromStaff) === 1 ? 'staff' : 'applicant') : author === userId ? 'applicant' : 'staff';
    const list = byResponse.get(Number(row.response_id)) ?? [];
    list.push({
      from,
      body: pick(row, 'body', 'content', 'message', 'text'),
      createdAt: pick(row, 'created_at'),
      editedAt: pick(row, 'edited_at', 'updated_at') ?? null,
    });
    byResponse.set(Number(row.response_id), list);
  }
  return byResponse;
}
