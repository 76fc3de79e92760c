import { useLingui } from '@lingui/react/macro';

export function Spinner({ className = 'h-6 w-6' }: { className?: string }) {
  return <span aria-hidden="true" className={`inline-block animate-spin rounded-full border-2 border-brand-400 border-t-transparent ${className}`} />;
}

export function FullScreenSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-3 bg-surface-950/90">
      <Spinner className="h-10 w-10" />
      <span className="sr-only">{label ?? t`Loading...`}</span>
    </div>
  );
}

/** A centred loading line for a section (e.g. 'Loading applications...'; without a label, the core catalogue's 'Loading...'). */
export function LoadingBlock({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-300">
      <Spinner />
      <span>{label ?? t`Loading...`}</span>
    </div>
  );
}
