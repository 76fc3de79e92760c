export interface CacheOptions {
  /** How long an answer is served without asking the store again. */
  freshMs: number;
  /** How long an old answer may stand in while the store fails (stale-while-error). */
  staleMs: number;
  /** How long a failure is remembered when there is nothing to serve, so a dead store is not asked on every page view. */
  failureMs: number;
}

export const defaultCacheOptions: CacheOptions = { freshMs: 60_000, staleMs: 60 * 60_000, failureMs: 5_000 };

export interface Cached<T> {
  value: T;
  /** True when the value is older than freshMs because the last refresh failed. */
  stale: boolean;
}

/**
 * An in-memory cache around one loader: concurrent callers share one request, fresh answers are
 * reused, and when the loader fails an answer younger than staleMs is served instead of the error.
 */
export function cachedLoader<T>(load: () => Promise<T>, options: CacheOptions = defaultCacheOptions, clock: () => number = () => Date.now()) {
  let entry: { value: T; at: number } | undefined;
  let failure: { error: unknown; at: number } | undefined;
  let inFlight: Promise<Cached<T>> | undefined;

  /** After a failure: the last answer while it is young enough, else the failure itself. */
  function fallback(error: unknown): Cached<T> {
    if (entry && clock() - entry.at < options.staleMs) return { value: entry.value, stale: true };
    throw error;
  }

  async function refresh(): Promise<Cached<T>> {
    try {
      const value = await load();
      entry = { value, at: clock() };
      failure = undefined;
      return { value, stale: false };
    } catch (error) {
      failure = { error, at: clock() };
      return fallback(error);
    }
  }

  return {
    async get(): Promise<Cached<T>> {
      const t = clock();
      if (entry && t - entry.at < options.freshMs) return { value: entry.value, stale: false };
      if (failure && t - failure.at < options.failureMs) return fallback(failure.error);
      inFlight ??= refresh().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}
