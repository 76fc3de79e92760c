import { msg } from '@lingui/core/macro';
import { translate } from './i18n.ts';
import type { ApiError } from '@crp/shared';
import { paths } from '../app/paths.ts';
import { signOutInProgress } from './sign-out-state.ts';

export const API_TIMEOUT_MS = 30_000;

/** A failed API call: `status` 0 means the network failed or the call timed out. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: Partial<ApiError>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Server status, mods and page reads are sent without credentials (player-area §6). */
  credentials?: boolean;
  /** Set false for calls whose 401 is an answer rather than an expired session. */
  redirectOn401?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Where a 401 sends the browser: /login?returnTo={current path and query}, or plain /login on /login. */
export function loginRedirectTarget(location: Pick<Location, 'pathname' | 'search'>): string {
  if (location.pathname === paths.login.path) return paths.login.href();
  return paths.login.href(location.pathname + location.search);
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);
/** Server rendering answers the page's calls inside the server (app/server-render.tsx); the browser uses fetch. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** The one way the web app talks to /api: cookies, JSON, 30 s timeout, 401 → sign-in. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = 'GET', body, credentials = true, redirectOn401 = true, timeoutMs = API_TIMEOUT_MS } = options;
  const signals = [AbortSignal.timeout(timeoutMs), ...(options.signal ? [options.signal] : [])];
  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      method,
      credentials: credentials ? 'same-origin' : 'omit',
      headers: { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.any(signals),
    });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    throw new ApiRequestError(
      translate(
        timedOut ? msg`The server took too long to answer. Please try again.` : msg`Could not reach the server. Check your connection and try again.`,
      ),
      0,
    );
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const errorBody = (data && typeof data === 'object' ? data : {}) as Partial<ApiError>;
    // During a sign-out the page being left may still fetch: its 401 is expected, not a reason to sign in.
    if (response.status === 401 && redirectOn401 && typeof window !== 'undefined' && signOutInProgress.leaving === null) {
      window.location.assign(loginRedirectTarget(window.location));
    }
    const status = response.status;
    throw new ApiRequestError(errorBody.message || errorBody.error || translate(msg`Request failed (${status})`), status, errorBody);
  }
  return data as T;
}

/** The server's message when it sent one, else the fallback text of the spec. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiRequestError && err.status !== 0 && (err.body?.message || err.body?.error)) {
    return (err.body.message || err.body.error) as string;
  }
  return fallback;
}
