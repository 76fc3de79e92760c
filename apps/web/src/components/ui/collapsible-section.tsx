import { useEffect, useId, useState, type ReactNode } from 'react';

interface CollapsibleSectionProps {
  title: string;
  /** How many items the section holds; undefined while they load. */
  itemCount: number | undefined;
  /** Shown next to the title (a count badge, a link...). */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled section that starts expanded only when it has items once loaded, and recomputes
 * that whenever the count changes (player-area §2 Dashboard); the person can still toggle it. */
export function CollapsibleSection({ title, itemCount, aside, children, className = '' }: CollapsibleSectionProps) {
  const contentId = useId();
  const [open, setOpen] = useState(Boolean(itemCount && itemCount > 0));
  useEffect(() => {
    if (itemCount !== undefined) setOpen(itemCount > 0);
  }, [itemCount]);

  return (
    <section className={`rounded-2xl border border-surface-700 bg-surface-850/80 shadow-xl shadow-black/20 ${className}`}>
      <div className="flex items-center justify-between gap-4 px-6 py-4">
        <h2 className="text-xl font-bold text-white">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={contentId}
            onClick={() => setOpen((value) => !value)}
            className="group inline-flex items-center gap-3 rounded-md text-left hover:text-brand-300"
          >
            <svg
              viewBox="0 0 20 20"
              fill="currentColor"
              aria-hidden="true"
              className={`h-5 w-5 text-slate-400 transition-transform group-hover:text-brand-300 ${open ? 'rotate-90' : ''}`}
            >
              <path d="M7.2 4.2a.75.75 0 011.06 0l5.25 5.25a.75.75 0 010 1.06L8.26 15.8a.75.75 0 11-1.06-1.06L11.92 10 7.2 5.28a.75.75 0 010-1.07z" />
            </svg>
            {title}
            {itemCount !== undefined ? <span className="rounded-full bg-surface-700 px-2 py-0.5 text-xs font-semibold text-slate-200">{itemCount}</span> : null}
          </button>
        </h2>
        {aside}
      </div>
      <div id={contentId} hidden={!open} className="border-t border-surface-700 px-6 py-5">
        {children}
      </div>
    </section>
  );
}
