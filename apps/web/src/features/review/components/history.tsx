import { Trans } from '@lingui/react/macro';
import type { HistoryEntry } from '@crp/shared';
import { formatDateTime } from '../../../lib/dates.ts';
import { personNameOf } from '../display.ts';
import { statusName } from '../labels.ts';

/** The status timeline from the response's history (D12): who, when, from → to, notes. */
export function StatusTimeline({ history }: { history: HistoryEntry[] }) {
  if (history.length === 0) {
    return (
      <p className="text-sm text-slate-400">
        <Trans>No status changes recorded yet.</Trans>
      </p>
    );
  }
  return (
    <ol className="relative space-y-5 border-l border-surface-600 pl-5">
      {history.map((entry, i) => (
        <li key={`${entry.at}-${i}`} className="relative">
          <span className="absolute -left-[1.6rem] top-1 h-3 w-3 rounded-full border-2 border-surface-850 bg-brand-400" aria-hidden="true" />
          <p className="text-sm font-medium text-white">
            {entry.fromStatus ? (
              <>
                {statusName(entry.fromStatus)} <span aria-hidden="true">→</span>
                <span className="sr-only">
                  {' '}
                  <Trans>to</Trans>
                </span>{' '}
                {statusName(entry.toStatus)}
              </>
            ) : (
              <Trans>Submitted as {statusName(entry.toStatus)}</Trans>
            )}
          </p>
          <p className="mt-0.5 text-xs text-slate-400">
            {entry.by ? personNameOf(entry.by) : <Trans>System</Trans>} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
          {entry.notes ? (
            <p className="mt-1.5 whitespace-pre-wrap break-words rounded-lg bg-surface-800/70 px-3 py-2 text-sm text-slate-200">{entry.notes}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
