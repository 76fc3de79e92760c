import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { translate } from '../../../lib/i18n.ts';
import { PLAYER_HISTORY_BUCKETS } from '@crp/shared/server-constants';

const WIDTH = 240;
const HEIGHT = 48;
/** Keeps the end dot inside the drawing. */
const PAD = 4;

/** A one-line summary of the chart for screen readers (and the tooltip). */
export function historySummary(series: Array<number | null>): string {
  const values = series.filter((v): v is number => v !== null);
  if (values.length === 0) return translate(msg`Player count over the last 24 hours: no data yet`);
  const peak = Math.max(...values);
  const low = Math.min(...values);
  const latest = values.at(-1)!;
  return translate(msg`Player count over the last 24 hours: peak ${peak}, low ${low}, latest ${latest}`);
}

/** Runs of consecutive buckets with data: hours without samples show as gaps, not as zero. */
function segments(series: Array<number | null>): Array<Array<[number, number]>> {
  const runs: Array<Array<[number, number]>> = [];
  let run: Array<[number, number]> = [];
  series.forEach((value, i) => {
    if (value === null) {
      if (run.length) runs.push(run);
      run = [];
    } else run.push([i, value]);
  });
  if (run.length) runs.push(run);
  return runs;
}

/** Sparkline of the last 24 h: one slot per half hour (peak players), oldest on the left. */
export function PlayerChart({ series, maxPlayers }: { series: Array<number | null>; maxPlayers: number }) {
  const label = historySummary(series);
  const fillId = `player-chart-fill-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const runs = segments(series);
  if (runs.length === 0) {
    return (
      <div
        role="img"
        aria-label={label}
        className="flex h-12 items-center justify-center rounded-lg border border-dashed border-surface-600 text-xs text-slate-400"
      >
        <Trans>No player history yet</Trans>
      </div>
    );
  }
  const top = Math.max(maxPlayers, ...runs.flat().map(([, v]) => v), 1);
  // Right-aligned: the last slot is the current half hour even when fewer slots were sent.
  const offset = PLAYER_HISTORY_BUCKETS - series.length;
  const x = (i: number) => (PAD + ((i + offset) / (PLAYER_HISTORY_BUCKETS - 1)) * (WIDTH - 2 * PAD)).toFixed(1);
  const y = (v: number) => (HEIGHT - 2 - (v / top) * (HEIGHT - 6)).toFixed(1);
  const latest = runs.at(-1)!.at(-1)!;
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
      {runs.map((run) => {
        const coords = run.map(([i, v]) => `${x(i)},${y(v)}`).join(' ');
        return (
          <g key={run[0]![0]}>
            <polygon points={`${x(run[0]![0])},${HEIGHT} ${coords} ${x(run.at(-1)![0])},${HEIGHT}`} fill={`url(#${fillId})`} />
            <polyline points={coords} fill="none" stroke="var(--color-brand-400)" strokeWidth="1.5" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
          </g>
        );
      })}
      {/* The latest point as a round dot that the stretched viewBox cannot flatten; a lone sample still shows. */}
      <line
        x1={x(latest[0])}
        x2={x(latest[0])}
        y1={y(latest[1])}
        y2={y(latest[1])}
        stroke="var(--color-brand-300)"
        strokeWidth="6"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
        data-testid="player-chart-latest"
      />
    </svg>
  );
}
