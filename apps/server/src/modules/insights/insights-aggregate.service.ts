import type { FormType, Insights } from '@crp/shared';
import type { DecisionRow, SubmitRow } from '../responses/index.ts';
import { dayIndexOf, type InsightsRange } from './insights-range.service.ts';

/**
 * Turns the compact rows of a range into D42's numbers (docs/insights.md says how each is counted).
 * Pure: the same rows give the same answer on both databases.
 */

/** Nearest-rank percentile of ascending values (p in (0, 1]); null when there are none. Whole seconds. */
export function percentile(sortedAsc: number[], p: number): number | null {
  if (sortedAsc.length === 0) return null;
  return Math.round(sortedAsc[Math.max(0, Math.ceil(p * sortedAsc.length) - 1)]!);
}

const ascending = (values: number[]) => values.sort((a, b) => a - b);
const rate = (accepted: number, rejected: number) => (accepted + rejected === 0 ? null : accepted / (accepted + rejected));

interface Tally {
  submitted: number;
  accepted: number;
  rejected: number;
  decisionSeconds: number[];
}
const newTally = (): Tally => ({ submitted: 0, accepted: 0, rejected: 0, decisionSeconds: [] });

interface StaffTally {
  decisions: number;
  accepted: number;
  rejected: number;
  decisionSeconds: number[];
}

export interface AggregateInput {
  range: InsightsRange;
  /** Only this form (the call's formId): listed even without activity. */
  formId?: number;
  /** Submits of the range, each with the seconds to its first staff action (null: none yet). */
  submits: SubmitRow[];
  /** Moves into accepted or rejected in the range, with the seconds since their submit. */
  decisions: DecisionRow[];
  /** Each person's moves into an interview in the range (decisions that are neither accepted nor rejected). */
  interviews: Map<number, number>;
  withdrawn: number;
  votes: Map<number, number>;
  notes: Map<number, number>;
  forms: Array<{ id: number; title: string; type: FormType }>;
  people: Map<number, { discordId: string; name: string }>;
  backlog: Insights['backlog'];
}

export function aggregate(input: AggregateInput): Insights {
  const { range } = input;
  const daily = range.days.map((date) => ({ date, submitted: 0, accepted: 0, rejected: 0 }));
  const byForm = new Map<number, Tally>();
  const formTally = (id: number) => byForm.get(id) ?? byForm.set(id, newTally()).get(id)!;
  const byStaff = new Map<number, StaffTally>();
  const firstAction: number[] = [];
  const toDecision: number[] = [];
  let accepted = 0;
  let rejected = 0;

  const staffTally = (id: number) => byStaff.get(id) ?? byStaff.set(id, { decisions: 0, accepted: 0, rejected: 0, decisionSeconds: [] }).get(id)!;

  for (const row of input.submits) {
    const day = dayIndexOf(range, row.submitted_at);
    if (day >= 0) daily[day]!.submitted += 1;
    formTally(row.form_id).submitted += 1;
    if (row.first_action_s !== null) firstAction.push(row.first_action_s);
  }

  for (const row of input.decisions) {
    const kind = row.outcome;
    const seconds = row.decision_s;
    const day = dayIndexOf(range, row.decided_at);
    if (day >= 0) daily[day]![kind] += 1;
    if (kind === 'accepted') accepted += 1;
    else rejected += 1;
    const form = formTally(row.form_id);
    form[kind] += 1;
    form.decisionSeconds.push(seconds);
    toDecision.push(seconds);
    // A decision by the votes (D30) has no author: it counts for nobody.
    if (row.decided_by === null) continue;
    const staff = staffTally(row.decided_by);
    staff.decisions += 1;
    staff[kind] += 1;
    staff.decisionSeconds.push(seconds);
  }
  for (const [id, n] of input.interviews) staffTally(id).decisions += n;

  const titles = new Map(input.forms.map((f) => [f.id, f]));
  if (input.formId !== undefined) formTally(input.formId);
  const forms = [...byForm.entries()]
    .flatMap(([formId, t]) => {
      const form = titles.get(formId);
      if (!form) return [];
      return [
        {
          formId,
          title: form.title,
          type: form.type,
          submitted: t.submitted,
          accepted: t.accepted,
          rejected: t.rejected,
          acceptanceRate: rate(t.accepted, t.rejected),
          timeToDecisionP50: percentile(ascending(t.decisionSeconds), 0.5),
        },
      ];
    })
    .sort((a, b) => b.submitted - a.submitted || b.accepted + b.rejected - (a.accepted + a.rejected) || a.title.localeCompare(b.title) || a.formId - b.formId);

  const staffIds = new Set([...byStaff.keys(), ...input.votes.keys(), ...input.notes.keys()]);
  const reviewers = [...staffIds]
    .flatMap((id) => {
      const person = input.people.get(id);
      if (!person) return [];
      const t = byStaff.get(id);
      return [
        {
          discordId: person.discordId,
          displayName: person.name,
          decisions: t?.decisions ?? 0,
          accepted: t?.accepted ?? 0,
          rejected: t?.rejected ?? 0,
          votes: input.votes.get(id) ?? 0,
          notes: input.notes.get(id) ?? 0,
          timeToDecisionP50: t ? percentile(ascending(t.decisionSeconds), 0.5) : null,
        },
      ];
    })
    .sort((a, b) => b.decisions - a.decisions || b.votes + b.notes - (a.votes + a.notes) || a.displayName.localeCompare(b.displayName));

  ascending(firstAction);
  ascending(toDecision);
  return {
    range: { from: range.from, to: range.to, tz: range.tz },
    totals: { submitted: input.submits.length, accepted, rejected, withdrawn: input.withdrawn },
    acceptanceRate: rate(accepted, rejected),
    timeToFirstAction: { p50: percentile(firstAction, 0.5), p90: percentile(firstAction, 0.9) },
    timeToDecision: { p50: percentile(toDecision, 0.5), p90: percentile(toDecision, 0.9) },
    backlog: input.backlog,
    daily,
    forms,
    reviewers,
  };
}
