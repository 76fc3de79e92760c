import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser, UserList } from '@crp/shared';
import { apiError, stubApi } from '../../test/api.ts';
import { makeUser, renderApp } from '../../test/render.tsx';

// The admin screens are lazy chunks: the first render compiles one (slow under load).
configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.useRealTimers());

const admin = makeUser({ id: 1, isAdmin: true, displayName: 'Ada Admin' });

function member(overrides: Partial<AdminUser> & Pick<AdminUser, 'id'>): AdminUser {
  return {
    discordId: `30000000000000${String(overrides.id).padStart(4, '0')}`,
    username: `member_${overrides.id}`,
    displayName: `Member ${overrides.id}`,
    email: `m${overrides.id}@example.test`,
    createdAt: '2026-03-04T10:00:00.000Z',
    lastLogin: null,
    isActive: true,
    isAdmin: false,
    canManageApplications: false,
    canReviewApplications: false,
    canManageStore: false,
    steam: null,
    guildJoinedAt: null,
    ...overrides,
  };
}

const page = (users: AdminUser[], overrides: Partial<UserList> = {}): UserList => ({
  users,
  total: users.length,
  page: 1,
  pageSize: 25,
  stats: { totalUsers: 1234, withApplications: 321, withOrders: 45, adminUsers: 3 },
  ...overrides,
});

const listCalls = (calls: ReturnType<typeof stubApi>['calls']) => calls.filter((c) => c.path === '/api/users').map((c) => Object.fromEntries(c.search));

