import { useEffect, useSyncExternalStore } from 'react';
import { Toaster } from 'react-hot-toast';

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

function ToastArea() {
  return (
    <Toaster
      position="top-right"
      toastOptions={{
        duration: 4000,
        success: { duration: 2000 },
        error: { duration: 4000 },
        loading: { duration: Infinity },
        style: { background: '#171728', color: '#f1f5f9', border: '1px solid #30304d' },
      }}
    />
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
