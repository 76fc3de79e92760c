import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { myResponse } from '../../features/applications/test-fixtures.ts';
import { stubApi } from '../../test/api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import MyResponsesPage from './my-responses.tsx';

const responses = [
  myResponse({ id: 1, status: 'accepted', application: { title: 'Staff Application', description: '', type: 'application', slug: 'staff' } }),
  myResponse({ id: 2, status: 'rejected', application: { title: 'Builder Application', description: '', type: 'application', slug: 'builder' } }),
];

describe('my responses', () => {
  it('lists every response at first and filters by status', async () => {
    stubApi({ 'GET /api/applications/my-applications': () => ({ status: 200, body: responses }) });
    renderWithProviders([{ path: '/my-responses', element: <MyResponsesPage /> }], { path: '/my-responses' });
    expect(await screen.findByRole('heading', { name: 'Staff Application' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Builder Application' })).toBeInTheDocument();
    const filter = screen.getByRole('combobox', { name: 'Filter by status' });
    expect(filter).toHaveValue('all');
    expect(screen.queryByRole('link', { name: 'Back to Dashboard' })).toBeNull();

    await userEvent.selectOptions(filter, 'Rejected');
    expect(screen.queryByRole('heading', { name: 'Staff Application' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Builder Application' })).toBeInTheDocument();
    await userEvent.selectOptions(filter, 'Withdrawn');
    expect(screen.getByText('No Responses Found')).toBeInTheDocument();
  });

  it('offers Back to Dashboard when opened from the dashboard', async () => {
    stubApi({ 'GET /api/applications/my-applications': () => ({ status: 200, body: [] }) });
    renderWithProviders([{ path: '/my-responses', element: <MyResponsesPage /> }], { path: '/my-responses?from=dashboard' });
    expect(await screen.findByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await screen.findByText('No Applications Found')).toBeInTheDocument();
  });
});
