import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { draftKey } from '../../features/applications/draft-storage.ts';
import { stubApi } from '../../test/api.ts';
import { makeUser, renderApp } from '../../test/render.tsx';

const nav = () => screen.getByRole('navigation', { name: 'Main' });

// The pages these tests land on load their data (route loaders start it at once): answer it empty.
beforeEach(() => {
  stubApi({
    'GET /api/applications/my-applications': () => ({ status: 200, body: [] }),
    'GET /api/applications/public': () => ({ status: 200, body: [] }),
    'GET /api/store/user-stats': () => ({ status: 200, body: { success: true, recentOrders: [] } }),
    'GET /api/store/featured': () => ({ status: 200, body: [] }),
    'GET /api/servers': () => ({ status: 200, body: [] }),
    'GET /api/applications/responses': () => ({
      status: 200,
      body: { responses: [], total: 0, page: 1, pageSize: 25, counts: { total: 0, applications: 0, surveys: 0, pendingReview: 0, pendingInterview: 0 } },
    }),
  });
});

describe('navigation bar', () => {
  it('shows the member buttons, avatar and name, but not Admin Dashboard', async () => {
    renderApp('/guidelines', { user: makeUser() });
    const bar = nav();
    for (const name of ['Browse Store', 'Dashboard', 'Applications', 'Server Status']) {
      expect(within(bar).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(bar).queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
    expect(within(bar).getByRole('link', { name: 'Browse Store' })).toHaveAttribute('href', 'https://store.test/store');
    expect(within(bar).getByRole('link', { name: 'Shopping cart' })).toHaveAttribute('href', 'https://store.test/cart');
    expect(within(bar).getByText('Player One')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('falls back to the username and shows Admin Dashboard for admins only', () => {
    renderApp('/guidelines', { user: makeUser({ displayName: null, isAdmin: true }) });
    expect(within(nav()).getByText('player_one')).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('does not show Admin Dashboard to application managers (they reach /admin from the dashboard)', () => {
    renderApp('/guidelines', { user: makeUser({ canManageApplications: true }) });
    expect(within(nav()).queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
  });

  it("shows 'Login with Discord' to visitors, except on /login", async () => {
    renderApp('/guidelines');
    expect(within(nav()).getByRole('link', { name: 'Login with Discord' })).toHaveAttribute('href', '/api/unified-auth/discord?redirect=%2Fguidelines');
  });

  it("hides 'Login with Discord' on /login", async () => {
    renderApp('/login');
    await screen.findByText('Please sign in with Discord to access the site');
    expect(within(nav()).queryByRole('link', { name: 'Login with Discord' })).toBeNull();
  });
});

describe('logout', () => {
  it('goes home and forgets the user at once: the navigation offers sign-in and guarded pages send to /login', async () => {
    const { calls } = stubApi({ 'POST /api/unified-auth/logout': () => ({ status: 200, body: { success: true } }) });
    const user = makeUser();
    // D43 g: the person's application drafts leave with them.
    localStorage.setItem(draftKey(user.discordId, 'moderator'), '{"answers":{}}');
    const { router } = renderApp('/server-status', { user });
    fireEvent.click(within(nav()).getByRole('button', { name: 'Logout' }));
    // Home (public), not the guard's 'Please sign in' screen.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await within(nav()).findByRole('link', { name: 'Login with Discord' })).toBeInTheDocument();
    expect(within(nav()).queryByText('Player One')).toBeNull();
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/unified-auth/logout' }));
    expect(localStorage.getItem(draftKey(user.discordId, 'moderator'))).toBeNull();
    await router.navigate('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('footer', () => {
  it('links the store, the community, the guidelines and shows the current year', () => {
    renderApp('/guidelines', { site: { storeUrl: 'https://shop.example' } });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', 'https://shop.example/store');
    expect(within(footer).getByRole('link', { name: 'Shopping Cart' })).toHaveAttribute('href', 'https://shop.example/cart');
    expect(within(footer).getByRole('link', { name: 'Order History' })).toHaveAttribute('href', 'https://shop.example/orders');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', 'https://shop.example/privacy');
    expect(within(footer).getByRole('link', { name: 'Workshop Mods' })).toHaveAttribute('target', '_blank');
    expect(within(footer).getByRole('link', { name: 'Workshop Mods' })).toHaveAttribute('href', '/server/1/mods');
    expect(within(footer).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', 'https://discord.gg/test');
    expect(within(footer).getByRole('link', { name: 'Server Guidelines' })).toHaveAttribute('href', '/guidelines');
    expect(within(footer).getByRole('link', { name: 'Terms Of Service' })).toHaveAttribute('href', '/donation-tos');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(footer).toHaveTextContent(/fund/i);
  });

  it('says so on every page in demo mode', () => {
    renderApp('/guidelines', { site: { demoMode: true } });
    expect(screen.getByRole('note')).toHaveTextContent('Demo mode');
  });
});

describe('sign-in guard', () => {
  it('sends visitors to /login remembering where they were going', async () => {
    const { router } = renderApp('/applications?tab=surveys');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fapplications%3Ftab%3Dsurveys');
  });

  it('sends a member away from admin-only screens', async () => {
    const { router } = renderApp('/admin/users', { user: makeUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('keeps the audit log for admins: a manager is sent to the dashboard', async () => {
    const manager = renderApp('/admin/audit-log', { user: makeUser({ canManageApplications: true }) });
    await waitFor(() => expect(manager.router.state.location.pathname).toBe('/dashboard'));
    manager.unmount();
    const admin = renderApp('/admin/audit-log', { user: makeUser({ isAdmin: true }) });
    expect(await admin.findByRole('heading', { name: 'Audit Log' })).toBeInTheDocument();
    expect(admin.router.state.location.pathname).toBe('/admin/audit-log');
  });

  it('lets reviewers into the response screens but not into form management', async () => {
    const reviewer = makeUser({ canReviewApplications: true });
    const first = renderApp('/admin/responses', { user: reviewer });
    await first.findByRole('heading', { name: /^Submitted Responses/ });
    first.unmount();
    const second = renderApp('/admin/applications', { user: reviewer });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('login page', () => {
  it('sends a signed-in person to returnTo (replacing history)', async () => {
    const { router } = renderApp('/login?returnTo=%2Fserver-status', { user: makeUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/server-status'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('never follows a returnTo to another site', async () => {
    const { router } = renderApp('/login?returnTo=%2F%2Fevil.example', { user: makeUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('explains a failed Discord step', async () => {
    renderApp('/login?error=denied');
    expect(await screen.findByRole('alert')).toHaveTextContent('Discord sign-in was cancelled');
    expect(screen.getByRole('button', { name: 'Continue with Discord' })).toBeInTheDocument();
  });
});

describe('page not found', () => {
  it('shows the spec text and a link home', async () => {
    renderApp('/definitely/not/here');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText("Sorry, we couldn't find the page you're looking for.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });
});
