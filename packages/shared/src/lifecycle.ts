// Zod-free (decision 0030): the browser imports this as '@crp/shared/lifecycle'.
import type { ResponseStatus } from './statuses.ts';

/**
 * A response's lifecycle, written once (D2, D9, D12, D23, D30, D43 b): every move a response can
 * make, who may make it and what it needs. The server's write path and review, vote and Discord
 * services, the Discord buttons and the web's decision panel all read this table; nothing else
 * says which statuses are open or which moves are legal.
 *
 *   (none) ──submit──▶ submitted ──take──▶ under_review
 *   submitted | under_review ──accept──▶ accepted            (form without an interview)
 *   submitted | under_review ──accept──▶ pending_interview   (form with an interview, or a date given)
 *   submitted | under_review ──reject──▶ rejected
 *   pending_interview ──pass──▶ accepted,  ──fail──▶ rejected
 *   submitted | under_review | pending_interview ──withdraw──▶ withdrawn
 */

/** Who makes a move: the member who applied, a reviewer (or admin), the binding votes (D30), or the site itself (account deletion). */
export type MoveActor = 'applicant' | 'reviewer' | 'votes' | 'site';

export type MoveAction = 'submit' | 'take' | 'accept' | 'reject' | 'pass' | 'fail' | 'withdraw';

export interface Move {
  action: MoveAction;
  from: readonly ResponseStatus[] | null;
  to: ResponseStatus;
  by: readonly MoveActor[];
  /** 'interview': only when the form requires one or an interview date is given; 'no interview': only otherwise. */
  when?: 'interview' | 'no interview';
}

const decidable = ['submitted', 'under_review'] as const satisfies readonly ResponseStatus[];

export const moves: readonly Move[] = [
  { action: 'submit', from: null, to: 'submitted', by: ['applicant'] },
  { action: 'take', from: ['submitted'], to: 'under_review', by: ['reviewer'] },
  { action: 'accept', from: decidable, to: 'accepted', by: ['reviewer', 'votes'], when: 'no interview' },
  { action: 'accept', from: decidable, to: 'pending_interview', by: ['reviewer', 'votes'], when: 'interview' },
  { action: 'reject', from: decidable, to: 'rejected', by: ['reviewer', 'votes'] },
  { action: 'pass', from: ['pending_interview'], to: 'accepted', by: ['reviewer'] },
  { action: 'fail', from: ['pending_interview'], to: 'rejected', by: ['reviewer'] },
  { action: 'withdraw', from: ['submitted', 'under_review', 'pending_interview'], to: 'withdrawn', by: ['applicant', 'site'] },
];

const leaving = (status: string, actor?: MoveActor) =>
  moves.filter((m) => m.from !== null && (m.from as readonly string[]).includes(status) && (!actor || m.by.includes(actor)));
const fromOf = (keep: (m: Move) => boolean): ResponseStatus[] => [...new Set(moves.filter(keep).flatMap((m) => m.from ?? []))];

/** Open: a reviewer can still move it (decisions, the decision panel, the post's buttons, the applicant's replies, D9's one open application). */
export const openStatuses: readonly ResponseStatus[] = fromOf((m) => m.by.includes('reviewer'));
/** The applicant may withdraw (player-area §4). */
export const withdrawableStatuses: readonly ResponseStatus[] = fromOf((m) => m.action === 'withdraw');
/** Reviewers vote while the votes may still move it (D30). */
export const votingStatuses: readonly ResponseStatus[] = fromOf((m) => m.by.includes('votes'));
/** Open or accepted: the applications list hides the form, submit answers 409 (D9). */
export const blockingStatuses: readonly ResponseStatus[] = [...openStatuses, 'accepted'];

export const isOpenStatus = (status: string): boolean => (openStatuses as readonly string[]).includes(status);
export const isWithdrawable = (status: string): boolean => (withdrawableStatuses as readonly string[]).includes(status);
export const isVotingStatus = (status: string): boolean => (votingStatuses as readonly string[]).includes(status);
export const isBlocking = (status: string): boolean => (blockingStatuses as readonly string[]).includes(status);

/** The decisions a reviewer is offered in a status (admin-area §4.2, the Discord post's buttons): accept/reject, or pass/fail at the interview. */
export type DecisionAction = 'accept' | 'reject' | 'pass' | 'fail';
export function decisionActionsIn(status: string): DecisionAction[] {
  const actions = leaving(status, 'reviewer')
    .map((m) => m.action)
    .filter((a): a is DecisionAction => a === 'accept' || a === 'reject' || a === 'pass' || a === 'fail');
  return [...new Set(actions)];
}

/** The status a decision asks for (the request's `status`): the server picks an interview for an accept when the form needs one. */
export const requestedStatusOf: Record<DecisionAction, 'accepted' | 'rejected'> = { accept: 'accepted', reject: 'rejected', pass: 'accepted', fail: 'rejected' };

/** What a reviewer may send as `status` (D12, D23); 'pending_interview' asks for an accept with an interview. */
export type RequestedStatus = 'under_review' | 'pending_interview' | 'accepted' | 'rejected';

/**
 * The status a move by `actor` ends in, or null when the table has no such move. An accept
 * ('accepted' or 'pending_interview' requested) goes to the interview when the form requires one,
 * a date is given, or the interview is asked for.
 */
export function resultingStatus(
  current: ResponseStatus,
  requested: RequestedStatus,
  context: { requiresInterview: boolean; hasInterviewDate: boolean },
  actor: MoveActor = 'reviewer',
): ResponseStatus | null {
  const interview = context.requiresInterview || context.hasInterviewDate || requested === 'pending_interview';
  const candidates = leaving(current, actor).filter((m) => {
    if (requested === 'pending_interview') return m.action === 'accept';
    if (requested === 'accepted') return m.action === 'accept' || m.action === 'pass';
    if (requested === 'rejected') return m.action === 'reject' || m.action === 'fail';
    return m.action === 'take';
  });
  const move = candidates.find((m) => !m.when || (m.when === 'interview') === interview);
  return move?.to ?? null;
}

/** The statuses a reviewer may request from a status (the decision panel offers these; the detail's allowedStatuses). */
export function allowedDecisions(current: ResponseStatus): RequestedStatus[] {
  const actions = new Set(leaving(current, 'reviewer').map((m) => m.action));
  const allowed: RequestedStatus[] = [];
  if (actions.has('take')) allowed.push('under_review');
  if (actions.has('accept') || actions.has('pass')) allowed.push('accepted');
  if (actions.has('accept')) allowed.push('pending_interview');
  if (actions.has('reject') || actions.has('fail')) allowed.push('rejected');
  return allowed;
}

/**
 * THE event of a move (one shape): what the history, the deliveries, the staff post and the audit
 * log need. A submit is the move from `null`. Made only by the server's one write path
 * (modules/responses/status-change.ts).
 */
export interface StatusChange {
  responseId: number;
  formId: number;
  userId: number;
  fromStatus: ResponseStatus | null;
  toStatus: ResponseStatus;
  /** Who moved it; null when the votes did (D30). */
  actorId: number | null;
  /** Review notes (rejected, accepted), interview notes (pending_interview): what the applicant's message carries. */
  notes: string | null;
  interviewDate: string | null;
}
