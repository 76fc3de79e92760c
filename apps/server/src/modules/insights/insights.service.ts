import { insightsMessages, type Insights, type InsightsQuery } from '@crp/shared';
import type { DB } from '../../db/database.ts';
import { ValidationError } from '../../lib/domain-errors.ts';
import { formTypeOf, listFormTitles } from '../forms/index.ts';
import { countInterviewMovesByStaff, countVotesAndNotesByStaff, countWithdrawals, listDecisions, listSubmits, readBacklog } from '../responses/index.ts';
import { findNamesByIds } from '../users/index.ts';
import { aggregate, percentile } from './insights-aggregate.service.ts';
import { parseRange } from './insights-range.service.ts';

/**
 * D42: the insights of a range. The rows come from their owners (responses: the per-response
 * insights rows, the history's interview moves and withdrawals, votes, notes, open responses; forms:
 * titles; users: names), one compact read each; the numbers are made here (decision 0041).
 */
export async function loadInsights(db: DB, query: InsightsQuery, nowMs = Date.now()): Promise<Insights> {
  const range = parseRange(query, nowMs);
  const forms = (await listFormTitles(db)).map((f) => ({ id: f.id, title: f.title, type: formTypeOf(f.type) }));
  const picked = query.formId === undefined ? undefined : forms.find((f) => f.id === query.formId);
  if (query.formId !== undefined && !picked) {
    throw new ValidationError(insightsMessages.unknownForm, [{ path: 'querystring.formId', message: insightsMessages.unknownForm }]);
  }
  const window = { start: range.starts[0]!, end: range.starts[range.starts.length - 1]!, formId: query.formId };
  const [submits, decisions, interviews, withdrawn, staff, backlog] = await Promise.all([
    listSubmits(db, window),
    listDecisions(db, window),
    countInterviewMovesByStaff(db, window),
    countWithdrawals(db, window),
    countVotesAndNotesByStaff(db, window),
    // Ages: the open responses from the oldest; the p-th age is the (n - ceil(p·n))-th from the oldest.
    picked?.type === 'survey'
      ? { open: 0, oldest: null, at: [] }
      : readBacklog(db, query.formId, (n) => (n === 0 ? [] : [n - Math.ceil(0.5 * n), n - Math.ceil(0.9 * n)])),
  ]);
  const staffIds = [...decisions.flatMap((d) => (d.decided_by === null ? [] : [d.decided_by])), ...interviews.keys(), ...staff.votes.keys(), ...staff.notes.keys()];
  const names = await findNamesByIds(db, staffIds);
  const age = (at: string | null | undefined) => (at ? percentile([Math.max(0, (nowMs - Date.parse(at)) / 1000)], 1) : null);
  return aggregate({
    range,
    formId: query.formId,
    submits,
    decisions,
    interviews,
    withdrawn,
    votes: staff.votes,
    notes: staff.notes,
    forms,
    people: names,
    backlog: { open: backlog.open, ageP50: age(backlog.at[0]), ageP90: age(backlog.at[1]), oldestSubmittedAt: backlog.oldest },
  });
}
