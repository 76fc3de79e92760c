import { vi } from 'vitest';
import type { ApiError } from '@crp/shared';

/** One recorded call to the stubbed /api. */
export interface StubCall {
  method: string;
  /** '/api/servers/1/mods' */
  path: string;
  /** The query string, e.g. `call.search.get('page')`. */
  search: URLSearchParams;
  /** The parsed JSON body, if any. */
  body: unknown;
  credentials?: RequestCredentials;
}
export interface StubAnswer {
  status: number;
  body?: unknown;
}
export type StubHandler = (request: StubCall & { url: URL; init?: RequestInit }) => StubAnswer | Promise<StubAnswer>;

/** The `code` our server sends for these statuses (apps/server/src/plugins/errors.ts). */
const codes: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
  500: 'internal_error',
  502: 'upstream_error',
  503: 'unavailable',
};

/** An error answer in the server's one shape `{ error, message, code }`. */
export function apiError(status: number, message: string, code = codes[status] ?? 'error'): StubAnswer & { body: ApiError } {
  return { status, body: { error: message, message, code } };
}

/**
 * Answers the app's own /api calls in jsdom: `routes` maps 'METHOD /api/path' (no query) to a
 * handler. Anything else gets the server's 404 for an unknown endpoint. Every call is recorded.
 * Undo with `vi.unstubAllGlobals()` (the shared setup does it after each test).
 */
export function stubApi(routes: Record<string, StubHandler>) {
  const calls: StubCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: StubCall = {
      method,
      path: url.pathname,
      search: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init?.credentials,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const { status, body } = handler ? await handler({ ...call, url, init }) : apiError(404, `No such endpoint: ${method} ${url.pathname}`);
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
