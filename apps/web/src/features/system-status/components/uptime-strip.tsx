import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StatusBucket } from '@crp/shared';
import { formatNumber } from '../../../lib/dates.ts';
import { intlLocale } from '../../../lib/i18n.ts';

/** The last 24 h, one bar per hour; the text equivalent is read instead of the bars. */
export function UptimeStrip({ label, buckets }: { label: string; buckets: StatusBucket[] }) {
  const { t } = useLingui();
  const checks = buckets.reduce((n, b) => n + b.checks, 0);
  const online = buckets.reduce((n, b) => n + b.online, 0);
  const percent = checks === 0 ? null : Math.round((online / checks) * 1000) / 10;
  const share = percent === null ? '' : formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 1 });
  const summary =
    percent === null
      ? t`${label}: no checks in the last 24 hours`
      : t`${label}: ${share} of ${plural(checks, { one: `${checks} check`, other: `${checks} checks` })} online in the last 24 hours`;
  return (
    <div className="mt-4">
      <div className="mb-1 flex justify-between text-xs text-slate-400">
        <span>
          <Trans>Last 24 h</Trans>
        </span>
        <span>{percent === null ? <Trans>No checks yet</Trans> : <Trans>{share} online</Trans>}</span>
      </div>
      <p className="sr-only">{summary}</p>
      <div className="flex h-6 gap-0.5" aria-hidden="true">
        {buckets.map((b) => {
          const colour = b.checks === 0 ? 'bg-surface-700' : b.online === b.checks ? 'bg-emerald-500' : b.online === 0 ? 'bg-red-500' : 'bg-yellow-400';
          const hour = new Date(b.start).toLocaleTimeString(intlLocale(), { hour: 'numeric' });
          const online = b.online;
          const total = b.checks;
          return (
            <span
              key={b.start}
              className={`flex-1 rounded-sm ${colour}`}
              title={t`${hour}: ${online} of ${plural(total, { one: `${total} check`, other: `${total} checks` })} online`}
            />
          );
        })}
      </div>
    </div>
  );
}
