import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StatusBucket, StatusComponent } from '@crp/shared';
import { healthSummary, statusComponents } from '@crp/shared/system-status-labels';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import type { MessageDescriptor } from '../../../lib/lingui.tsx';
import { backgroundStatusQuery, componentStatusQuery, STATUS_POLL_MS, statusHistoryQuery, statusKeys, type ComponentState } from '../api.ts';
import { BackgroundCard } from './background-card.tsx';
import { UptimeStrip } from './uptime-strip.tsx';

type Shown = ComponentState | { status: 'checking' };

const tone: Record<Shown['status'], { dot: string; text: string; label: MessageDescriptor }> = {
  online: { dot: 'bg-emerald-400', text: 'text-emerald-300', label: msg`Online` },
  offline: { dot: 'bg-red-500', text: 'text-red-300', label: msg`Offline` },
  error: { dot: 'bg-orange-400', text: 'text-orange-300', label: msg`Error` },
  checking: { dot: 'bg-slate-400 animate-pulse', text: 'text-slate-300', label: msg`Checking...` },
};

/** The components' names (the shared statusComponentLabels), in the active language. */
const componentNames: Record<StatusComponent, MessageDescriptor> = {
  database: msg`Database`,
  payment: msg`Payment Gateway`,
  'discord-auth': msg`Discord Authentication`,
  'discord-bot': msg`Discord Bot`,
};

/** System status (admin-area §2.8, §4.4, D26): polled every 30 s while the page is visible. */
export function SystemStatus() {
  const { t } = useLingui();
  const client = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  // Polling pauses while the tab is hidden (refetchIntervalInBackground: false follows document.visibilityState).
  const poll = { refetchInterval: STATUS_POLL_MS, refetchIntervalInBackground: false } as const;
  const checks = useQueries({ queries: statusComponents.map((c) => ({ ...componentStatusQuery(c), ...poll })) });
  const history = useQuery({ ...statusHistoryQuery, ...poll });
  const background = useQuery({ ...backgroundStatusQuery, ...poll });

  const shown: Shown[] = checks.map((q) => (q.isPending || (refreshing && q.isFetching) || !q.data ? { status: 'checking' } : q.data));
  const summary = healthSummary(shown.map((s) => s.status));
  const lastUpdated = Math.max(0, ...checks.map((q) => q.dataUpdatedAt));

  async function refresh() {
    setRefreshing(true);
    try {
      await client.refetchQueries({ queryKey: statusKeys.all });
    } finally {
      setRefreshing(false);
    }
  }

  const overall =
    summary === 'checking'
      ? { title: t`Checking systems...`, ring: 'border-surface-600', text: 'text-slate-200' }
      : summary === 'healthy'
        ? { title: t`All Systems Operational`, ring: 'border-emerald-500/40', text: 'text-emerald-300' }
        : summary === 'partial'
          ? { title: t`Some Systems Down`, ring: 'border-yellow-500/40', text: 'text-yellow-200' }
          : { title: t`Systems Offline`, ring: 'border-red-500/50', text: 'text-red-300' };
  const updated = lastUpdated ? formatDateTime(new Date(lastUpdated).toISOString()) : '—';

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="overall-health"
        className={`flex flex-wrap items-center justify-between gap-4 rounded-2xl border bg-surface-850/80 p-6 shadow-xl shadow-black/20 ${overall.ring}`}
      >
        <div className="flex items-center gap-4">
          {summary === 'checking' ? (
            <Spinner className="h-8 w-8" />
          ) : (
            <span
              className={`h-4 w-4 rounded-full ${tone[summary === 'healthy' ? 'online' : summary === 'partial' ? 'error' : 'offline'].dot}`}
              aria-hidden="true"
            />
          )}
          <div>
            <h2 id="overall-health" className={`text-2xl font-bold ${overall.text}`} aria-live="polite">
              {overall.title}
            </h2>
            <p className="text-sm text-slate-300">
              <Trans>Last Updated: {updated}</Trans>
            </p>
          </div>
        </div>
        <Button variant="secondary" onClick={() => void refresh()} disabled={refreshing}>
          {refreshing ? <Spinner className="h-4 w-4" /> : null}
          {refreshing ? <Trans>Refreshing...</Trans> : <Trans>Refresh</Trans>}
        </Button>
      </section>

      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {statusComponents.map((component, i) => (
          <li key={component}>
            <ComponentCard component={component} state={shown[i]!} buckets={history.data?.components.find((c) => c.component === component)?.buckets} />
          </li>
        ))}
      </ul>

      <BackgroundCard query={background} />
    </div>
  );
}

function ComponentCard({ component, state, buckets }: { component: StatusComponent; state: Shown; buckets: StatusBucket[] | undefined }) {
  const { i18n } = useLingui();
  const t = tone[state.status];
  const name = i18n._(componentNames[component]);
  return (
    <article className="h-full rounded-2xl border border-surface-700 bg-surface-850/80 p-5 shadow-xl shadow-black/20" aria-labelledby={`status-${component}`}>
      <div className="flex items-start justify-between gap-3">
        <h3 id={`status-${component}`} className="text-lg font-semibold text-white">
          {name}
        </h3>
        <span className={`inline-flex items-center gap-2 text-sm font-semibold ${t.text}`}>
          <span className={`h-2.5 w-2.5 rounded-full ${t.dot}`} aria-hidden="true" />
          {i18n._(t.label)}
        </span>
      </div>
      {state.status === 'checking' ? (
        <p className="mt-3 text-sm text-slate-400">
          <Trans>Running the check...</Trans>
        </p>
      ) : (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-400">
            <Trans>Latency</Trans>
          </dt>
          <dd className="tabular-nums text-slate-100">{state.latencyMs === null ? '—' : <Trans>{state.latencyMs} ms</Trans>}</dd>
          <dt className="text-slate-400">
            <Trans>Last checked</Trans>
          </dt>
          <dd className="text-slate-100">{formatDateTime(state.checkedAt)}</dd>
          {state.status === 'online' ? (
            state.detail ? (
              <>
                <dt className="text-slate-400">
                  <Trans>Detail</Trans>
                </dt>
                <dd className="text-slate-100">{state.detail}</dd>
              </>
            ) : null
          ) : (
            <>
              <dt className="text-slate-400">
                <Trans>Problem</Trans>
              </dt>
              <dd className={t.text}>{state.message}</dd>
            </>
          )}
        </dl>
      )}
      {buckets ? <UptimeStrip label={name} buckets={buckets} /> : null}
    </article>
  );
}
