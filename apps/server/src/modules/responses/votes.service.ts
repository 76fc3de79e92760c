import {
  collaborationMessages as text,
  isVotingStatus,
  resultingStatus,
  statusLabel,
  voteDecisionNote,
  type ResponseStatus,
  type VoteValue,
} from '@crp/shared';
import type { Transaction } from 'kysely';
import { now, toBool, type DB, type Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { ConflictError, NotAllowedError, NotFoundError, ValidationError } from '../../lib/domain-errors.ts';
import { quoted, recordAudit } from '../audit/index.ts';
import { formTypeOf } from '../forms/index.ts';
import type { Viewer } from './collaboration.mappers.ts';
import { countVotes, deleteVote, findResponseForCollaboration, upsertVote, type CollaborationRow } from './collaboration.queries.ts';
import { applyStatusChange } from './status-change.service.ts';
import { queueStaffPost } from './staff-post.service.ts';
import { serverText, statusInSentence } from '../locale/index.ts';

/**
 * Votes (D30). While a response is submitted or under review each reviewer has one vote; on a
 * binding form the vote that reaches `votesRequired` moves the response in the same transaction,
 * through the one write path (history `by: null` "Approved by vote (3 of 3)", deliveries, audit).
 * The response row is locked first (PostgreSQL; SQLite serializes writers), so of several votes
 * at once exactly one moves it and the others find it decided (409).
 */
function checkVotable(response: CollaborationRow | undefined, viewer: Viewer): CollaborationRow {
  if (!response) throw new NotFoundError(text.responseNotFound);
  if (response.user_id === viewer.id) throw new NotAllowedError(text.ownVote);
  if (response.votes_required <= 0) throw new ValidationError(text.noVoting, [{ path: 'body.vote', message: text.noVoting }], 'no_voting');
  if (!isVotingStatus(response.status)) throw new ConflictError(serverText('error.collab.voteClosed', { status: statusInSentence(response.status) }), 'voting_closed');
  return response;
}

export async function castVote(db: DB, dialect: Dialect, responseId: number, viewer: Viewer, vote: VoteValue, reason: string | null): Promise<void> {
  // Told before the transaction: 403 and 400 need no lock.
  checkVotable(await findResponseForCollaboration(db, dialect, responseId), viewer);
  await db.transaction().execute(async (trx) => {
    const response = checkVotable(await findResponseForCollaboration(trx, dialect, responseId, true), viewer);
    const at = now();
    await upsertVote(trx, { responseId, voterId: viewer.id, vote, reason: reason || null, at });
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'response.vote',
      targetType: 'response',
      targetId: responseId,
      summary: `Voted ${vote} on response #${responseId} (${quoted(response.form_title)})`,
    });
    // A deciding vote rewrote the post with the move; any other vote rewrites the tally.
    const decided = toBool(response.voting_binding) && (await decideByVotes(trx, response, at));
    if (!decided) await queueStaffPost(trx, responseId, 'edit');
  });
}

export async function withdrawVote(db: DB, dialect: Dialect, responseId: number, viewer: Viewer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    checkVotable(await findResponseForCollaboration(trx, dialect, responseId, true), viewer);
    if (!(await deleteVote(trx, responseId, viewer.id))) throw new NotFoundError(text.noVoteToTake);
    await queueStaffPost(trx, responseId, 'edit');
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'response.vote_withdraw',
      targetType: 'response',
      targetId: responseId,
      summary: `Took back their vote on response #${responseId}`,
    });
  });
}

type Trx = Transaction<Database>;

/** Moves the response when the votes reach the count; true when it did. */
async function decideByVotes(trx: Trx, response: CollaborationRow, at: string): Promise<boolean> {
  const tally = await countVotes(trx, response.id);
  const required = response.votes_required;
  const outcome = tally.approve >= required ? 'approve' : tally.deny >= required ? 'deny' : null;
  if (!outcome) return false;
  const current = response.status as ResponseStatus;
  const next = resultingStatus(
    current,
    outcome === 'approve' ? 'accepted' : 'rejected',
    {
      requiresInterview: formTypeOf(response.form_type) === 'application' && response.requires_interview === 1,
      hasInterviewDate: false,
    },
    'votes',
  );
  if (next === null) return false;
  const notes = voteDecisionNote(outcome, outcome === 'approve' ? tally.approve : tally.deny, required);
  await applyStatusChange(
    trx,
    {
      responseId: response.id,
      formId: response.form_id,
      userId: response.user_id,
      fromStatus: current,
      toStatus: next,
      actorId: null,
      notes,
      interviewDate: null,
    },
    {
      at,
      facts: response,
      set: { reviewed_at: at, reviewed_by: null, review_notes: notes },
      audit: {
        actorId: null,
        action: 'response.decision',
        summary: `Response #${response.id} (${quoted(response.form_title)} by ${quoted(response.display_name?.trim() || response.username, 40)}): ${statusLabel(current)} → ${statusLabel(next)}, ${notes.toLowerCase()}`,
      },
    },
  );
  return true;
}
