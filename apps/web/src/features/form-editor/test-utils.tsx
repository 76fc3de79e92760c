import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { AdminFormDetail, AdminFormListItem, FormDefinition } from '@crp/shared';
import { FormsManager } from './components/forms-manager.tsx';

/** The management page in a data router (the editor's leave guard needs one), a fresh cache and the toaster. */
export function renderManager(path = '/admin/applications') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Elsewhere = () => <p data-testid="location">{useLocation().pathname}</p>;
  const preview = (d: FormDefinition) => (
    <div data-testid="preview">
      {d.title}: {d.questions.map((q) => `${q.pageNumber}/${q.title}`).join(', ')}
    </div>
  );
  const router = createMemoryRouter(
    [
      { path: '/admin/applications', element: <FormsManager renderPreview={preview} /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

type Handler = (body: unknown, url: URL) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/** Answers /api calls in jsdom ('METHOD /api/path' → handler) with the server's real error shape; records every call. */
export function stubApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, body });
      const handler = routes[`${method} ${url.pathname}`];
      if (!handler) return new Response(JSON.stringify({ error: 'Not found', message: 'Not found', code: 'not_found' }), { status: 404 });
      const answer = await handler(body, url);
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const failure = (status: number, message: string) => ({ status, body: { error: message, message, code: 'error' } });

export function listItem(overrides: Partial<AdminFormListItem> & Pick<AdminFormListItem, 'id'>): AdminFormListItem {
  return {
    slug: `form-${overrides.id}`,
    title: `Form ${overrides.id}`,
    description: '<p>About this form</p>',
    type: 'application',
    isActive: true,
    questions: 3,
    responses: 0,
    deadline: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function formDetail(overrides: Partial<AdminFormDetail> = {}): AdminFormDetail {
  return {
    id: 7,
    slug: 'staff',
    title: 'Staff Application',
    description: '<p>Join</p>',
    requirements: null,
    type: 'application',
    isActive: true,
    deadline: null,
    requiresInterview: true,
    enablePagination: true,
    discordRoleAssignments: { pending_review: '', pending_interview: '', accepted: '' },
    webhookIncoming: null,
    webhookResponse: null,
    webhookSecret: 'whsec_dGVzdC1zZWNyZXQtdGVzdC1zZWNyZXQtdGVzdC1zZWNyZXQ=',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    responseCount: 0,
    questions: [
      {
        id: 1,
        title: 'Name',
        description: null,
        type: 'short_text',
        placeholder: null,
        isRequired: true,
        pageNumber: 1,
        displayOrder: 1,
        options: [],
        ratingScale: null,
      },
      {
        id: 2,
        title: 'Region',
        description: null,
        type: 'dropdown',
        placeholder: null,
        isRequired: true,
        pageNumber: 2,
        displayOrder: 1,
        options: [
          { id: 'eu', label: 'Europe' },
          { id: 'na', label: 'North America' },
        ],
        ratingScale: null,
      },
    ],
    ...overrides,
  };
}
