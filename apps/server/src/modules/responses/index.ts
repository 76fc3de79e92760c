/** Responses' public face: the player's calls, the staff review calls, and the one write path of a status. */
export { applyStatusChange, type StatusChange, type StatusChangeOptions } from './status-change.service.ts';
export { findResponseStatus, forgetResponsesSteamIds, insertAnswers, latestResponsePerFormOfMember, listOpenApplications, memberIdsAcceptedOnForms, responseIdsOfMember } from './responses.queries.ts';
export { insertMessage, insertNote, upsertVote } from './collaboration.queries.ts';
export type { PreparedAnswer } from './answers-validation.rules.ts';
export { decideOnResponse } from './review.service.ts';
export { castVote } from './votes.service.ts';
export { staffPostFor } from './staff-post.service.ts';
export { exportMemberResponses } from './member-export.queries.ts';
export {
  countInterviewMovesByStaff,
  countVotesAndNotesByStaff,
  countWithdrawals,
  listDecisions,
  listSubmits,
  readBacklog,
  type DecisionRow,
  type InsightsWindow,
  type SubmitRow,
} from './insights.queries.ts';
export { listInsightRows, rebuildInsightRows } from './insights-summary.queries.ts';
