import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../components/ui/toast.ts';
import type { Server } from '@crp/shared';
import { paths } from '../../../app/paths.ts';
import { Button, ButtonLink, ExternalButtonLink } from '../../../components/ui/button.tsx';
import { battlemetricsLink, cachedDataNote, connectAddress, lastUpdatedText, uptimeText } from '../lib/server-display.ts';
import { ExternalIcon, RefreshIcon, TrashIcon } from './icons.tsx';
import { PlayerChart } from './player-chart.tsx';
import { StatusDot } from './status-dot.tsx';

interface ServerCardProps {
  server: Server;
  now: number;
  isAdmin: boolean;
  refreshing: boolean;
  onRefresh(): void;
  onDelete(): void;
}

/** One server: status, players, uptime, last update, 24 h chart, links and Connect (player-area §2). */
export function ServerCard({ server, now, isAdmin, refreshing, onRefresh, onDelete }: ServerCardProps) {
  const { t } = useLingui();
  const { name, map } = server;
  const connect = () => {
    const address = connectAddress(server);
    if (!address) {
      toast.error(t`Connection information not available`);
      return;
    }
    window.location.href = address;
  };
  const headingId = `server-${server.id}-name`;
  const battlemetrics = battlemetricsLink(server);

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-surface-700 bg-surface-850/80 p-5 shadow-xl shadow-black/20"
      data-testid="server-card"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className={`flex items-center gap-2 text-xs font-semibold tracking-wide uppercase ${server.isOnline ? 'text-emerald-300' : 'text-red-300'}`}>
            <StatusDot online={server.isOnline} pulse />
            {server.isOnline ? <Trans>Online</Trans> : <Trans>Offline</Trans>}
          </p>
          <h2 id={headingId} className="mt-1 truncate text-lg font-bold text-white" title={server.name}>
            {server.name}
          </h2>
          {server.description ? <p className="mt-1 line-clamp-2 text-sm text-slate-300">{server.description}</p> : null}
        </div>
        {isAdmin ? (
          <div className="flex shrink-0 gap-1">
            <button
              type="button"
              onClick={onRefresh}
              disabled={refreshing}
              aria-label={t`Refresh ${name}`}
              title={t`Refresh server data`}
              className="rounded-lg p-2 text-slate-300 hover:bg-surface-700 hover:text-white disabled:opacity-50"
            >
              <RefreshIcon spinning={refreshing} />
            </button>
            <button
              type="button"
              onClick={onDelete}
              aria-label={t`Delete ${name}`}
              title={t`Delete server`}
              className="rounded-lg p-2 text-slate-300 hover:bg-red-500/15 hover:text-red-300"
            >
              <TrashIcon />
            </button>
          </div>
        ) : null}
      </header>

      {server.error ? (
        <div className="mt-3 rounded-lg border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-xs text-amber-100" title={server.error}>
          <p>{cachedDataNote(server)}</p>
          {/* Admins see why, so they can fix the address or the listing. */}
          {isAdmin ? <p className="mt-1 break-words text-amber-200/80">{server.error}</p> : null}
        </div>
      ) : null}

      <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-xs text-slate-400">
            <Trans>Players</Trans>
          </dt>
          <dd className="font-semibold text-white tabular-nums">
            {server.playerCount}/{server.maxPlayers}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-400">
            <Trans>Uptime</Trans>
          </dt>
          <dd className="font-semibold text-white tabular-nums">{uptimeText(server, now)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-400">
            <Trans>Last updated</Trans>
          </dt>
          <dd className="font-semibold text-white">
            <time dateTime={server.lastUpdated ?? undefined}>{lastUpdatedText(server.lastUpdated, now)}</time>
          </dd>
        </div>
      </dl>
      {server.map ? (
        <p className="mt-2 truncate text-xs text-slate-400">
          <Trans>Map: {map}</Trans>
        </p>
      ) : null}

      <div className="mt-4">
        <PlayerChart series={server.playerHistory} maxPlayers={server.maxPlayers} />
      </div>

      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        {battlemetrics ? (
          <ExternalButtonLink href={battlemetrics} newTab variant="secondary" size="sm">
            <Trans>View on BattleMetrics</Trans>
            <ExternalIcon />
          </ExternalButtonLink>
        ) : null}
        <ButtonLink to={paths.serverMods.href(server.id)} variant="secondary" size="sm">
          <Trans>Workshop Mods</Trans>
        </ButtonLink>
        <Button size="sm" onClick={connect} className="ml-auto">
          <Trans>Connect</Trans>
        </Button>
      </div>
    </article>
  );
}
