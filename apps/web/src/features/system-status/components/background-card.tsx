import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BackgroundStatus } from '@crp/shared';
import { formatDateTime } from '../../../lib/dates.ts';

/** Beyond the spec: the workers behind the site (server status poller, delivery outbox). */
export function BackgroundCard({ query }: { query: UseQueryResult<BackgroundStatus> }) {
  const { t } = useLingui();
  const data = query.data;
  const seconds = data ? Math.round(data.poller.intervalMs / 1000) : 0;
  const pollerLate = data?.poller.lastCycleAt ? Date.now() - Date.parse(data.poller.lastCycleAt) > data.poller.intervalMs * 4 : false;
  return (
    <section aria-labelledby="background-work" className="rounded-2xl border border-surface-700 bg-surface-850/80 p-5 shadow-xl shadow-black/20">
      <h3 id="background-work" className="text-lg font-semibold text-white">
        <Trans>Background Work</Trans>
      </h3>
      {query.isPending ? (
        <p className="mt-3 text-sm text-slate-400">
          <Trans>Loading...</Trans>
        </p>
      ) : query.isError || !data ? (
        <p className="mt-3 text-sm text-red-300">
          <Trans>Could not read the background work.</Trans>
        </p>
      ) : (
        <dl className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Fact label={t`Server poller, last cycle`} tone={pollerLate ? 'text-yellow-200' : 'text-slate-100'}>
            {data.poller.lastCycleAt ? formatDateTime(data.poller.lastCycleAt) : data.poller.servers === 0 ? t`No servers to poll` : t`Not run yet`}
            <span className="block text-xs text-slate-400">
              {pollerLate
                ? t`${plural(data.poller.servers, { one: '# server', other: '# servers' })}, every ${seconds} s (late)`
                : t`${plural(data.poller.servers, { one: '# server', other: '# servers' })}, every ${seconds} s`}
            </span>
          </Fact>
          <Fact label={t`Deliveries pending`}>{data.deliveries.pending}</Fact>
          <Fact label={t`Deliveries failed`} tone={data.deliveries.failed > 0 ? 'text-red-300' : 'text-slate-100'}>
            {data.deliveries.failed}
          </Fact>
          <Fact label={t`Oldest pending`}>{data.deliveries.oldestPendingAt ? formatDateTime(data.deliveries.oldestPendingAt) : t`None`}</Fact>
        </dl>
      )}
    </section>
  );
}

function Fact({ label, tone = 'text-slate-100', children }: { label: string; tone?: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl bg-surface-900/60 p-3">
      <dt className="text-xs font-medium uppercase tracking-wider text-slate-400">{label}</dt>
      <dd className={`mt-1 text-sm font-semibold ${tone}`}>{children}</dd>
    </div>
  );
}
