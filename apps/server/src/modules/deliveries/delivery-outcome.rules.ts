/** What one attempt of a delivery came to; the worker records it. */
export type Outcome =
  | { type: 'delivered' }
  /** Cannot succeed by trying again (wrong set-up, unknown member, closed DMs, blocked address…). */
  | { type: 'failed'; error: string }
  /** May succeed later: back off, or wait exactly `afterMs` when the other side said so (429). */
  | { type: 'retry'; error: string; afterMs?: number };

export const delivered = (): Outcome => ({ type: 'delivered' });
export const failed = (error: string): Outcome => ({ type: 'failed', error });
export const retry = (error: string, afterMs?: number): Outcome => ({ type: 'retry', error, ...(afterMs !== undefined ? { afterMs } : {}) });
