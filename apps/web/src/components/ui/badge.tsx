import type { ReactNode } from 'react';

export type BadgeTone = 'blue' | 'yellow' | 'purple' | 'green' | 'red' | 'gray' | 'cyan';

const tones: Record<BadgeTone, string> = {
  blue: 'bg-blue-500/15 text-blue-300 ring-blue-400/30',
  yellow: 'bg-yellow-500/15 text-yellow-200 ring-yellow-400/30',
  purple: 'bg-purple-500/15 text-purple-300 ring-purple-400/30',
  green: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  red: 'bg-red-500/15 text-red-300 ring-red-400/30',
  gray: 'bg-slate-500/15 text-slate-300 ring-slate-400/30',
  cyan: 'bg-cyan-500/15 text-cyan-300 ring-cyan-400/30',
};

export function Badge({ tone = 'gray', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}>{children}</span>;
}
