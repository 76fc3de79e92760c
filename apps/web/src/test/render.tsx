import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SiteConfig, User } from '@crp/shared';
import { routerFlushSync, routes } from '../app/router.tsx';
import { authStatusQuery } from '../features/auth/api.ts';
import { siteConfigQuery } from '../features/site/api.ts';
import { createQueryClient } from '../lib/query-client.ts';

export const testSiteConfig: SiteConfig = {
  demoMode: false,
  storeUrl: 'https://store.test',
  discordInviteUrl: 'https://discord.gg/test',
  navigationOverlayMs: 0,
};

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    discordId: '300000000000000001',
    username: 'player_one',
    displayName: 'Player One',
    avatar: null,
    email: 'player@example.test',
    createdAt: '2026-01-02T10:00:00.000Z',
    lastLogin: '2026-11-20T10:00:00.000Z',
    isAdmin: false,
    canManageApplications: false,
    canReviewApplications: false,
    canManageStore: false,
    discordRoles: [],
    ...overrides,
  };
}

/**
 * Renders the real app routes at `path` with the auth state and site settings already in the
 * query cache (what the server would have answered), so no network is involved.
 */
export function renderApp(path: string, options: { user?: User | null; site?: Partial<SiteConfig>; client?: QueryClient } = {}) {
  const client = options.client ?? createQueryClient();
  const user = options.user ?? null;
  client.setQueryData(authStatusQuery.queryKey, { authenticated: Boolean(user), user });
  client.setQueryData(siteConfigQuery.queryKey, { ...testSiteConfig, ...options.site });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
