import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Insights } from '@crp/shared';
import { stubApi } from '../../test/api.ts';
import { makeUser, renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const manager = makeUser({ id: 2, canManageApplications: true });
const insights = (overrides: Partial<Insights> = {}): Insights => ({
  range: { from: '2026-03-09', to: '2026-03-11', tz: 'Europe/Berlin' },
  totals: { submitted: 7, accepted: 2, rejected: 2, withdrawn: 1 },
  acceptanceRate: 0.5,
  timeToFirstAction: { p50: 3600, p90: 120_600 },
  timeToDecision: { p50: 86_400, p90: 172_800 },
  backlog: { open: 2, ageP50: 5400, ageP90: 900_000, oldestSubmittedAt: '2026-03-13T09:00:00.000Z' },
  daily: [
    { date: '2026-03-09', submitted: 2, accepted: 0, rejected: 0 },
    { date: '2026-03-10', submitted: 0, accepted: 1, rejected: 0 },
    { date: '2026-03-11', submitted: 2, accepted: 0, rejected: 1 },
  ],
  forms: [{ formId: 4, title: 'Staff Application', type: 'application', submitted: 5, accepted: 1, rejected: 2, acceptanceRate: 1 / 3, timeToDecisionP50: 120_600 }],
  reviewers: [{ discordId: '300000000000000009', displayName: 'Rhea Reviewer', decisions: 2, accepted: 0, rejected: 2, votes: 1, notes: 1, timeToDecisionP50: 120_600 }],
  ...overrides,
});

describe('insights screen (D42)', { timeout: 20_000 }, () => {
  it('asks for the range and form in the address; tiles, chart with legend, the numbers as a table, per form and per reviewer, CSV of the same range', async () => {
    const { calls } = stubApi({
      'GET /api/admin/insights': () => ({ status: 200, body: insights() }),
      'GET /api/admin/applications': () => ({ status: 200, body: [] }),
    });
    renderApp('/admin/insights?from=2026-03-09&to=2026-03-11&tz=Europe/Berlin&formId=4', { user: manager });
    const tiles = await screen.findByRole('region', { name: 'Totals for the range' });
    expect(await within(tiles).findByText('50%')).toBeInTheDocument();
    expect(within(tiles).getByText('1 h')).toBeInTheDocument();
    expect(within(tiles).getByText('24 h')).toBeInTheDocument();
    const call = calls.find((c) => c.path === '/api/admin/insights')!;
    expect(Object.fromEntries(call.search)).toEqual({ from: '2026-03-09', to: '2026-03-11', formId: '4', tz: 'Europe/Berlin' });

    const chart = screen.getByRole('group', { name: 'Per day' });
    expect(chart.querySelectorAll('polyline')).toHaveLength(3);
    const points = within(chart).getAllByRole('img');
    expect(points.map((p) => p.getAttribute('aria-label'))).toEqual([
      'Mon, Mar 9, 2026: 2 submitted, 0 accepted, 0 rejected',
      'Tue, Mar 10, 2026: 0 submitted, 1 accepted, 0 rejected',
      'Wed, Mar 11, 2026: 2 submitted, 0 accepted, 1 rejected',
    ]);
    // One tab stop (the last day); the arrow keys move between days.
    expect(points.map((p) => p.getAttribute('tabindex'))).toEqual(['-1', '-1', '0']);
    points[2]!.focus();
    fireEvent.keyDown(points[2]!, { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toBe(points[1]));
    expect(within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Submitted', 'Accepted', 'Rejected']);

    const daily = screen.getByRole('table', { name: 'Responses per day' });
    expect(within(daily).getAllByRole('row')).toHaveLength(4);
    expect(within(screen.getByRole('table', { name: 'Numbers per form for the range' })).getByText('33.3%')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Numbers per reviewer for the range' })).getByText('Rhea Reviewer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute('href', '/api/admin/insights.csv?from=2026-03-09&to=2026-03-11&formId=4&tz=Europe%2FBerlin');
  });
});
