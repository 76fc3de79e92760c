import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Insights } from '@crp/shared';
import { buttonClass, Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/card.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { insightsCsvUrl, insightsParamsOf, insightsQuery } from '../api.ts';
import { formatCount, formatDay, formatDuration, formatRate } from '../format.ts';
import { insightsTexts as text } from '../insights.texts.ts';
import { DailyChart } from './daily-chart.tsx';
import { InsightsFilters } from './insights-filters.tsx';
import { DailyTable, FormsTable, ReviewersTable } from './insights-tables.tsx';

/** The body of /admin/insights (D42): range and form from the address, the tiles, the daily chart and its table, per form and per reviewer. */
export function InsightsView() {
  const [search] = useSearchParams();
  const params = insightsParamsOf(search);
  const insights = useQuery(insightsQuery(params));

  if (insights.isError && !insights.data) {
    return <EmptyState title={text.loadError} lines={[insights.error.message]} action={<Button onClick={() => void insights.refetch()}>{text.retry}</Button>} />;
  }
  const data = insights.data;
  return (
    <div className="space-y-6" aria-busy={insights.isFetching || undefined}>
      {data ? <InsightsFilters range={data.range} /> : <div className="h-[7.5rem] rounded-2xl border border-surface-700 bg-surface-850/80" aria-hidden="true" />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-300">{data ? text.range(formatDay(data.range.from), formatDay(data.range.to), data.range.tz.replace(/_/g, ' ')) : '\u00a0'}</p>
        <a href={insightsCsvUrl(params)} download className={buttonClass('secondary', 'sm')} title={text.downloadCsvHint}>
          <DownloadIcon />
          {text.downloadCsv}
        </a>
      </div>
      <Tiles data={data} />
      <Panel title={text.chart.title}>
        {data ? (
          <>
            <DailyChart daily={data.daily} from={data.range.from} to={data.range.to} />
            <details className="mt-4">
              <summary className="cursor-pointer text-sm font-medium text-brand-300 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-400">
                {text.chart.showTable}
              </summary>
              <div className="mt-3">
                <DailyTable daily={data.daily} />
              </div>
            </details>
          </>
        ) : (
          <div className="aspect-[720/260] w-full animate-pulse rounded-xl bg-surface-800" aria-hidden="true" />
        )}
      </Panel>
      <Panel title={text.forms.title}>{data ? <FormsTable forms={data.forms} /> : <Placeholder />}</Panel>
      <Panel title={text.reviewers.title} note={text.reviewers.byVote}>
        {data ? <ReviewersTable reviewers={data.reviewers} /> : <Placeholder />}
      </Panel>
    </div>
  );
}

function Tiles({ data }: { data: Insights | undefined }) {
  const v = (value: (d: Insights) => string) => (data ? value(data) : '—');
  const hint = (value: (d: Insights) => string) => (data ? value(data) : '\u00a0');
  return (
    <section aria-label={text.tiles.label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-5">
      <StatCard label={text.tiles.submitted} tone="blue" value={v((d) => formatCount(d.totals.submitted))} hint={hint((d) => text.tiles.withdrawn(d.totals.withdrawn))} />
      <StatCard
        label={text.tiles.acceptanceRate}
        tone="green"
        value={v((d) => formatRate(d.acceptanceRate))}
        hint={hint((d) => (d.acceptanceRate === null ? text.tiles.noDecisions : text.tiles.decided(d.totals.accepted, d.totals.rejected)))}
      />
      <StatCard
        label={text.tiles.firstAction}
        tone="purple"
        value={v((d) => formatDuration(d.timeToFirstAction.p50))}
        hint={hint((d) => (d.timeToFirstAction.p90 === null ? text.tiles.notMeasured : text.tiles.p90(formatDuration(d.timeToFirstAction.p90))))}
      />
      <StatCard
        label={text.tiles.decision}
        tone="cyan"
        value={v((d) => formatDuration(d.timeToDecision.p50))}
        hint={hint((d) => (d.timeToDecision.p90 === null ? text.tiles.notMeasured : text.tiles.p90(formatDuration(d.timeToDecision.p90))))}
      />
      <StatCard
        label={text.tiles.backlog}
        tone="yellow"
        value={v((d) => formatCount(d.backlog.open))}
        hint={hint((d) =>
          d.backlog.open === 0 ? text.tiles.backlogEmpty : text.tiles.backlogAge(formatDuration(d.backlog.ageP50), formatDateTime(d.backlog.oldestSubmittedAt)),
        )}
      />
    </section>
  );
}

function Panel({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-surface-700 bg-surface-850/80 p-5 shadow-xl shadow-black/20">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-white">{title}</h2>
        {note ? <p className="text-xs text-slate-400">{note}</p> : null}
      </div>
      {children}
    </section>
  );
}

function Placeholder() {
  return <div className="h-40 animate-pulse rounded-xl bg-surface-800" aria-hidden="true" />;
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-4 w-4">
      <path d="M10.75 2.75a.75.75 0 00-1.5 0v8.614L6.295 8.235a.75.75 0 10-1.09 1.03l4.25 4.5a.75.75 0 001.09 0l4.25-4.5a.75.75 0 00-1.09-1.03l-2.955 3.129V2.75z" />
      <path d="M3.5 12.75a.75.75 0 00-1.5 0v2.5A2.75 2.75 0 004.75 18h10.5A2.75 2.75 0 0018 15.25v-2.5a.75.75 0 00-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5z" />
    </svg>
  );
}
