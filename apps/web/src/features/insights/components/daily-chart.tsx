import { useId, useState, type KeyboardEvent } from 'react';
import type { Insights } from '@crp/shared';
import { insightsTexts as text } from '../insights.texts.ts';
import { formatCount, formatDay, formatShortDay } from '../format.ts';

type Day = Insights['daily'][number];
type Series = 'submitted' | 'accepted' | 'rejected';

/**
 * The daily chart (D42): submitted, accepted and rejected per day as plain SVG, drawn on the server
 * and readable without a script. The series differ by colour, dash pattern and marker (circle,
 * square, triangle), named in the legend. Each day is one point of a roving tab stop: Tab enters
 * the chart, the arrow keys (Home, End) move between days, the focused day's numbers show beside
 * it; each day also carries a <title>, the browser's own tooltip. The same numbers are in the
 * table below (DailyTable), for screen readers and anyone who prefers a table.
 */
const W = 720;
const H = 260;
const PAD = { left: 44, right: 16, top: 16, bottom: 30 };
const plotW = W - PAD.left - PAD.right;
const plotH = H - PAD.top - PAD.bottom;

export const seriesStyle: Record<Series, { className: string; dash: string | undefined; marker: 'circle' | 'square' | 'triangle' }> = {
  submitted: { className: 'text-sky-300', dash: undefined, marker: 'circle' },
  accepted: { className: 'text-emerald-300', dash: '8 4', marker: 'square' },
  rejected: { className: 'text-rose-300', dash: '2 4', marker: 'triangle' },
};
const order: Series[] = ['submitted', 'accepted', 'rejected'];

