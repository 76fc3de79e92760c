import {
  allowedDecisions,
  collaborationMessages,
  resultingStatus,
  type ResponseDetail,
  statusLabel,
  reviewLimits,
  reviewMessages as text,
  type DecisionInput,
  type ResponseStatus,
} from '@crp/shared';
import { now, type DB, type Dialect } from '../../db/database.ts';
import { ConflictError, NotAllowedError, NotFoundError, ValidationError } from '../../lib/domain-errors.ts';
import { formTypeOf } from '../forms/index.ts';
import { quoted } from '../audit/index.ts';
import { listDeliveriesForResponse } from '../deliveries/index.ts';
import { applyStatusChange, type StatusChange } from './status-change.service.ts';
import { toResponseDetail } from './responses.mappers.ts';
import { findResponseForReview, listAnswers, listHistory } from './review.queries.ts';
import { toStaffNote, toVoteTally, type Viewer } from './collaboration.mappers.ts';
import { findResponseForCollaboration, listNotes, listVotes } from './collaboration.queries.ts';
import { staffPostPreview } from './staff-post.service.ts';
import { findSteamAccount, steamAccountFromId } from '../steam/index.ts';
import { serverText, statusInSentence } from '../locale/index.ts';
import type { Locale } from '@crp/shared/locales';

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
export async function decideOnResponse(db: DB, dialect: Dialect, responseId: number, actor: Viewer, input: DecisionInput): Promise<StatusChange> {
  const actorId = actor.id;
  return db.transaction().execute(async (trx) => {
    const row = await findResponseForCollaboration(trx, dialect, responseId);
    if (!row) throw new NotFoundError(text.notFound);
    const take = input.status === 'under_review';
    if (row.user_id === actorId) throw new NotAllowedError(take ? text.ownResponseTake : text.ownResponse);
    const current = row.status as ResponseStatus;
    // D30: on a binding form the votes decide; only admins decide directly (the interview result stays with reviewers).
    if (!take && isBinding(row) && !actor.isAdmin && current !== 'pending_interview')
      throw new NotAllowedError(collaborationMessages.decidedByVote, 'decided_by_vote');
    if (input.expectedStatus !== undefined && input.expectedStatus !== current) throw new ConflictError(serverText('error.review.changedMeanwhile', { current: statusInSentence(current) }), 'status_changed');
    const interviewDate = input.interviewDate ? input.interviewDate : null;
    const next = resultingStatus(current, input.status, {
      requiresInterview: formTypeOf(row.form_type) === 'application' && row.requires_interview === 1,
      hasInterviewDate: interviewDate !== null,
    });
    if (next === null) throw new ConflictError(serverText('error.review.illegalTransition', { current: statusInSentence(current), requested: statusInSentence(input.status) }), 'illegal_transition');
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
    const what = `${quoted(row.form_title)} by ${quoted(row.display_name?.trim() || row.username, 40)}`;
    const at = now();
    await applyStatusChange(trx, change, {
      at,
      facts: row,
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

/** The detail as `viewer` sees it: what they may do depends on who they are (own response, admin, binding votes). */
export async function loadResponseDetail(
  db: DB,
  id: number,
  viewer: Viewer,
  site: { publicUrl: string; guildId: string | undefined; locale: Locale },
): Promise<ResponseDetail> {
  const row = await findResponseForReview(db, id);
  if (!row) throw new NotFoundError(text.notFound);
  const [answers, history, deliveries, notes, votes, staffPost] = await Promise.all([
    listAnswers(db, id),
    listHistory(db, id),
    listDeliveriesForResponse(db, id),
    listNotes(db, id),
    listVotes(db, id),
    staffPostPreview(db, id, site),
  ]);
  // D33/D34: the applicant's Steam account beside the form's gates: the one the response was
  // submitted with (D43 e); its facts when it is still the linked one.
  const linked = row.steam_id === null ? null : await findSteamAccount(db, row.user_id);
  const steam = row.steam_id === null ? null : linked?.steamId === row.steam_id ? linked : steamAccountFromId(row.steam_id, row.submitted_at);
  const isOwnResponse = row.user_id === viewer.id;
  const decidedByVote = isBinding(row) && !viewer.isAdmin;
  const allowed: ResponseStatus[] = isOwnResponse ? [] : allowedDecisions(row.status as ResponseStatus);
  // On a binding form a reviewer may still take it for review and, after the vote moved it to an interview, record the interview.
  const allowedStatuses = decidedByVote && row.status !== 'pending_interview' ? allowed.filter((s) => s === 'under_review') : allowed;
  return toResponseDetail({
    row,
    answers,
    history,
    deliveries,
    allowedStatuses,
    isOwnResponse,
    // D43 c: a reviewer's own response is shown to them as to any applicant: no notes, no voters, no staff post.
    notes: isOwnResponse ? [] : notes.map((n) => toStaffNote(n, viewer)),
    votes: isOwnResponse ? { ...toVoteTally(votes, row, viewer.id), voters: [] } : toVoteTally(votes, row, viewer.id),
    decidedByVote,
    staffPost: isOwnResponse ? null : staffPost,
    steam,
  });
}

/** D30: a form whose votes decide. */
const isBinding = (form: { votes_required: number; voting_binding: number }) => form.votes_required > 0 && form.voting_binding === 1;
