/** How a call to another service failed: no answer in time, no connection, an HTTP error status,
 * an answer we could not read, or a call that was not made (demo mode, an address the outbound guard refuses, not configured). */
export type UpstreamKind = 'timeout' | 'network' | 'http' | 'invalid' | 'blocked';

/** The one error every outbound client throws (Discord, BattleMetrics, Steam, the store, A2S). */
export class UpstreamError extends Error {
  readonly service: string;
  readonly kind: UpstreamKind;
  /** The HTTP status for kind 'http' (and for 'invalid' answers, the status they came with). */
  readonly status?: number;
  /** From a Retry-After header, or the pause a client imposes on itself. */
  readonly retryAfterMs?: number;

  constructor(service: string, kind: UpstreamKind, message: string, details: { status?: number; retryAfterMs?: number } = {}) {
    super(message);
    this.name = 'UpstreamError';
    this.service = service;
    this.kind = kind;
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
  }
}

export interface RequestOptions {
  /** Who is called, for the error ('discord', 'battlemetrics', 'steam', 'store'). */
  service: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | URLSearchParams;
  timeoutMs?: number;
}

/** fetch with a timeout that reads JSON and turns every failure into an UpstreamError. */
export async function requestJson<T = unknown>(url: string, options: RequestOptions): Promise<T> {
  const { service } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const timedOut = () => new UpstreamError(service, 'timeout', `timed out after ${timeoutMs} ms`);
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
      throw new UpstreamError(service, 'network', `unreachable (${(err as Error).message})`);
    }
    if (!response.ok) {
      const retryAfter = Number(response.headers.get('retry-after'));
      void response.body?.cancel().catch(() => {});
      throw new UpstreamError(service, 'http', `answered ${response.status}`, {
        status: response.status,
        retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
      });
    }
    if (response.status === 204) return undefined as T;
    let text: string;
    try {
      text = await Promise.race([response.text(), deadline]);
    } catch (err) {
      // The deadline covers the body: a service that stalls mid-answer timed out.
      if (err instanceof UpstreamError || controller.signal.aborted) throw timedOut();
      throw new UpstreamError(service, 'invalid', 'answered with a body that is not JSON', { status: response.status });
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new UpstreamError(service, 'invalid', 'answered with a body that is not JSON', { status: response.status });
    }
  } finally {
    clearTimeout(timer);
  }
}
