import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { FormDefinition, FormSummary, MyResponse, Question } from '@crp/shared';

/** Renders inside a fresh query cache and a memory router; other paths render their own name. */
export function renderAt(path: string, routes: { path: string; element: ReactNode }[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // Any other path shows where the app went, so tests can assert redirects.
  const Elsewhere = () => <p data-testid="location">{useLocation().pathname}</p>;
  const router = createMemoryRouter([...routes, { path: '*', element: <Elsewhere /> }], { initialEntries: [path] });
  const utils = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}

type Handler = (init: RequestInit | undefined, url: URL) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/** Answers the app's own /api calls in jsdom: `routes` maps 'METHOD /api/path' to a handler. */
export function stubApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ error: 'Not found', message: 'Not found', code: 'NOT_FOUND' }), { status: 404 });
    const { status, body } = await handler(init, url);
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function question(overrides: Partial<Question> & Pick<Question, 'id' | 'type'>): Question {
  return {
    title: `Question ${overrides.id}`,
    description: null,
    placeholder: null,
    isRequired: false,
    pageNumber: 1,
    displayOrder: overrides.id,
    options: [],
    ratingScale: null,
    ...overrides,
  };
}

export function formSummary(overrides: Partial<FormSummary> & Pick<FormSummary, 'id'>): FormSummary {
  return {
    slug: `form-${overrides.id}`,
    title: `Form ${overrides.id}`,
    description: '<p>About this form</p>',
    requirements: null,
    type: 'application',
    isActive: true,
    isOpen: true,
    closeDate: null,
    requiresInterview: false,
    enablePagination: false,
    questionCount: 3,
    ...overrides,
  };
}

export function formDefinition(overrides: Partial<FormDefinition> & Pick<FormDefinition, 'questions'>): FormDefinition {
  return { ...formSummary({ id: 1, slug: 'staff', title: 'Staff Application' }), questionCount: overrides.questions.length, ...overrides };
}

export function myResponse(overrides: Partial<MyResponse> & Pick<MyResponse, 'id'>): MyResponse {
  return {
    applicationId: 1,
    application: { title: 'Staff Application', description: '<p>Join the staff team</p>', type: 'application', slug: 'staff' },
    status: 'submitted',
    submittedAt: '2025-03-01T12:00:00.000Z',
    createdAt: '2025-03-01T12:00:00.000Z',
    reviewedAt: null,
    reviewNotes: null,
    interviewScheduled: false,
    interviewDate: null,
    interviewNotes: null,
    ...overrides,
  };
}
