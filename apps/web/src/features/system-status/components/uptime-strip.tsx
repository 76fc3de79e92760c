import type { StatusBucket } from '@crp/shared';

/** The last 24 h, one bar per hour; the text equivalent is read instead of the bars. */
export function UptimeStrip({ label, buckets }: { label: string; buckets: StatusBucket[] }) {
  const checks = buckets.reduce((n, b) => n + b.checks, 0);
  const online = buckets.reduce((n, b) => n + b.online, 0);
  const percent = checks === 0 ? null : Math.round((online / checks) * 1000) / 10;
  const summary = percent === null ? `${label}: no checks in the last 24 hours` : `${label}: ${percent}% of ${checks} checks online in the last 24 hours`;
  return (
    <div className="mt-4">
      <div className="mb-1 flex justify-between text-xs text-slate-400">
        <span>Last 24 h</span>
        <span>{percent === null ? 'No checks yet' : `${percent}% online`}</span>
      </div>
      <p className="sr-only">{summary}</p>
      <div className="flex h-6 gap-0.5" aria-hidden="true">
        {buckets.map((b) => {
          const colour = b.checks === 0 ? 'bg-surface-700' : b.online === b.checks ? 'bg-emerald-500' : b.online === 0 ? 'bg-red-500' : 'bg-yellow-400';
          const hour = new Date(b.start).toLocaleTimeString('en-US', { hour: 'numeric' });
          return <span key={b.start} className={`flex-1 rounded-sm ${colour}`} title={`${hour}: ${b.online} of ${b.checks} checks online`} />;
        })}
      </div>
    </div>
  );
}
