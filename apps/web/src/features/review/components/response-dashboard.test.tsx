import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { counts, list, listItem, renderAdmin, stubApi, searchOf } from '../test-utils.tsx';
import { apiError } from '../../../test/api.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ delay: null });
const forms = [
  { id: 1, slug: 'staff', title: 'Staff Application', type: 'application' },
  { id: 3, slug: 'feedback', title: 'Community Feedback Survey', type: 'survey' },
];

function stubList(answer: (request: { url: URL }) => { status: number; body?: unknown }) {
  return stubApi({
    'GET /api/applications/responses': answer,
    'GET /api/applications/public': () => ({ status: 200, body: forms }),
  });
}

const listCalls = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === '/api/applications/responses').map(searchOf);

describe('response dashboard', () => {
  it('shows the counters, the heading with the count, every column and the defaults for missing data', async () => {
    stubList(() => ({
      status: 200,
      body: list(
        [
          listItem({ id: 1, status: 'under_review', assignedTo: { displayName: 'Riley Reviewer', discordId: '9' } }),
          listItem({
            id: 2,
            type: 'survey',
            application: undefined,
            survey: { title: '' },
            user: { displayName: '', username: '', discordId: '' },
            status: '' as 'submitted',
          }),
        ],
        { total: 2 },
      ),
    }));
    renderAdmin('/admin/responses?from=dashboard');
    expect(await screen.findByText('Loading applications...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute('href', '/admin');

    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    for (const [label, value] of [
      ['Total Responses', '12'],
      ['Applications', '9'],
      ['Surveys', '3'],
      ['Pending Interview', '2'],
      ['Pending Review', '4'],
    ]) {
      expect(summary.getByText(label!).nextSibling).toHaveTextContent(value!);
    }
    expect(screen.getByRole('heading', { name: 'Submitted Responses (2)' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Form Name', 'Type', 'Discord Name', 'Date Submitted', 'Discord ID', 'Status', 'Votes & Messages', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    const cells = within(first!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual([
      'Staff Application',
      'Application',
      'Marcus Hale',
      expect.stringMatching(/^11\/20\/2026, \d{1,2}:05 [AP]M$/),
      '300000000000000042',
    ]);
    expect(cells[5]).toBe('Under Reviewwith Riley Reviewer');
    expect(within(first!).getByRole('link', { name: 'View Staff Application from Marcus Hale' })).toHaveAttribute('href', '/admin/application/1');
    // Missing data: 'Unknown Form', 'Unknown User', 'Unknown', submitted.
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 6),
    ).toEqual(['Unknown Form', 'Survey', 'Unknown User', expect.any(String), 'Unknown', 'Pending Review']);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/applications/responses.csv');
  });

  it('keeps tabs, filters, search and page in the URL; a filter change goes back to page 1', async () => {
    const u = user();
    const calls = stubList(({ url }) => ({
      status: 200,
      body: list([listItem({ id: Number(url.searchParams.get('page') ?? 1) })], { total: 60, page: Number(url.searchParams.get('page') ?? 1) }),
    }));
    const { router } = renderAdmin('/admin/responses?from=dashboard');
    await screen.findByRole('table');

    // Tabs: arrow keys move and select (WAI-ARIA tabs).
    const all = screen.getByRole('tab', { name: /All Responses/ });
    expect(all).toHaveAttribute('aria-selected', 'true');
    all.focus();
    await u.keyboard('{ArrowRight}');
    const applications = screen.getByRole('tab', { name: /Applications/ });
    expect(applications).toHaveFocus();
    expect(applications).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?from=dashboard&tab=applications');
    await u.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /Surveys/ })).toHaveAttribute('aria-selected', 'true');
    await u.keyboard('{Home}');
    expect(router.state.location.search).toBe('?from=dashboard');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/All Responses/);

    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?from=dashboard&page=2');
    await screen.findByText('Page 2 of 3');

    await u.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending Interview');
    expect(router.state.location.search).toBe('?from=dashboard&status=pending_interview');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Form' }), 'Staff Application (Application)');
    expect(router.state.location.search).toBe('?from=dashboard&status=pending_interview&formId=1');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/applications/responses.csv?status=pending_interview&formId=1');

    // The search waits for a pause in typing, then asks once.
    const before = listCalls(calls).length;
    await u.type(screen.getByRole('searchbox', { name: 'Search' }), 'marcus');
    expect(router.state.location.search).not.toContain('q=');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?from=dashboard&status=pending_interview&formId=1&q=marcus'));
    await vi.waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ status: 'pending_interview', formId: '1', q: 'marcus', page: '1', pageSize: '25' }));
    expect(listCalls(calls).length - before).toBe(1);

    // Back undoes the search; the box follows the URL.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?from=dashboard&status=pending_interview&formId=1');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('reads a shared link with filters and shows the filtered empty state with Clear filters', async () => {
    const u = user();
    const calls = stubList(() => ({ status: 200, body: list([], { total: 0 }) }));
    const { router } = renderAdmin('/admin/responses?tab=surveys&status=rejected&q=zed&page=3');
    expect(await screen.findByRole('heading', { name: 'No Surveys Yet' })).toBeInTheDocument();
    expect(listCalls(calls)[0]).toEqual({ tab: 'surveys', status: 'rejected', q: 'zed', page: '3', pageSize: '25' });
    expect(screen.getByText(/Nothing matches the current search and filters/)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('zed');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('rejected');
    await u.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(router.state.location.search).toBe('?tab=surveys');
    expect(await screen.findByText('Survey answers appear here once members take one of your active surveys.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it.each([
    ['all', 'No Responses Yet', 'When members submit an application or answer a survey, their responses show up here for review.'],
    ['applications', 'No Applications Yet', 'Applications appear here as soon as members apply through one of your active application forms.'],
  ])('shows the empty state of the %s tab', async (tab, title, line) => {
    stubList(() => ({
      status: 200,
      body: list([], { total: 0, counts: counts({ total: 0, applications: 0, surveys: 0, pendingReview: 0, pendingInterview: 0 }) }),
    }));
    renderAdmin(`/admin/responses?tab=${tab}`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('says access denied on 403', async () => {
    stubList(() => apiError(403, 'Access denied. Reviewer privileges required.'));
    renderAdmin('/admin/responses');
    expect(await screen.findByRole('heading', { name: 'Access denied. Admin privileges required.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry after another failure', async () => {
    let fail = true;
    stubList(() => (fail ? apiError(500, 'Internal Server Error') : { status: 200, body: list([listItem({ id: 1 })]) }));
    renderAdmin('/admin/responses');
    expect(await screen.findByRole('heading', { name: 'Failed to fetch application responses' })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Submitted Responses (1)' })).toBeInTheDocument();
  });
});
