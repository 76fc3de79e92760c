import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@crp/shared';
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

function serve(user: User, applications = [myResponse({ id: 1 })]) {
  return stubApi({
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
});
