import type { QueryClient } from '@tanstack/react-query';
import { defaultSiteSettings } from '@crp/shared/site-defaults';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { SiteConfig, User } from '@crp/shared';
import { Providers } from '../app/providers.tsx';
import { createRoutes, firstLoad, routerFlushSync } from '../app/router.tsx';
import { authStatusQuery } from '../features/auth/api.ts';
import { siteConfigQuery } from '../features/site/api.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { browserI18n } from '../lib/i18n.ts';
import { I18nProvider } from '../lib/lingui.tsx';

export const testSiteConfig: SiteConfig = {
  demoMode: false,
  storeUrl: 'https://store.test',
  discordInviteUrl: 'https://discord.gg/test',
  navigationOverlayMs: 0,
  ...defaultSiteSettings('https://discord.gg/test'),
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

/** The app's own cache rules (lib/query-client.ts) without retries, so a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

interface ProviderOptions {
  /** Seeds the auth status as the server would answer it: a user is signed in, null is signed out. Omitted: not seeded. */
  user?: User | null;
  /** Seeds the site settings (merged over `testSiteConfig`). Omitted: not seeded. */
  site?: Partial<SiteConfig>;
  client?: QueryClient;
}

function seed(client: QueryClient, { user, site }: ProviderOptions) {
  if (user !== undefined) client.setQueryData(authStatusQuery.queryKey, { authenticated: Boolean(user), user });
  if (site !== undefined) client.setQueryData(siteConfigQuery.queryKey, { ...testSiteConfig, ...site });
}

function mount(client: QueryClient, router: ReturnType<typeof createMemoryRouter>) {
  return render(
    <Providers client={client}>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </Providers>,
  );
}

/** Any path without a route shows where the app went, so tests can assert redirects. */
function Elsewhere() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/**
 * Renders a component (or a few routes) with the app's providers: a fresh query cache, a memory
 * router at `path` and the toaster. Pair it with `stubApi` for the calls the component makes.
 *
 *   renderWithProviders(<ServerStatusView isAdmin />, { path: '/server-status' })
 *   renderWithProviders([{ path: '/application-form/:slug', element: <Page /> }], { path: '/application-form/staff' })
 */
export function renderWithProviders(ui: ReactNode | RouteObject[], options: ProviderOptions & { path?: string; routePath?: string } = {}) {
  const path = options.path ?? '/';
  const client = options.client ?? createTestQueryClient();
  seed(client, options);
  const routes: RouteObject[] = Array.isArray(ui) ? ui : [{ path: options.routePath ?? new URL(path, 'http://localhost').pathname, element: ui }];
  const router = createMemoryRouter([...routes, { path: '*', element: <Elsewhere /> }], { initialEntries: [path] });
  return { ...mount(client, router), router, client };
}

/**
 * Renders the real app (shell, route table, guards, loaders) at `path`. Auth and site settings are
 * seeded (signed out unless `user` is given), so only the page's own calls need `stubApi`.
 */
export function renderApp(path: string, options: ProviderOptions = {}) {
  const client = options.client ?? createTestQueryClient();
  seed(client, { user: options.user ?? null, site: options.site ?? {} });
  const routes = createRoutes(client);
  const router = createMemoryRouter(routes, { initialEntries: [path], ...firstLoad(routes, path) });
  return { ...mount(client, router), router, client };
}

/**
 * A component alone (no router, no query cache) in the page's language (D40): the same as
 * Testing Library's `render`, with the language the app's providers give every screen.
 */
export function renderInLanguage(ui: ReactNode, options?: Omit<RenderOptions, 'queries'>) {
  return render(<I18nProvider i18n={browserI18n}>{ui}</I18nProvider>, options);
}
