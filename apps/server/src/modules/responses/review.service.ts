import { allowedDecisions, resultingStatus, type ResponseDetail, statusLabel, reviewLimits, reviewMessages as text, type DecisionInput, type ResponseStatus } from '@crp/shared';
import { now, type DB } from '../../db/database.ts';
import { ConflictError, NotAllowedError, NotFoundError, ValidationError } from '../../lib/domain-errors.ts';
import { formTypeOf } from '../forms/index.ts';
import { quoted } from '../audit/index.ts';
import { listDeliveriesForResponse } from '../deliveries/index.ts';
import { applyStatusChange, type StatusChange } from './status-change.ts';
import { toResponseDetail } from './responses.mappers.ts';
import { findResponseForReview, listAnswers, listHistory } from './review.queries.ts';

/** An interview instant: a real date, not absurd (at most a day in the past, at most a year ahead); stored as UTC. */
export function checkInterviewDate(value: string, at = Date.now()): string {
  const ms = Date.parse(value);
  if (!Number.isFinite(ms))
    throw new ValidationError('Interview date must be a valid date and time', [{ path: 'body.interviewDate', message: 'is not a date' }]);
  if (ms < at - reviewLimits.interviewMaxPastMs) throw new ValidationError(text.interviewPast, [{ path: 'body.interviewDate', message: text.interviewPast }]);
  if (ms > at + reviewLimits.interviewMaxAheadMs)
    throw new ValidationError(text.interviewTooFar, [{ path: 'body.interviewDate', message: text.interviewTooFar }]);
  return new Date(ms).toISOString();
}

/**
 * D12/D23 in one transaction: the status change (a conditional UPDATE: of two reviewers deciding
 * at once exactly one wins, the other gets 409), the history row and the side effects.
 */
export async function decideOnResponse(db: DB, responseId: number, actorId: number, input: DecisionInput): Promise<StatusChange> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('form_responses as r')
      .innerJoin('forms as f', 'f.id', 'r.form_id')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.form_id', 'r.user_id', 'r.status', 'r.form_type', 'f.requires_interview', 'f.title', 'u.username', 'u.display_name'])
      .where('r.id', '=', responseId)
      .executeTakeFirst();
    if (!row) throw new NotFoundError(text.notFound);
    const take = input.status === 'under_review';
    if (row.user_id === actorId) throw new NotAllowedError(take ? text.ownResponseTake : text.ownResponse);
    const current = row.status as ResponseStatus;
    if (input.expectedStatus !== undefined && input.expectedStatus !== current) throw new ConflictError(text.changedMeanwhile(current), 'status_changed');
    const interviewDate = input.interviewDate ? input.interviewDate : null;
    const next = resultingStatus(current, input.status, {
      requiresInterview: formTypeOf(row.form_type) === 'application' && row.requires_interview === 1,
      hasInterviewDate: interviewDate !== null,
    });
    if (next === null) throw new ConflictError(text.illegalTransition(current, input.status), 'illegal_transition');
    const schedules = next === 'pending_interview' && current !== 'pending_interview';
    if (interviewDate !== null && !schedules)
      throw new ValidationError(text.interviewNotForReject, [{ path: 'body.interviewDate', message: text.interviewNotForReject }]);
    const storedDate = interviewDate === null ? null : checkInterviewDate(interviewDate);

    const reviewNotes = input.reviewNotes ?? null;
    const interviewNotes = input.interviewNotes ?? null;
    const notes = [reviewNotes, interviewNotes].filter((n): n is string => n !== null).join('\n\n') || null;
    const change: StatusChange = {
      responseId,
      formId: row.form_id,
      userId: row.user_id,
      fromStatus: current,
      toStatus: next,
      actorId,
      notes,
      interviewDate: storedDate,
    };
    const what = `${quoted(row.title)} by ${quoted(row.display_name?.trim() || row.username, 40)}`;
    const at = now();
    await applyStatusChange(trx, change, {
      at,
      set: take
        ? { assigned_to: actorId, assigned_at: at }
        : {
            reviewed_at: at,
            reviewed_by: actorId,
            ...(reviewNotes !== null ? { review_notes: reviewNotes } : {}),
            ...(interviewNotes !== null ? { interview_notes: interviewNotes } : {}),
            ...(storedDate !== null ? { interview_date: storedDate } : {}),
          },
      audit: take
        ? { actorId, action: 'response.take', summary: `Took response #${responseId} (${what}) for review` }
        : { actorId, action: 'response.decision', summary: `Response #${responseId} (${what}): ${statusLabel(current)} → ${statusLabel(next)}` },
    });
    return change;
  });
}

/** The detail as `viewerId` sees it (what they may do depends on who they are). */
export async function loadResponseDetail(db: DB, id: number, viewerId: number): Promise<ResponseDetail> {
  const row = await findResponseForReview(db, id);
  if (!row) throw new NotFoundError(text.notFound);
  const [answers, history, deliveries] = await Promise.all([listAnswers(db, id), listHistory(db, id), listDeliveriesForResponse(db, id)]);
  const isOwnResponse = row.user_id === viewerId;
  const allowedStatuses: ResponseStatus[] = isOwnResponse ? [] : allowedDecisions(row.status as ResponseStatus);
  return toResponseDetail({ row, answers, history, deliveries, allowedStatuses, isOwnResponse });
}