/** A round top for the scale: 1, 2, 5 × 10ⁿ at or above the highest count. */
function niceMax(value: number): number {
  if (value <= 4) return Math.max(1, value);
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

export function Marker({ kind, x, y, size = 3.5 }: { kind: 'circle' | 'square' | 'triangle'; x: number; y: number; size?: number }) {
  if (kind === 'circle') return <circle cx={x} cy={y} r={size} fill="currentColor" />;
  if (kind === 'square') return <rect x={x - size} y={y - size} width={size * 2} height={size * 2} fill="currentColor" />;
  return <path d={`M${x} ${y - size * 1.2}L${x + size * 1.2} ${y + size}L${x - size * 1.2} ${y + size}Z`} fill="currentColor" />;
}

export function DailyChart({ daily, from, to }: { daily: Day[]; from: string; to: string }) {
  const id = useId();
  const [active, setActive] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState(Math.max(0, daily.length - 1));
  const n = daily.length;
  const top = niceMax(Math.max(0, ...daily.flatMap((d) => order.map((s) => d[s]))));
  const x = (i: number) => PAD.left + (n <= 1 ? plotW / 2 : (i * plotW) / (n - 1));
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const slot = n <= 1 ? plotW : plotW / (n - 1);
  const ticks = [0, top / 2, top].filter((v, i, all) => Number.isInteger(v) && all.indexOf(v) === i);
  const labelEvery = Math.max(1, Math.ceil(n / 8));
  const markers = n <= 62;
  const label = (d: Day) => text.chart.point(formatDay(d.date), d.submitted, d.accepted, d.rejected);

  const focusDay = (i: number, element: SVGGElement | null) => {
    const next = Math.min(n - 1, Math.max(0, i));
    setFocusIndex(next);
    setActive(next);
    (element?.parentElement?.children[next] as SVGGElement | undefined)?.focus();
  };
  const onKeyDown = (i: number) => (e: KeyboardEvent<SVGGElement>) => {
    const moves: Record<string, number> = { ArrowLeft: i - 1, ArrowRight: i + 1, ArrowDown: i - 1, ArrowUp: i + 1, Home: 0, End: n - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    focusDay(moves[e.key]!, e.currentTarget);
  };

  const shown = active === null ? null : daily[active];
  const tipX = active === null ? 0 : Math.min(W - PAD.right - 150, Math.max(PAD.left, x(active) + 8));

  return (
    <figure className="m-0">
      <svg viewBox={`0 0 ${W} ${H}`} className="block h-auto w-full" role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc ${id}-keys`}>
        <title id={`${id}-title`}>{text.chart.title}</title>
        <desc id={`${id}-desc`}>{text.chart.description(formatDay(from), formatDay(to))}</desc>
        <g aria-hidden="true" className="text-slate-500">
          {ticks.map((v) => (
            <g key={v}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="currentColor" strokeOpacity={0.35} strokeDasharray={v === 0 ? undefined : '2 4'} />
              <text x={PAD.left - 8} y={y(v) + 4} textAnchor="end" className="fill-slate-400 text-[10px] tabular-nums">
                {formatCount(v)}
              </text>
            </g>
          ))}
          {daily.map((d, i) =>
            (i % labelEvery === 0 && n - 1 - i >= labelEvery / 2) || i === n - 1 ? (
              <text key={d.date} x={x(i)} y={H - 10} textAnchor={i === 0 ? 'start' : i === n - 1 ? 'end' : 'middle'} className="fill-slate-400 text-[10px]">
                {formatShortDay(d.date)}
              </text>
            ) : null,
          )}
        </g>
        <g aria-hidden="true">
          {order.map((series) => {
            const style = seriesStyle[series];
            const points = daily.map((d, i) => `${x(i).toFixed(1)},${y(d[series]).toFixed(1)}`).join(' ');
            return (
              <g key={series} className={style.className}>
                <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2} strokeDasharray={style.dash} strokeLinejoin="round" />
                {markers ? daily.map((d, i) => <Marker key={d.date} kind={style.marker} x={x(i)} y={y(d[series])} />) : null}
              </g>
            );
          })}
        </g>
        <g onMouseLeave={() => setActive(null)}>
          {daily.map((d, i) => (
            <g
              key={d.date}
              role="img"
              aria-label={label(d)}
              tabIndex={i === focusIndex ? 0 : -1}
              onKeyDown={onKeyDown(i)}
              onFocus={() => {
                setFocusIndex(i);
                setActive(i);
              }}
              onBlur={() => setActive(null)}
              onMouseEnter={() => setActive(i)}
              className="outline-none [&:focus-visible>rect]:stroke-accent-400"
            >
              <title>{label(d)}</title>
              <rect x={x(i) - slot / 2} y={PAD.top} width={slot} height={plotH} fill="transparent" stroke="transparent" strokeWidth={2} />
            </g>
          ))}
        </g>
        {shown && active !== null ? (
          <g aria-hidden="true" pointerEvents="none">
            <line x1={x(active)} x2={x(active)} y1={PAD.top} y2={PAD.top + plotH} className="stroke-slate-300" strokeOpacity={0.6} />
            <rect x={tipX} y={PAD.top + 4} width={150} height={74} rx={8} className="fill-surface-900 stroke-surface-600" />
            <text x={tipX + 10} y={PAD.top + 22} className="fill-white text-[12px] font-semibold">
              {formatDay(shown.date)}
            </text>
            {order.map((series, k) => (
              <g key={series} className={seriesStyle[series].className}>
                <Marker kind={seriesStyle[series].marker} x={tipX + 14} y={PAD.top + 38 + k * 15} size={3} />
                <text x={tipX + 24} y={PAD.top + 42 + k * 15} className="fill-slate-200 text-[11px] tabular-nums">
                  {text.chart.value(text.series[series], formatCount(shown[series]))}
                </text>
              </g>
            ))}
          </g>
        ) : null}
      </svg>
      <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <ul aria-label={text.chart.legend} className="flex flex-wrap gap-4 text-sm text-slate-200">
          {order.map((series) => (
            <li key={series} className="flex items-center gap-2">
              <svg viewBox="0 0 32 12" className={`h-3 w-8 ${seriesStyle[series].className}`} aria-hidden="true">
                <line x1={1} x2={31} y1={6} y2={6} stroke="currentColor" strokeWidth={2} strokeDasharray={seriesStyle[series].dash} />
                <Marker kind={seriesStyle[series].marker} x={16} y={6} size={3} />
              </svg>
              {text.series[series]}
            </li>
          ))}
        </ul>
        <p id={`${id}-keys`} className="text-xs text-slate-400">
          {text.chart.keyboardHint}
        </p>
      </figcaption>
    </figure>
  );
}
