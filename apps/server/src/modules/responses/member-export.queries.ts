import type { DB } from '../../db/database.ts';
import { parseJsonColumn } from '../../lib/json-columns.ts';
import { toReviewAnswer } from './responses.mappers.ts';

/** A stored value as JSON when it is JSON (options, availability), else its text. */
const parseJson = (text: string | null): unknown => (text === null ? null : (parseJsonColumn(text) ?? text));

type HistoryBy = 'you' | 'staff' | 'site';

/**
 * A member's responses for "Download my data" (D37), as they gave them and as they were told: the
 * form, the answers with their questions as asked (choices as the labels picked: the one reading of
 * the snapshot, toReviewAnswer), the decision notes they were sent, the history and the conversation.
 * Never staff notes (D29) or votes (D30): those are the staff's records.
 */
export async function exportMemberResponses(db: DB, userId: number) {
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
  if (ids.length === 0) return [];
  const [answers, history, messages] = await Promise.all([
    db.selectFrom('response_answers').selectAll().where('response_id', 'in', ids).orderBy('response_id').orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('response_status_history')
      .select(['response_id', 'from_status', 'to_status', 'changed_by', 'changed_at'])
      .where('response_id', 'in', ids)
      .orderBy('changed_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('response_messages')
      .select(['response_id', 'from_staff', 'body', 'created_at'])
      .where('response_id', 'in', ids)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  return responses.map((r) => ({
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
      .map((a) => ({
        question: {
          title: a.question_title,
          type: a.question_type,
          description: a.question_description,
          required: a.question_required === 1,
          page: a.question_page,
          options: parseJson(a.question_options),
          ratingMax: a.question_rating_max,
        },
        answer: toReviewAnswer(a).answer,
        storedAnswer: a.answer,
      })),
    history: history
      .filter((h) => h.response_id === r.id)
      .map((h) => ({
        fromStatus: h.from_status,
        toStatus: h.to_status,
        at: h.changed_at,
        by: (h.changed_by === userId ? 'you' : h.changed_by === null ? 'site' : 'staff') as HistoryBy,
      })),
    // Staff appear as "staff", never by name (D31).
    messages: messages
      .filter((m) => m.response_id === r.id)
      .map((m) => ({ from: m.from_staff === 1 ? 'staff' : 'applicant', body: m.body, createdAt: m.created_at, editedAt: null })),
  }));
}
