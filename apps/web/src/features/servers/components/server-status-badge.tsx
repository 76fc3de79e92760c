import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Server } from '@crp/shared';
import { serversQuery } from '../api.ts';
import { StatusDot } from './status-dot.tsx';

interface ServerStatusBadgeProps {
  /** Show this server as given (no fetch). */
  server?: Server;
  /** Else pick this server from the list; the first server when neither is given. */
  serverId?: number;
  className?: string;
}

/** players/maxPlayers with a green (online) or red dot; 'Loading...' and 'Error loading' states (player-area §2). */
export function ServerStatusBadge({ server, serverId, className = '' }: ServerStatusBadgeProps) {
  const { t } = useLingui();
  const list = useQuery({ ...serversQuery, enabled: !server });
  const shown = server ?? (serverId !== undefined ? list.data?.find((s) => s.id === serverId) : list.data?.[0]);
  const base = `inline-flex items-center gap-2 rounded-full border border-surface-600 bg-surface-800/80 px-3 py-1 text-sm font-medium ${className}`;

  if (!server && list.isPending) {
    return (
      <span role="status" className={`${base} text-slate-300`}>
        <Trans>Loading...</Trans>
      </span>
    );
  }
  if (!shown && !list.isError) {
    return (
      <span role="status" className={`${base} text-slate-300`}>
        <StatusDot online={false} />
        <Trans>No server listed</Trans>
      </span>
    );
  }
  if (!shown) {
    // 'Failed to fetch server data' (§8) is what went wrong; the badge shows it as 'Error loading'.
    return (
      <span role="status" title={t`Failed to fetch server data`} className={`${base} text-red-300`}>
        <StatusDot online={false} />
        <Trans>Error loading</Trans>
      </span>
    );
  }
  const { name, playerCount, maxPlayers } = shown;
  const label = shown.isOnline ? t`${name}: online, ${playerCount} of ${maxPlayers} players` : t`${name}: offline, ${playerCount} of ${maxPlayers} players`;
  return (
    <span
      role="status"
      aria-label={label}
      title={shown.error ? t`${label} (last known data)` : label}
      className={`${base} text-slate-100`}
      data-testid="server-status-badge"
    >
      <StatusDot online={shown.isOnline} pulse />
      <span aria-hidden="true" className="tabular-nums">
        {shown.playerCount}/{shown.maxPlayers}
      </span>
    </span>
  );
}
