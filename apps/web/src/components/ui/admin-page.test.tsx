import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { User } from '@crp/shared';
import { AdminPage, AdminSideNav } from './admin-page.tsx';
import { renderInLanguage } from '../../test/render.tsx';

const at = (url: string, element: ReactNode) => {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  return renderInLanguage(<RouterProvider router={router} />);
};

const perms = (over: Partial<User> = {}) => ({
  isAdmin: false,
  canManageApplications: false,
  canReviewApplications: false,
  canManageStore: false,
  discordRoles: [],
  ...over,
});

describe('AdminPage', () => {
  it('shows the title, subtitle and actions, and the back button only with from=dashboard', () => {
    const page = (
      <AdminPage title="Submitted Responses" subtitle="All of them" actions={<button type="button">Export CSV</button>}>
        <p>Body</p>
      </AdminPage>
    );
    const { unmount } = at('/admin/responses?from=dashboard', page);
    expect(screen.getByRole('heading', { level: 1, name: 'Submitted Responses' })).toBeInTheDocument();
    expect(screen.getByText('All of them')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute('href', '/admin');
    unmount();
    at('/admin/responses?from=elsewhere', page);
    expect(screen.queryByRole('link', { name: 'Back to Admin Dashboard' })).toBeNull();
    expect(screen.getByText('Body')).toBeInTheDocument();
  });
});

describe('AdminSideNav', () => {
  it('offers an admin every entry; Store Management opens the store admin in a new tab', () => {
    at('/admin', <AdminSideNav user={perms({ isAdmin: true })} storeUrl="https://store.test" />);
    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    expect(nav.getByRole('link', { name: 'Application Management' })).toHaveAttribute('href', '/admin');
    const store = nav.getByRole('link', { name: /Store Management/ });
    expect(store).toHaveAttribute('href', 'https://store.test/admin');
    expect(store).toHaveAttribute('target', '_blank');
    expect(store.getAttribute('rel')).toContain('noopener');
    expect(nav.getByRole('link', { name: 'User Management' })).toHaveAttribute('href', '/admin/users?from=dashboard');
    expect(nav.getByRole('link', { name: 'System Status' })).toHaveAttribute('href', '/admin/system-status?from=dashboard');
    expect(nav.getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/admin/insights?from=dashboard');
  });

  it('shows an application manager only what they may open', () => {
    at('/admin', <AdminSideNav user={perms({ canManageApplications: true })} storeUrl="https://store.test" />);
    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Application Management', 'Insights']);
  });

  it('shows a store manager the store link', () => {
    at('/admin', <AdminSideNav user={perms({ canManageApplications: true, canManageStore: true })} storeUrl="https://store.test" />);
    expect(screen.getByRole('link', { name: /Store Management/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'User Management' })).toBeNull();
  });
});
