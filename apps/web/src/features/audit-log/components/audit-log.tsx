import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/card.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { formatShortDateTime } from '../../../lib/dates.ts';
import { auditLogQuery, type AuditFilters } from '../api.ts';

const fieldClass =
  'w-full rounded-lg border border-surface-600 bg-surface-900 px-3 py-2 text-sm text-white placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-accent-400';

/** The audit log: staff actions newest first, filtered by actor, action and dates (in the URL), keyset pages. */
export function AuditLogView() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {
    actor: params.get('actor') ?? '',
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const filterKey = JSON.stringify(filters);
  // Cursors of the pages before the current one; the last is the current page's cursor.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  useEffect(() => setCursors([null]), [filterKey]);
  const before = cursors.at(-1) ?? null;
  const log = useQuery(auditLogQuery(filters, before));
  const [actorText, setActorText] = useState(filters.actor);
  const page = cursors.length;

  const setFilter = (key: keyof AuditFilters, value: string) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (value) out.set(key, value);
        else out.delete(key);
        return out;
      },
      { replace: true },
    );

  useEffect(() => {
    if (actorText.trim() === filters.actor) return;
    const timer = setTimeout(() => setFilter('actor', actorText.trim()), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actorText, filters.actor]);

  return (
    <div className="rounded-2xl border border-surface-700 bg-surface-850/80 shadow-xl shadow-black/20">
      <form
        className="grid grid-cols-1 gap-3 border-b border-surface-700 p-4 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(e) => e.preventDefault()}
        aria-label={t`Filter the audit log`}
      >
        <div>
          <label htmlFor="audit-actor" className="mb-1 block text-xs font-medium text-slate-300">
            <Trans>Actor</Trans>
          </label>
          <input
            id="audit-actor"
            type="search"
            className={fieldClass}
            placeholder={t`Name or user id`}
            value={actorText}
            onChange={(e) => setActorText(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="audit-action" className="mb-1 block text-xs font-medium text-slate-300">
            <Trans>Action</Trans>
          </label>
          <select id="audit-action" className={fieldClass} value={filters.action} onChange={(e) => setFilter('action', e.target.value)}>
            <option value="">{t`All actions`}</option>
            {(log.data?.actions ?? []).map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-from" className="mb-1 block text-xs font-medium text-slate-300">
            <Trans>From</Trans>
          </label>
          <input id="audit-from" type="date" className={fieldClass} value={filters.from} onChange={(e) => setFilter('from', e.target.value)} />
        </div>
        <div>
          <label htmlFor="audit-to" className="mb-1 block text-xs font-medium text-slate-300">
            <Trans>To</Trans>
          </label>
          <input id="audit-to" type="date" className={fieldClass} value={filters.to} onChange={(e) => setFilter('to', e.target.value)} />
        </div>
      </form>

      {log.isPending ? (
        <div className="p-6">
          <LoadingBlock label={t`Loading the audit log...`} />
        </div>
      ) : log.isError ? (
        <div className="p-6">
          <EmptyState
            title={t`Failed to load the audit log`}
            lines={[log.error.message]}
            action={
              <Button variant="secondary" onClick={() => void log.refetch()}>
                <Trans>Try Again</Trans>
              </Button>
            }
          />
        </div>
      ) : log.data.entries.length === 0 ? (
        <div className="p-6">
          <EmptyState title={t`No entries found`} lines={[t`Staff actions appear here as they happen. Try other filters.`]} />
        </div>
      ) : (
        <div className={`overflow-x-auto ${log.isPlaceholderData ? 'opacity-60' : ''}`}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              <Trans>Audit log, newest first</Trans>
            </caption>
            <thead className="text-xs uppercase tracking-wider text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-3">
                  <Trans>When</Trans>
                </th>
                <th scope="col" className="px-4 py-3">
                  <Trans>Actor</Trans>
                </th>
                <th scope="col" className="px-4 py-3">
                  <Trans>Action</Trans>
                </th>
                <th scope="col" className="px-4 py-3">
                  <Trans>What changed</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-surface-700">
              {log.data.entries.map((e) => (
                <tr key={e.id} className="align-top">
                  <td className="whitespace-nowrap px-4 py-3 text-slate-300">{formatShortDateTime(e.createdAt)}</td>
                  <td className="px-4 py-3 text-white">{e.actor ? e.actor.displayName : <span className="text-slate-400">
                        <Trans>System</Trans>
                      </span>}</td>
                  <td className="whitespace-nowrap px-4 py-3">
                    <code className="rounded bg-surface-900 px-1.5 py-0.5 text-xs text-accent-300">{e.action}</code>
                  </td>
                  <td className="px-4 py-3 text-slate-100">
                    {e.summary}
                    {e.targetId ? (
                      <span className="block text-xs text-slate-400">
                        {e.targetType} #{e.targetId}
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <nav aria-label={t`Pages`} className="flex items-center justify-between gap-4 border-t border-surface-700 p-4 text-sm text-slate-300">
        <span>
          <Trans>Page {page}</Trans>
        </span>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" disabled={cursors.length <= 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
            <Trans>Newer</Trans>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!log.data?.nextCursor}
            onClick={() => log.data?.nextCursor && setCursors((c) => [...c, log.data.nextCursor])}
          >
            <Trans>Older</Trans>
          </Button>
        </div>
      </nav>
    </div>
  );
}
