import { useId } from 'react';
import type { PlayerHistoryPoint } from '@crp/shared';

const WINDOW_MS = 24 * 60 * 60 * 1000;
const WIDTH = 240;
const HEIGHT = 48;

/** A one-line summary of the chart for screen readers (and the tooltip). */
export function historySummary(points: PlayerHistoryPoint[]): string {
  if (points.length === 0) return 'Player count over the last 24 hours: no data yet';
  const players = points.map((p) => p.players);
  return `Player count over the last 24 hours: peak ${Math.max(...players)}, low ${Math.min(...players)}, latest ${players.at(-1)}`;
}

/** Sparkline of the last 24 h (30-minute peaks); the time axis is fixed so gaps show as gaps. */
export function PlayerChart({ points, maxPlayers, now = Date.now() }: { points: PlayerHistoryPoint[]; maxPlayers: number; now?: number }) {
  const label = historySummary(points);
  const fillId = `player-chart-fill-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  if (points.length === 0) {
    return (
      <div role="img" aria-label={label} className="flex h-12 items-center justify-center rounded-lg border border-dashed border-surface-600 text-xs text-slate-400">
        No player history yet
      </div>
    );
  }
  const top = Math.max(maxPlayers, ...points.map((p) => p.players), 1);
  const start = now - WINDOW_MS;
  const x = (iso: string) => Math.min(WIDTH, Math.max(0, ((Date.parse(iso) - start) / WINDOW_MS) * WIDTH));
  const y = (players: number) => HEIGHT - 2 - (players / top) * (HEIGHT - 4);
  const coords = points.map((p) => `${x(p.at).toFixed(1)},${y(p.players).toFixed(1)}`);
  const first = x(points[0]!.at).toFixed(1);
  const last = x(points.at(-1)!.at).toFixed(1);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="h-12 w-full" data-testid="player-chart">
      <title>{label}</title>
      <defs>
        <linearGradient id={fillId} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor="var(--color-brand-500)" stopOpacity="0.45" />
          <stop offset="100%" stopColor="var(--color-brand-500)" stopOpacity="0" />
        </linearGradient>
      </defs>
      <line x1="0" x2={WIDTH} y1={HEIGHT - 1} y2={HEIGHT - 1} stroke="var(--color-surface-600)" strokeWidth="1" />
      <polygon points={`${first},${HEIGHT} ${coords.join(' ')} ${last},${HEIGHT}`} fill={`url(#${fillId})`} />
      <polyline points={coords.join(' ')} fill="none" stroke="var(--color-brand-400)" strokeWidth="1.5" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
      {/* The latest point, so a single sample (a server added minutes ago) still shows. */}
      <circle cx={last} cy={y(points.at(-1)!.players).toFixed(1)} r="2.5" fill="var(--color-brand-300)" />
    </svg>
  );
}
