import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Server } from '@crp/shared';

/** Renders `element` at `path` with a fresh query cache, a memory router and the toaster. */
export function renderView(element: ReactNode, path = '/server-status', routePath = path) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  return {
    client,
    router,
    ...render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}

type Answer = { status: number; body?: unknown };
type Handler = (url: URL, init?: RequestInit) => Answer | Promise<Answer>;

/** Answers the app's own /api calls in jsdom ('METHOD /api/path' → handler) and records them. */
export function stubApi(routes: Record<string, Handler>) {
  const calls: Array<{ method: string; path: string; search: string; body: unknown; credentials?: RequestCredentials }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({
        method,
        path: url.pathname,
        search: url.search,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        credentials: init?.credentials,
      });
      const handler = routes[`${method} ${url.pathname}`];
      const { status, body } = handler ? await handler(url, init) : { status: 404, body: { error: 'Not found', message: 'Not found', code: 'not_found' } };
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

export const apiError = (status: number, message: string) => ({ status, body: { error: message, message, code: 'x' } });

export function makeServer(overrides: Partial<Server> = {}): Server {
  return {
    id: 1,
    name: 'Creative RP | Main',
    description: 'The main server',
    gameType: 'gmod',
    ipAddress: '203.0.113.10',
    port: 27015,
    connectUrl: 'steam://connect/203.0.113.10:27015',
    battlemetricsUrl: 'https://www.battlemetrics.com/servers/gmod/1234567',
    isOnline: true,
    status: 'online',
    playerCount: 23,
    maxPlayers: 64,
    map: 'gm_construct',
    lastUptime: 99.25,
    lastUpdated: new Date(Date.now() - 3 * 60_000).toISOString(),
    error: null,
    statusColor: 'green',
    workshopCollectionId: '123',
    playerHistory: [...new Array<number | null>(44).fill(null), 10, null, 25, 31],
    historyStart: new Date(Math.floor(Date.now() / 1800_000) * 1800_000 - 47 * 1800_000).toISOString(),
    ...overrides,
  };
}
