import { useEffect, useSyncExternalStore } from 'react';
import { currentToasts, pauseToasts, resumeToasts, subscribeToToasts } from './toast.ts';

/**
 * The one toast area (player-area §9: top-right; success 2 s, errors 4 s, loading until dismissed).
 * A modal <dialog> sits in the browser's top layer and makes the rest of the page inert, so the
 * page's toasts would show under its backdrop and never be announced. So while a Modal is open it
 * shows the toasts itself (`DialogToaster` inside the dialog) and the page's area renders nothing.
 */
let openDialogs = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setOpenDialogs = (change: number) => {
  openDialogs += change;
  for (const listener of listeners) listener();
};

/** Top-right, newest last; each toast is announced politely (role=status), errors included. */
function ToastArea() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  return (
    <div
      className="pointer-events-none fixed top-4 right-4 z-[9999] flex w-[min(24rem,calc(100vw-2rem))] flex-col items-end gap-2"
      onMouseEnter={pauseToasts}
      onMouseLeave={resumeToasts}
      onFocus={pauseToasts}
      onBlur={resumeToasts}
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role="status"
          aria-live="polite"
          className="toast-in pointer-events-auto flex max-w-full items-start gap-2 rounded-lg border border-surface-600 bg-surface-800 px-4 py-3 text-sm text-slate-100 shadow-lg shadow-black/40"
        >
          <span
            aria-hidden="true"
            className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full text-xs font-bold text-surface-950 ${t.kind === 'success' ? 'bg-emerald-400' : 'bg-red-400'}`}
          >
            {t.kind === 'success' ? '✓' : '!'}
          </span>
          <span className="min-w-0 break-words">{t.message}</span>
        </div>
      ))}
    </div>
  );
}

/** The page's toast area (in Providers); empty while a modal dialog shows the toasts. */
export function AppToaster() {
  const dialogOpen = useSyncExternalStore(
    subscribe,
    () => openDialogs > 0,
    () => false,
  );
  return dialogOpen ? null : <ToastArea />;
}

/** The toast area inside an open modal dialog (rendered by Modal while open). */
export function DialogToaster() {
  useEffect(() => {
    setOpenDialogs(1);
    return () => setOpenDialogs(-1);
  }, []);
  return <ToastArea />;
}
