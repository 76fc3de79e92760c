import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { counts, list, renderAdmin, reviewer, stubApi, searchOf } from '../test-utils.tsx';
import { apiError } from '../../../test/api.ts';

afterEach(() => vi.unstubAllGlobals());

const stat = (label: string) => within(screen.getByRole('region', { name: 'Overview' })).getByText(label).nextSibling;

describe('admin dashboard', () => {
  it('shows the three counters from the aggregate counts (D2) and both link cards to an admin', async () => {
    const calls = stubApi({
      'GET /api/applications/responses': ({ search }) => ({
        status: 200,
        // The Overdue tile (D42) asks for the overdue list's smallest page and shows its total.
        body: list([], { total: search.get('overdue') === 'true' ? 4 : 31, counts: counts({ total: 31, pendingReview: 5, pendingInterview: 3 }) }),
      }),
    });
    renderAdmin('/admin', reviewer({ isAdmin: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Application Management' })).toBeInTheDocument();
    await vi.waitFor(() => expect(stat('Total Applications')).toHaveTextContent('31'));
    expect(stat('Pending Review')).toHaveTextContent('5');
    expect(stat('Pending Interview')).toHaveTextContent('3');
    await vi.waitFor(() => expect(stat('Overdue')).toHaveTextContent('4'));
    expect(screen.getByRole('link', { name: "Open past their form's review target" })).toHaveAttribute('href', '/admin/responses?from=dashboard&overdue=true');
    // Only the counters are needed: the smallest page.
    const lists = calls.filter((c) => c.path === '/api/applications/responses');
    expect(searchOf(lists[0]!).pageSize).toBe('1');
    expect(calls.filter((c) => searchOf(c).overdue === 'true').map((c) => searchOf(c).pageSize)).toEqual(['1']);
    expect(screen.getByRole('link', { name: /View Responses/ })).toHaveAttribute('href', '/admin/responses?from=dashboard');
    expect(screen.getByRole('link', { name: /Manage Applications/ })).toHaveAttribute('href', '/admin/applications?from=dashboard');
    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    expect(nav.getByRole('link', { name: 'User Management' })).toHaveAttribute('href', '/admin/users?from=dashboard');
    expect(nav.getByRole('link', { name: /Store Management/ })).toHaveAttribute('href', 'https://store.test/admin');
  });

  it('shows zeros and a quiet note when the counts fail; a manager who cannot review gets no responses card', async () => {
    stubApi({ 'GET /api/applications/responses': () => apiError(403, 'Access denied. Reviewer privileges required.') });
    renderAdmin('/admin', reviewer({ canReviewApplications: false, canManageApplications: true }));
    expect(await screen.findByText(/The counts could not be loaded right now/)).toBeInTheDocument();
    expect(stat('Total Applications')).toHaveTextContent('0');
    expect(stat('Pending Review')).toHaveTextContent('0');
    expect(stat('Pending Interview')).toHaveTextContent('0');
    expect(screen.queryByRole('link', { name: /View Responses/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Manage Applications/ })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Admin' })).queryByRole('link', { name: 'User Management' })).toBeNull();
  });
});
