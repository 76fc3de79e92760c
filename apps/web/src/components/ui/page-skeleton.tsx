/**
 * What the main area shows while a page's code loads: blocks shaped like a page (title, intro, two rows of
 * cards) instead of a short spinner line, so the page replacing it does not push the layout around (decision 0013).
 */
export function PageSkeleton({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" data-testid="page-skeleton" className="animate-pulse space-y-8" style={{ minHeight: '60vh' }}>
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="space-y-3">
        <div className="h-9 w-64 max-w-full rounded-lg bg-surface-800" />
        <div className="h-5 w-[32rem] max-w-full rounded-lg bg-surface-800/70" />
      </div>
      <div aria-hidden="true" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-48 rounded-2xl border border-surface-700 bg-surface-850/80" />
        ))}
      </div>
      <div aria-hidden="true" className="h-64 rounded-2xl border border-surface-700 bg-surface-850/80" />
    </div>
  );
}
