import type { FastifyBaseLogger } from 'fastify';
import type { UserOrder, UserTransaction } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { UpstreamError } from '../../integrations/http.ts';

/** A member's orders and transactions change rarely while an admin looks: reuse an answer briefly. */
export const USER_STORE_FRESH_MS = 30_000;
/** 'With Orders' needs the whole customer list; it is asked at most every five minutes. */
export const CUSTOMERS_FRESH_MS = 5 * 60_000;
/** A failed answer is remembered briefly, so a dead store is not asked on every expand. */
const FAILURE_MS = 10_000;
const MAX_ENTRIES = 2000;

type Outcome<T> = { ok: true; value: T } | { ok: false };

/** A small TTL map with one request in flight per key. */
function ttlCache<T>(freshMs: number, clock: () => number) {
  const entries = new Map<string, { outcome: Outcome<T>; at: number }>();
  const inFlight = new Map<string, Promise<Outcome<T>>>();
  return async (key: string, load: () => Promise<T>, onError: (err: unknown) => void): Promise<Outcome<T>> => {
    const hit = entries.get(key);
    if (hit && clock() - hit.at < (hit.outcome.ok ? freshMs : FAILURE_MS)) return hit.outcome;
    const running = inFlight.get(key);
    if (running) return running;
    const promise = load()
      .then((value): Outcome<T> => ({ ok: true, value }))
      .catch((err: unknown): Outcome<T> => {
        onError(err);
        return { ok: false };
      })
      .then((outcome) => {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, { outcome, at: clock() });
        inFlight.delete(key);
        return outcome;
      });
    inFlight.set(key, promise);
    return promise;
  };
}

/**
 * The store's admin reads for user management (D25): never an error page. A store that is not
 * configured, answers an error, hangs past the 5 s timeout or answers nonsense gives an empty list
 * marked unavailable; 404 is an ordinary empty list (the client does that).
 */
export function createUserStoreReader(ctx: AppContext, log: FastifyBaseLogger, clock: () => number = () => Date.now()) {
  const orders = ttlCache<UserOrder[]>(USER_STORE_FRESH_MS, clock);
  const transactions = ttlCache<UserTransaction[]>(USER_STORE_FRESH_MS, clock);
  const customers = ttlCache<string[]>(CUSTOMERS_FRESH_MS, clock);
  const logFailure = (what: string) => (err: unknown) => {
    // Not configured: not a failure worth a warning.
    if (err instanceof UpstreamError && err.kind === 'blocked') return;
    if (err instanceof UpstreamError) log.warn({ kind: err.kind, status: err.status, detail: err.message }, `store ${what} failed`);
    else log.error({ err }, `store ${what} failed unexpectedly`);
  };
  const store = () => ctx.clients.store;

  return {
    async orders(discordId: string): Promise<{ orders: UserOrder[]; unavailable: boolean }> {
      const outcome = await orders(
        discordId,
        async () => (await store().userOrders(discordId)).map((o) => ({ ...o, url: store().adminUrl(`/orders/${encodeURIComponent(o.id)}`) })),
        logFailure('user orders'),
      );
      return outcome.ok ? { orders: outcome.value, unavailable: false } : { orders: [], unavailable: true };
    },
    async transactions(discordId: string): Promise<{ transactions: UserTransaction[]; unavailable: boolean }> {
      const outcome = await transactions(
        discordId,
        async () => (await store().userTransactions(discordId)).map((t) => ({ ...t, url: store().adminUrl(`/transactions/${encodeURIComponent(t.id)}`) })),
        logFailure('user transactions'),
      );
      return outcome.ok ? { transactions: outcome.value, unavailable: false } : { transactions: [], unavailable: true };
    },
    /** Discord ids of everyone who has ordered, or null when the store cannot say. */
    async customers(): Promise<string[] | null> {
      const outcome = await customers('all', () => store().customers(), logFailure('customers'));
      return outcome.ok ? outcome.value : null;
    },
  };
}

export type UserStoreReader = ReturnType<typeof createUserStoreReader>;
