import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@crp/shared';
import { draftKey } from '../../features/applications/draft-storage.ts';
import { myResponse } from '../../features/applications/test-fixtures.ts';
import { stubApi } from '../../test/api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import DashboardPage from './dashboard.tsx';

const member: User = {
  id: 1,
  discordId: '100000000000000001',
  username: 'demo_member',
  displayName: 'Demo Member',
  avatar: null,
  email: null,
  createdAt: '2025-01-15T12:00:00.000Z',
  lastLogin: null,
  isAdmin: false,
  canManageApplications: false,
  canReviewApplications: false,
  canManageStore: false,
  discordRoles: [],
};

function serve(user: User, applications = [myResponse({ id: 1 })], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    ...extra,
    'GET /api/unified-auth/status': () => ({ status: 200, body: { authenticated: true, user } }),
    'GET /api/site': () => ({ status: 200, body: { demoMode: false, storeUrl: 'https://store.test', discordInviteUrl: '', navigationOverlayMs: 0 } }),
    'GET /api/applications/my-applications': () => ({ status: 200, body: applications }),
    'GET /api/store/user-stats': () => ({ status: 200, body: { success: true, recentOrders: [] } }),
  });
}
const render = () => renderWithProviders([{ path: '/dashboard', element: <DashboardPage /> }], { path: '/dashboard' });

describe('dashboard', () => {
  it('greets the person, shows the profile and only the quick actions their roles allow', async () => {
    serve(member);
    render();
    expect(await screen.findByText('Welcome back, Demo Member!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
    expect(screen.getByText('100000000000000001')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Order History' })).toHaveAttribute('href', 'https://store.test/orders'));
    expect(screen.getByRole('link', { name: 'My Responses' })).toHaveAttribute('href', '/my-responses?from=dashboard');
    expect(screen.queryByRole('link', { name: 'Manage Applications' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View Responses' })).toBeNull();
  });

  it('offers Manage Applications to managers and View Responses to reviewers', async () => {
    serve({ ...member, canManageApplications: true, canReviewApplications: true });
    render();
    expect(await screen.findByRole('link', { name: 'Manage Applications' })).toHaveAttribute('href', '/admin/applications');
    expect(screen.getByRole('link', { name: 'View Responses' })).toHaveAttribute('href', '/admin/responses');
  });

  it('opens Application Status when there are entries, keeps Recent Orders closed when empty', async () => {
    serve(member);
    render();
    const applications = await screen.findByRole('button', { name: /Application Status/ });
    await vi.waitFor(() => expect(applications).toHaveAttribute('aria-expanded', 'true'));
    const orders = screen.getByRole('button', { name: /Recent Orders/ });
    await vi.waitFor(() => expect(orders).toHaveAttribute('aria-expanded', 'false'));
    expect(within(applications.closest('section') as HTMLElement).getByText('Pending Review')).toBeInTheDocument();
  });

  it('refetches the applications when the tab becomes visible again', async () => {
    const { calls } = serve(member);
    render();
    await screen.findByText('Pending Review');
    const count = () => calls.filter((call) => call.path === '/api/applications/my-applications').length;
    const before = count();
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await vi.waitFor(() => expect(count()).toBe(before + 1));
  });

  it('deletes the account only after the member types their username, then goes home signed out', async () => {
    const { calls } = serve(member, [], { 'DELETE /api/auth/account': () => ({ status: 200, body: { success: true } }) });
    // D43 g: the member's drafts go with the account; another person's at this browser stay.
    localStorage.setItem(draftKey(member.discordId, 'moderator'), '{"answers":{}}');
    localStorage.setItem(draftKey('100000000000000999', 'moderator'), '{"answers":{}}');
    renderWithProviders(
      [
        { path: '/dashboard', element: <DashboardPage /> },
        { path: '/', element: <p>Home page</p> },
      ],
      { path: '/dashboard' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/Staff keep the answers you already sent/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Type your username/), 'demo_membe');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Type your username/), 'r');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/auth/account')).toBe(true);
    expect(localStorage.getItem(draftKey(member.discordId, 'moderator'))).toBeNull();
    expect(localStorage.getItem(draftKey('100000000000000999', 'moderator'))).not.toBeNull();
    localStorage.clear();
  });
});
