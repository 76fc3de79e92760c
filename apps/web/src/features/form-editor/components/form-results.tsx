import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { QuestionResult } from '@crp/shared';
import { AdminPage, ArrowLeft } from '../../../components/ui/admin-page.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/card.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatNumber, formatShortDateTime } from '../../../lib/dates.ts';
import { intlLocale, translate } from '../../../lib/i18n.ts';
import { questionTypeName } from '../labels.ts';
import { formResultsQuery } from '../api.ts';

const percent = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

/** 'Mar 2024' for '2024-03' (in the page's language; US English in English, admin-area §9). */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return month;
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString(intlLocale(), { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/**
 * Per-question results of a survey (beyond the spec): counts per option, rating distribution and
 * average, dates by month, and the latest text answers. Every bar has its number written beside it,
 * so the chart needs no separate text version.
 */
export function FormResultsView({ formId, onBack }: { formId: number; onBack: () => void }) {
  const { t } = useLingui();
  const results = useQuery(formResultsQuery(formId));
  const back = (
    <Button variant="ghost" size="sm" className="-ml-3 mb-4" onClick={onBack}>
      <ArrowLeft />
      <Trans>Back to forms</Trans>
    </Button>
  );
  if (results.isPending) return <LoadingBlock label={t`Loading results...`} />;
  if (results.isError) {
    return (
      <AdminPage title={t`Results`} back={back}>
        <EmptyState
          title={t`Could not load the results`}
          lines={[errorMessage(results.error, t`The server did not answer. Please try again.`)]}
          action={
            <Button onClick={() => void results.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          }
        />
      </AdminPage>
    );
  }
  const data = results.data;
  const formTitle = data.title;
  const removed = data.removedQuestionAnswers;
  return (
    <AdminPage
      title={t`Results: ${formTitle}`}
      subtitle={
        removed > 0
          ? t`${plural(data.responses, { one: '# response', other: '# responses' })} · ${plural(removed, { one: '# answer to questions since removed is kept on each response', other: '# answers to questions since removed are kept on each response' })}`
          : t`${plural(data.responses, { one: '# response', other: '# responses' })}`
      }
      back={back}
    >
      {data.responses === 0 ? (
        <EmptyState title={t`No responses yet`} lines={[t`Results appear here as soon as members answer.`]} />
      ) : (
        <ol className="grid grid-cols-1 items-start gap-5 lg:grid-cols-2">
          {data.questions.map((q, i) => (
            <li key={q.questionId} className="rounded-2xl border border-surface-700 bg-surface-850/80 p-5">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-xs font-semibold text-slate-400">
                  <Trans>Q{i + 1}</Trans>
                </span>
                <Badge tone="gray">{questionTypeName(q.type)}</Badge>
                <span className="ml-auto text-xs text-slate-400">
                  <Answered answered={q.answered} asked={q.asked} responses={data.responses} />
                </span>
              </div>
              <h2 className="mt-2 font-semibold text-white">{q.title}</h2>
              <div className="mt-4">
                <QuestionChart question={q} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </AdminPage>
  );
}

/** '3 of 5 answered', and when the question was not asked on every response, in how many it was. */
function Answered({ answered, asked, responses }: { answered: number; asked: number | undefined; responses: number }) {
  const of = asked ?? responses;
  if (asked !== undefined && asked < responses) {
    return (
      <Trans>
        {answered} of {of} answered · asked in {asked} of {responses} responses
      </Trans>
    );
  }
  return (
    <Trans>
      {answered} of {of} answered
    </Trans>
  );
}

function Bars({ rows, total, label }: { rows: { key: string; label: string; count: number; muted?: boolean }[]; total: number; label: string }) {
  return (
    <ul aria-label={label} className="space-y-2">
      {rows.map((row) => {
        const pct = percent(row.count, total);
        return (
          <li key={row.key}>
            <div className="flex justify-between gap-3 text-sm">
              <span className={row.muted ? 'text-slate-400 italic' : 'text-slate-200'}>{row.label}</span>
              <span className="shrink-0 tabular-nums text-slate-300">
                {row.count} <span className="text-slate-400">({pct}%)</span>
              </span>
            </div>
            <div className="mt-1 h-2 overflow-hidden rounded-full bg-surface-700" aria-hidden="true">
              <div className={`h-full rounded-full ${row.muted ? 'bg-slate-500' : 'bg-brand-500'}`} style={{ width: `${pct}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** An option label (what staff wrote) marked as removed from the form since. */
function removedOption(label: string): string {
  return translate(msg`${label} (removed option)`);
}

function QuestionChart({ question: q }: { question: QuestionResult }) {
  const { t } = useLingui();
  const title = q.title;
  if (q.answered === 0) {
    return (
      <p className="text-sm text-slate-400">
        <Trans>No answers yet.</Trans>
      </p>
    );
  }
  if (q.options) {
    return (
      <Bars
        label={t`Answers to ${title}`}
        total={q.answered}
        rows={q.options.map((o) => ({ key: o.id, label: o.removed ? removedOption(o.label) : o.label, count: o.count, muted: o.removed }))}
      />
    );
  }
  if (q.rating) {
    const top = Math.max(1, ...q.rating.distribution.map((d) => d.count));
    const average = q.rating.average === null || q.rating.average === undefined ? '–' : formatNumber(q.rating.average, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const max = q.rating.max;
    return (
      <div>
        <p className="text-sm text-slate-300">
          <Trans>
            Average <strong className="text-2xl font-bold text-white">{average}</strong> out of {max}
          </Trans>
        </p>
        <div aria-hidden="true" className="mt-3 flex h-32 items-end gap-1.5">
          {q.rating.distribution.map((d) => (
            <div key={d.value} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
              <span className="text-xs tabular-nums text-slate-300">{d.count}</span>
              <span className="w-full rounded-t bg-brand-500" style={{ height: `${(d.count / top) * 80}%`, minHeight: d.count ? 4 : 0 }} />
              <span className="text-xs text-slate-400">{d.value}</span>
            </div>
          ))}
        </div>
        <table className="sr-only">
          <caption>
            <Trans>Ratings given to {title}</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Rating</Trans>
              </th>
              <th scope="col">
                <Trans>Answers</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {q.rating.distribution.map((d) => (
              <tr key={d.value}>
                <td>{d.value}</td>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  if (q.dates) {
    return (
      <Bars
        label={t`Dates given for ${title}, by month`}
        total={q.answered}
        rows={q.dates.map((d) => ({ key: d.month, label: monthLabel(d.month), count: d.count }))}
      />
    );
  }
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wider text-slate-400">
        <Trans>Latest answers</Trans>
      </p>
      <ul className="mt-2 space-y-2">
        {(q.latest ?? []).map((a, i) => (
          <li key={i} className="rounded-lg bg-surface-900 px-3 py-2 text-sm text-slate-200">
            <p className="whitespace-pre-line break-words">{a.answer}</p>
            <p className="mt-1 text-xs text-slate-400">{formatShortDateTime(a.submittedAt)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