describe('user management', () => {
  it('shows the counters, "Showing n of N users" and each row with its fallbacks', async () => {
    stubApi({
      'GET /api/users': () => ({
        status: 200,
        body: page(
          [
            member({ id: 1, displayName: 'Marcus Hale', isAdmin: true }),
            member({ id: 2, displayName: null, username: 'zoe_k', email: null }),
            member({ id: 3, displayName: '', username: '' }),
          ],
          { total: 1234, stats: { totalUsers: 1234, withApplications: 321, withOrders: null, adminUsers: 3 } },
        ),
      }),
    });
    renderApp('/admin/users?from=dashboard', { user: admin });
    expect(await screen.findByText('Loading users...')).toBeInTheDocument();
    expect(await screen.findByText('Showing 3 of 1234 users')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute('href', '/admin');

    const counts = within(screen.getByRole('region', { name: 'User counts' }));
    for (const [label, value] of [
      ['Total Users', '1234'],
      ['With Applications', '321'],
      ['With Orders', '—'],
      ['Admin Users', '3'],
    ]) {
      expect(counts.getByText(label!).parentElement).toHaveTextContent(value!);
    }
    expect(counts.getByText('Store unavailable')).toBeInTheDocument();

    const rows = screen.getAllByRole('listitem').filter((li) => li.querySelector('h2'));
    expect(rows.map((r) => r.querySelector('h2')!.textContent)).toEqual(['Marcus Hale', 'zoe_k', 'Unknown User']);
    expect(within(rows[0]!).getByText('Admin')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Admin')).toBeNull();
    expect(within(rows[1]!).getByText('No email')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('m1@example.test')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/^Joined /)).toBeInTheDocument();
    // Pages for large communities: 1234 users at 25 a page.
    expect(screen.getByText('Page 1 of 50')).toBeInTheDocument();
  });

  it('search is debounced into the URL and the request; nothing found says so; pages are asked of the server', async () => {
    const { calls } = stubApi({
      'GET /api/users': ({ search }) => {
        const q = search.get('q');
        if (q === 'nobody') return { status: 200, body: page([], { total: 0 }) };
        return { status: 200, body: page([member({ id: Number(search.get('page') ?? 1) })], { total: 60 }) };
      },
    });
    const { router } = renderApp('/admin/users', { user: admin });
    const box = await screen.findByRole('searchbox', { name: 'Search users' });
    expect(box).toHaveAttribute('placeholder', 'Search by name, email or Discord ID...');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Member 2')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)).toMatchObject({ page: '2', pageSize: '25' });

    for (const text of ['n', 'no', 'nob', 'nobody']) fireEvent.change(box, { target: { value: text } });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();
    // One request for the whole word, from page 1 again; the search is in the URL (shareable, Back works).
    expect(listCalls(calls).filter((c) => c.q)).toEqual([{ q: 'nobody', pageSize: '25' }]);
    expect(router.state.location.search).toBe('?q=nobody');
  });

  it('View Details: information, permissions, applications with View Application, orders and transactions from the store', async () => {
    const marcus = member({ id: 7, displayName: 'Marcus Hale', canReviewApplications: true, lastLogin: '2026-11-20T10:00:00.000Z' });
    stubApi({
      'GET /api/users': () => ({ status: 200, body: page([marcus, member({ id: 8 })]) }),
      'GET /api/admin/users/7/applications': () => ({
        status: 200,
        body: {
          total: 5,
          applications: Array.from({ length: 5 }, (_, i) => ({
            id: 100 + i,
            formId: 1,
            title: `Staff Application ${i + 1}`,
            type: 'application',
            status: 'submitted',
            submittedAt: '2026-11-01T10:00:00.000Z',
          })),
        },
      }),
      'GET /api/admin/users/7/orders': () => ({ status: 200, body: { orders: [], unavailable: false } }),
      'GET /api/admin/users/7/transactions': () => ({
        status: 200,
        body: {
          unavailable: false,
          transactions: [
            {
              id: 't1',
              stripePaymentIntentId: 'pi_3NabcdefghijklmnopqrstuvwXYZ',
              transactionNumber: null,
              status: 'succeeded',
              amount: 12.5,
              createdAt: '2026-10-01T10:00:00.000Z',
              url: 'https://store.test/admin/t1',
            },
            {
              id: 't2',
              stripePaymentIntentId: null,
              transactionNumber: 'TXN-0042',
              status: 'failed',
              amount: 5,
              createdAt: '2026-10-02T10:00:00.000Z',
              url: 'https://store.test/admin/t2',
            },
          ],
        },
      }),
      'GET /api/admin/users/8/applications': () => ({ status: 200, body: { total: 0, applications: [] } }),
      'GET /api/admin/users/8/orders': () => ({ status: 200, body: { orders: [], unavailable: true } }),
      'GET /api/admin/users/8/transactions': () => apiError(500, 'Internal Server Error'),
    });
    renderApp('/admin/users', { user: admin });
    await screen.findByText('Showing 2 of 2 users');
    const open = await screen.findByRole('button', { name: 'View Details for Marcus Hale' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const details = within(document.getElementById(open.getAttribute('aria-controls')!)!);

    expect(details.getByText('User Information')).toBeInTheDocument();
    expect(details.getByText('300000000000000007')).toBeInTheDocument();
    const permissions = details.getByText('Permissions').parentElement!;
    const flag = (label: string) => within(permissions).getByText(label).nextSibling?.textContent;
    expect([flag('Admin'), flag('Manage Applications'), flag('Review Applications'), flag('Manage Store')]).toEqual(['No', 'No', 'Yes', 'No']);

    // Up to 4 applications, each linking to the review screen.
    const links = await details.findAllByRole('link', { name: 'View Application' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/admin/applications/view/100',
      '/admin/applications/view/101',
      '/admin/applications/view/102',
      '/admin/applications/view/103',
    ]);
    expect(await details.findByText('No orders placed')).toBeInTheDocument();
    expect(await details.findByText('pi_3Nabcdefghijklmno...')).toBeInTheDocument();
    expect(details.getByText('TXN-0042')).toBeInTheDocument();
    expect(details.getByRole('link', { name: /transaction t1 in the store/ })).toHaveAttribute('target', '_blank');

    // The store down or failing: an unavailable state, never an error page.
    const other = screen.getByRole('button', { name: 'View Details for Member 8' });
    fireEvent.click(other);
    const second = within(document.getElementById(other.getAttribute('aria-controls')!)!);
    expect(await second.findByText('No applications submitted')).toBeInTheDocument();
    await waitFor(() => expect(second.getAllByText('Store unavailable')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Hide Details for Marcus Hale' }));
    expect(screen.getByRole('button', { name: 'View Details for Marcus Hale' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('a failed load says "Failed to fetch users" with Try Again, which loads again', async () => {
    let fail = true;
    stubApi({
      'GET /api/users': () => (fail ? apiError(500, 'Failed to fetch users') : { status: 200, body: page([member({ id: 1 })]) }),
    });
    renderApp('/admin/users', { user: admin });
    expect(await screen.findByRole('heading', { name: 'Failed to fetch users' })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Member 1')).toBeInTheDocument();
  });
});
