import type { ReactNode } from 'react';

export type StatTone = 'brand' | 'blue' | 'yellow' | 'purple' | 'green' | 'cyan' | 'red' | 'gray';

const toneClasses: Record<StatTone, string> = {
  brand: 'bg-brand-500/15 text-brand-300',
  blue: 'bg-blue-500/15 text-blue-300',
  yellow: 'bg-yellow-500/15 text-yellow-200',
  purple: 'bg-purple-500/15 text-purple-300',
  green: 'bg-emerald-500/15 text-emerald-300',
  cyan: 'bg-cyan-500/15 text-cyan-300',
  red: 'bg-red-500/15 text-red-300',
  gray: 'bg-slate-500/15 text-slate-300',
};

/**
 * A number with its label (admin dashboards). The label names the value for screen readers
 * (a <dl> pair), so "Pending Review 4" reads as one statement.
 */
export function StatCard({
  label,
  value,
  tone = 'brand',
  icon,
  hint,
}: {
  label: string;
  value: ReactNode;
  tone?: StatTone;
  icon?: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-surface-700 bg-surface-850/80 p-5 shadow-xl shadow-black/20">
      {icon ? (
        <div className={`hidden h-11 w-11 shrink-0 items-center justify-center rounded-xl sm:flex ${toneClasses[tone]}`} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <dl className="min-w-0">
        <dt className="text-sm font-medium text-slate-400">{label}</dt>
        <dd className="mt-0.5 text-2xl font-bold tabular-nums text-white">{value}</dd>
        {hint ? <dd className="mt-0.5 text-xs text-slate-400">{hint}</dd> : null}
      </dl>
    </div>
  );
}
