/**
 * The one toast store (player-area §9: success 2 s, errors 4 s). Own code rather than a toast
 * library: it is in every page's first load, and this is all the site needs (decision 0013).
 * A toast with an `id` replaces the one with the same id instead of stacking.
 */
export type ToastKind = 'success' | 'error';
export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
}

const durations: Record<ToastKind, number> = { success: 2000, error: 4000 };
let toasts: readonly Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
/** Each shown toast's timer, or, while the area is hovered or focused, the time it has left. */
const timers = new Map<string, { handle?: ReturnType<typeof setTimeout>; endsAt: number; left?: number }>();
let paused = false;

const emit = () => {
  for (const listener of listeners) listener();
};

function schedule(id: string, ms: number) {
  const timer = { endsAt: Date.now() + ms, handle: undefined as ReturnType<typeof setTimeout> | undefined, left: undefined as number | undefined };
  if (paused) timer.left = ms;
  else timer.handle = setTimeout(() => remove(id), ms);
  timers.set(id, timer);
}

function show(kind: ToastKind, message: string, options: { id?: string } = {}): string {
  const id = options.id ?? `toast-${++counter}`;
  clearTimeout(timers.get(id)?.handle);
  const next: Toast = { id, kind, message };
  toasts = toasts.some((t) => t.id === id) ? toasts.map((t) => (t.id === id ? next : t)) : [...toasts, next];
  schedule(id, durations[kind]);
  emit();
  return id;
}

/** Removes one toast, or every toast without an id. */
function remove(id?: string): void {
  for (const [key, timer] of timers) {
    if (id === undefined || key === id) {
      clearTimeout(timer.handle);
      timers.delete(key);
    }
  }
  toasts = id === undefined ? [] : toasts.filter((t) => t.id !== id);
  emit();
}

export const toast = {
  success: (message: string, options?: { id?: string }) => show('success', message, options),
  error: (message: string, options?: { id?: string }) => show('error', message, options),
  remove,
};
export default toast;

export const subscribeToToasts = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const currentToasts = () => toasts;

/** Hovering or focusing the toast area stops the clocks (WCAG 2.2.1), so a toast can be read to the end. */
export function pauseToasts(): void {
  if (paused) return;
  paused = true;
  for (const timer of timers.values()) {
    clearTimeout(timer.handle);
    timer.left = Math.max(0, timer.endsAt - Date.now());
  }
}

export function resumeToasts(): void {
  if (!paused) return;
  paused = false;
  for (const [id, timer] of [...timers]) schedule(id, timer.left ?? 0);
}
