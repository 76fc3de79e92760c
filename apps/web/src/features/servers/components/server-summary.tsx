import { useLingui } from '@lingui/react/macro';
import type { Server } from '@crp/shared';
import { serverTotals } from '../lib/server-display.ts';

/** The four tiles above the cards: Total Servers, Online, Offline, Total Players. */
export function ServerSummary({ servers }: { servers: Server[] }) {
  const { t } = useLingui();
  const totals = serverTotals(servers);
  // [test id, label, value, colour]
  const tiles = [
    ['total-servers', t`Total Servers`, totals.total, 'text-white'],
    ['online', t`Online`, totals.online, 'text-emerald-300'],
    ['offline', t`Offline`, totals.offline, 'text-red-300'],
    ['total-players', t`Total Players`, totals.players, 'text-accent-400'],
  ] as const;
  return (
    <dl className="mb-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {tiles.map(([key, label, value, tone]) => (
        <div key={key} className="rounded-2xl border border-surface-700 bg-surface-850/80 px-5 py-4">
          <dt className="text-sm text-slate-400">{label}</dt>
          <dd className={`mt-1 text-3xl font-extrabold tabular-nums ${tone}`} data-testid={`summary-${key}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
