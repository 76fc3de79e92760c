/** A failed call to another service: `status` is the HTTP status, or 0 for network errors and timeouts. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | URLSearchParams;
  timeoutMs?: number;
}

/** fetch with a timeout that reads JSON and turns every failure into an UpstreamError. */
export async function requestJson<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const timedOut = () => new UpstreamError(`timed out after ${timeoutMs} ms`, 0);
  const controller = new AbortController();
  // One deadline for the whole exchange, headers and body. The race makes it hold even when a
  // stalled body does not notice the abort (seen under load).
  let expire: () => void = () => {};
  const deadline = new Promise<never>((_, reject) => {
    expire = () => {
      controller.abort();
      reject(timedOut());
    };
  });
  deadline.catch(() => {});
  const timer = setTimeout(() => expire(), timeoutMs);
  try {
    let response: Response;
    try {
      response = await Promise.race([
        fetch(url, {
          method: options.method ?? 'GET',
          headers: { accept: 'application/json', ...options.headers },
          body: options.body,
          signal: controller.signal,
          redirect: 'error',
        }),
        deadline,
      ]);
    } catch (err) {
      if (err instanceof UpstreamError) throw err;
      if (controller.signal.aborted) throw timedOut();
      throw new UpstreamError(`unreachable (${(err as Error).message})`, 0);
    }
    if (!response.ok) {
      const retryAfter = Number(response.headers.get('retry-after'));
      void response.body?.cancel().catch(() => {});
      throw new UpstreamError(`answered ${response.status}`, response.status, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined);
    }
    if (response.status === 204) return undefined as T;
    let text: string;
    try {
      text = await Promise.race([response.text(), deadline]);
    } catch (err) {
      // The deadline covers the body: a service that stalls mid-answer timed out.
      if (err instanceof UpstreamError || controller.signal.aborted) throw timedOut();
      throw new UpstreamError('answered with a body that is not JSON', response.status);
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new UpstreamError('answered with a body that is not JSON', response.status);
    }
  } finally {
    clearTimeout(timer);
  }
}
