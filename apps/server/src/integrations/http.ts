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
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: { accept: 'application/json', ...options.headers },
      body: options.body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      redirect: 'error',
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new UpstreamError(timedOut ? `timed out after ${options.timeoutMs ?? 10_000} ms` : `unreachable (${(err as Error).message})`, 0);
  }
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    await response.body?.cancel();
    throw new UpstreamError(`answered ${response.status}`, response.status, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined);
  }
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch (err) {
    // The timeout also covers the body: a service that stalls mid-answer timed out, it did not send bad JSON.
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new UpstreamError(
      timedOut ? `timed out after ${options.timeoutMs ?? 10_000} ms` : 'answered with a body that is not JSON',
      timedOut ? 0 : response.status,
    );
  }
}
