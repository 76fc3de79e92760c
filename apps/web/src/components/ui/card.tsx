import type { HTMLAttributes, ReactNode } from 'react';

export function Card({ className = '', ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={`rounded-2xl border border-surface-700 bg-surface-850/80 p-6 shadow-xl shadow-black/20 backdrop-blur ${className}`} {...props} />;
}

export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-2 text-slate-300">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** An empty or error state: a title, a few lines and an optional action. */
export function EmptyState({ title, lines = [], action, icon }: { title: string; lines?: ReactNode[]; action?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-surface-600 bg-surface-900/60 px-6 py-12 text-center">
      {icon ? (
        <div className="mb-4 text-slate-400" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <h3 className="text-lg font-semibold text-white">{title}</h3>
      {lines.map((line, i) => (
        <p key={i} className="mt-2 max-w-md text-sm text-slate-300">
          {line}
        </p>
      ))}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
