import { msg, plural } from '@lingui/core/macro';
import { translate } from '../../lib/i18n.ts';

/**
 * Every text the insights screen shows (D42), in the active language (D40): each getter reads its
 * message from the catalogues (src/locales/*.po) when the screen renders. Dates come in already
 * formatted; counts come as numbers, so each language picks its plural form.
 */
export const insightsTexts = {
  get title() {
    return translate(msg`Insights`);
  },
  get subtitle() {
    return translate(msg`How review is going: what came in, what was decided, how fast, and what is still waiting.`);
  },
  get nav() {
    return translate(msg`Insights`);
  },
  filters: {
    get label() {
      return translate(msg`Choose the range and form`);
    },
    get from() {
      return translate(msg`From`);
    },
    get to() {
      return translate(msg`To`);
    },
    get form() {
      return translate(msg`Form`);
    },
    get allForms() {
      return translate(msg`All forms`);
    },
    get timeZone() {
      return translate(msg`Days in`);
    },
    get apply() {
      return translate(msg`Show`);
    },
    get last7() {
      return translate(msg`Last 7 days`);
    },
    get last30() {
      return translate(msg`Last 30 days`);
    },
    get last90() {
      return translate(msg`Last 90 days`);
    },
    get lastYear() {
      return translate(msg`Last 12 months`);
    },
  },
  range: (from: string, to: string, tz: string) => translate(msg`${from} – ${to} (${tz})`),
  get downloadCsv() {
    return translate(msg`Download CSV`);
  },
  get downloadCsvHint() {
    return translate(msg`The daily numbers of this range as a spreadsheet file`);
  },
  tiles: {
    get label() {
      return translate(msg`Totals for the range`);
    },
    get submitted() {
      return translate(msg`Submitted`);
    },
    withdrawn: (withdrawn: number) => translate(msg`${plural(withdrawn, { one: '# withdrawn', other: '# withdrawn' })}`),
    get acceptanceRate() {
      return translate(msg`Acceptance rate`);
    },
    decided: (accepted: number, rejected: number) =>
      translate(msg`${plural(accepted, { one: '# accepted', other: '# accepted' })} · ${plural(rejected, { one: '# rejected', other: '# rejected' })}`),
    get noDecisions() {
      return translate(msg`No decisions yet`);
    },
    get firstAction() {
      return translate(msg`Time to first action`);
    },
    get decision() {
      return translate(msg`Time to decision`);
    },
    median: (value: string) => translate(msg`Median ${value}`),
    p90: (value: string) => translate(msg`9 in 10 within ${value}`),
    get notMeasured() {
      return translate(msg`Nothing measured yet`);
    },
    get backlog() {
      return translate(msg`Open backlog`);
    },
    backlogAge: (median: string, oldest: string) => translate(msg`Median age ${median} · oldest since ${oldest}`),
    get backlogEmpty() {
      return translate(msg`Nothing is waiting`);
    },
    get backlogNow() {
      return translate(msg`Open applications right now`);
    },
  },
  chart: {
    get title() {
      return translate(msg`Per day`);
    },
    description: (from: string, to: string) => translate(msg`Responses submitted, accepted and rejected each day from ${from} to ${to}.`),
    get legend() {
      return translate(msg`Legend`);
    },
    point: (date: string, submitted: number, accepted: number, rejected: number) =>
      translate(
        msg`${date}: ${plural(submitted, { one: '# submitted', other: '# submitted' })}, ${plural(accepted, { one: '# accepted', other: '# accepted' })}, ${plural(rejected, { one: '# rejected', other: '# rejected' })}`,
      ),
    /** A series and its count in the focused day's box: 'Submitted: 2'. */
    value: (series: string, count: string) => translate(msg`${series}: ${count}`),
    get keyboardHint() {
      return translate(msg`Use the arrow keys to move between days.`);
    },
    get showTable() {
      return translate(msg`Show the numbers as a table`);
    },
    get tableCaption() {
      return translate(msg`Responses per day`);
    },
  },
  series: {
    get submitted() {
      return translate(msg`Submitted`);
    },
    get accepted() {
      return translate(msg`Accepted`);
    },
    get rejected() {
      return translate(msg`Rejected`);
    },
  },
  forms: {
    get title() {
      return translate(msg`Per form`);
    },
    get caption() {
      return translate(msg`Numbers per form for the range`);
    },
    get form() {
      return translate(msg`Form`);
    },
    get submitted() {
      return translate(msg`Submitted`);
    },
    get accepted() {
      return translate(msg`Accepted`);
    },
    get rejected() {
      return translate(msg`Rejected`);
    },
    get rate() {
      return translate(msg`Acceptance rate`);
    },
    get decision() {
      return translate(msg`Median time to decision`);
    },
    get empty() {
      return translate(msg`No form had activity in this range.`);
    },
    get application() {
      return translate(msg`Application`);
    },
    get survey() {
      return translate(msg`Survey`);
    },
  },
  reviewers: {
    get title() {
      return translate(msg`Per reviewer`);
    },
    get caption() {
      return translate(msg`Numbers per reviewer for the range`);
    },
    get reviewer() {
      return translate(msg`Reviewer`);
    },
    get decisions() {
      return translate(msg`Decisions`);
    },
    get accepted() {
      return translate(msg`Accepted`);
    },
    get rejected() {
      return translate(msg`Rejected`);
    },
    get votes() {
      return translate(msg`Votes`);
    },
    get notes() {
      return translate(msg`Notes`);
    },
    get decision() {
      return translate(msg`Median time to decision`);
    },
    get empty() {
      return translate(msg`No reviewer decided, voted or wrote a note in this range.`);
    },
    get byVote() {
      return translate(msg`Decisions made by binding votes count for no reviewer.`);
    },
  },
  get date() {
    return translate(msg`Date`);
  },
  /** No value (a dash, not language). */
  none: '—',
  get loadError() {
    return translate(msg`The insights could not be loaded.`);
  },
  get retry() {
    return translate(msg`Try Again`);
  },
  duration: {
    seconds: (seconds: number) => translate(msg`${seconds} s`),
    minutes: (minutes: number) => translate(msg`${minutes} min`),
    hours: (hours: string) => translate(msg`${hours} h`),
    /** Days to one decimal ('2.1 days'): a number, so each language picks its plural form. */
    days: (days: number) => translate(msg`${plural(days, { one: '# day', other: '# days' })}`),
  },
};
