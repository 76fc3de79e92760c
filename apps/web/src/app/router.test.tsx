import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { myResponse } from '../features/applications/test-fixtures.ts';
import { apiError, stubApi } from '../test/api.ts';
import { captureConsole } from '../test/console.ts';
import { createTestQueryClient, makeUser, renderApp } from '../test/render.tsx';
import { authStatusQuery } from '../features/auth/api.ts';
import { createRoutes, prefetchLoader } from './router.tsx';
import type { User } from '@crp/shared';

/** The route table with its loaders, but nothing rendered: any request seen comes from a loader. */
function routerOnly(user: User | null | undefined, start = '/login') {
  const client = createTestQueryClient();
  if (user !== undefined) client.setQueryData(authStatusQuery.queryKey, { authenticated: Boolean(user), user });
  const router = createMemoryRouter(createRoutes(client), { initialEntries: [start] });
  return { client, router };
}

const mine = () => ({ status: 200, body: [myResponse({ id: 1 })] });

describe('route loaders', () => {
  it("start a page's queries on navigation, before any of its code renders", async () => {
    const { calls } = stubApi({
      'GET /api/applications/my-applications': mine,
      'GET /api/store/user-stats': () => ({ status: 200, body: { success: true, recentOrders: [] } }),
    });
    const { router, client } = routerOnly(makeUser());
    await router.navigate('/dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(['GET /api/applications/my-applications', 'GET /api/store/user-stats']),
    );
    await waitFor(() => expect(client.getQueryData(['applications', 'mine'])).toHaveLength(1));
  });

  it('pass route params to the prefetch (application form: definition and submission status)', async () => {
    const { calls } = stubApi({});
    const { router } = routerOnly(makeUser());
    await router.navigate('/application-form/staff');
    await waitFor(() => expect(calls.map((c) => c.path).sort()).toEqual(['/api/applications/staff', '/api/applications/staff/status']));
  });

  it('do nothing for signed-out visitors on guarded routes', async () => {
    const { calls } = stubApi({ 'GET /api/applications/my-applications': mine });
    const { router } = routerOnly(null);
    await router.navigate('/dashboard');
    await router.navigate('/application-form/staff');
    await router.navigate('/server/1/mods');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });

  it('ask who is signed in first when nobody knows yet, then prefetch for a member', async () => {
    const { calls } = stubApi({
      'GET /api/unified-auth/status': () => ({ status: 200, body: { authenticated: true, user: makeUser() } }),
      'GET /api/applications/public': () => ({ status: 200, body: [] }),
      'GET /api/applications/my-applications': mine,
    });
    const { router } = routerOnly(undefined);
    await router.navigate('/applications');
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toEqual(['/api/unified-auth/status', '/api/applications/public', '/api/applications/my-applications']),
    );
  });

  it('never hold up or fail a navigation when the data fails', async () => {
    const warnings = captureConsole('warn');
    stubApi({
      'GET /api/applications/my-applications': () => apiError(500, 'Something went wrong on our side. Please try again.'),
      'GET /api/store/user-stats': () => apiError(502, 'Store unavailable'),
    });
    const { router } = routerOnly(makeUser());
    await router.navigate('/dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.errors).toBeNull();
    // The queries fail as they would on the page: logged, for the page to show its own state.
    await waitFor(() => expect(warnings()).toHaveLength(2));
    expect(warnings().join('\n')).toContain('Could not load your applications');
  });

  it('run once per page, not again when only the query string changes', async () => {
    const { calls } = stubApi({ 'GET /api/applications/my-applications': mine });
    const { router } = routerOnly(makeUser());
    await router.navigate('/my-responses');
    await router.navigate('/my-responses?from=dashboard');
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
  });

  it('prefetch role-gated data only for people holding the role', async () => {
    const client = createTestQueryClient();
    let runs = 0;
    const loader = prefetchLoader(client, ['admin'], () => runs++);
    const call = () => loader({ params: {}, request: new Request('http://localhost/admin/audit-log'), context: undefined } as never);
    client.setQueryData(authStatusQuery.queryKey, { authenticated: true, user: makeUser({ canReviewApplications: true }) });
    expect(await call()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs).toBe(0);
    client.setQueryData(authStatusQuery.queryKey, { authenticated: true, user: makeUser({ isAdmin: true }) });
    await call();
    await waitFor(() => expect(runs).toBe(1));
  });

  it('the page joins the request its loader started: one call, then the page shows the data', async () => {
    const { calls } = stubApi({ 'GET /api/applications/my-applications': mine });
    renderApp('/my-responses', { user: makeUser() });
    expect(await screen.findByText('Staff Application')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/applications/my-applications')).toHaveLength(1);
  });
});
