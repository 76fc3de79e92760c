/**
 * The in-process wake-up of the delivery worker. Enqueueing happens inside a transaction, so the
 * rows become visible only at commit; the worker therefore claims at once and again a moment
 * later (see delivery-worker.ts). Other instances find the rows by polling.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onDeliveriesEnqueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signalDeliveriesEnqueued(): void {
  // After the current call stack: the enqueueing transaction usually commits within a few ms.
  setImmediate(() => {
    for (const listener of listeners) listener();
  });
}
