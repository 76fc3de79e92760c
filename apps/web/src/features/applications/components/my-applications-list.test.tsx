import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MyResponse } from '@crp/shared';
import { myApplicationsQuery } from '../api.ts';
import { myResponse } from '../test-fixtures.ts';
import { stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MyApplicationsList } from './my-applications-list.tsx';

function Mine() {
  const query = useQuery(myApplicationsQuery);
  return <MyApplicationsList responses={query.data} loading={query.isPending} />;
}
const render = () => renderWithProviders([{ path: '/dashboard', element: <Mine /> }], { path: '/dashboard' });

describe('my applications list', () => {
  it('shows the entry details, review notes and the interview box by the rules', async () => {
    const list: MyResponse[] = [
      myResponse({ id: 1, status: 'pending_interview', reviewedAt: '2025-03-02T12:00:00Z', reviewNotes: 'Great answers', interviewNotes: 'Bring a mic' }),
      myResponse({
        id: 2,
        status: 'accepted',
        interviewScheduled: true,
        interviewDate: '2025-03-05T18:00:00Z',
        application: { title: '', description: '', type: 'application', slug: 'x' },
      }),
      myResponse({
        id: 3,
        status: 'under_review',
        interviewScheduled: true,
        interviewDate: '2025-03-05T18:00:00Z',
        application: { title: 'Builder Application', description: '', type: 'application', slug: 'builder' },
      }),
    ];
    stubApi({ 'GET /api/applications/my-applications': () => ({ status: 200, body: list }) });
    render();
    const items = await screen.findAllByRole('listitem');
    const [pending, accepted, scheduled] = items.map((item) => within(item));
    expect(pending!.getByText('Pending Interview')).toBeInTheDocument();
    expect(pending!.getByText('Review Notes:')).toBeInTheDocument();
    expect(pending!.getByText('Great answers')).toBeInTheDocument();
    expect(pending!.getByText(/^Reviewed:/)).toBeInTheDocument();
    expect(pending!.getByText('Interview time will be communicated soon')).toBeInTheDocument();
    expect(pending!.getByText('Bring a mic')).toBeInTheDocument();

    expect(accepted!.getByText('Unknown Application')).toBeInTheDocument();
    expect(accepted!.queryByText('Interview')).toBeNull();
    expect(accepted!.queryByRole('button', { name: 'Withdraw' })).toBeNull();

    // Long US date with weekday, time and zone.
    expect(scheduled!.getByText(/^Wednesday, March 5, 2025 at \d{1,2}:\d{2} [AP]M [A-Z]/)).toBeInTheDocument();
  });

  it('withdraws after confirmation and updates the entry', async () => {
    const entry = myResponse({ id: 7, status: 'submitted' });
    const { calls } = stubApi({
      'GET /api/applications/my-applications': () => ({ status: 200, body: [entry] }),
      'PATCH /api/applications/response/7/withdraw': () => ({ status: 200, body: { success: true, response: { ...entry, status: 'withdrawn' } } }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    // The dialog loads when first opened (LazyConfirmDialog): it appears a moment after the click.
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Application' });
    expect(within(dialog).getByText('Are you sure you want to withdraw your application for "Staff Application"?')).toBeInTheDocument();
    expect(within(dialog).getByText('This action cannot be undone. You will need to resubmit a new application if you change your mind.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Withdraw' }));
    expect(await screen.findByText('Application withdrawn successfully')).toBeInTheDocument();
    expect(screen.getByText('Withdrawn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });

  it("shows the server's reason when withdrawing fails", async () => {
    stubApi({
      'GET /api/applications/my-applications': () => ({ status: 200, body: [myResponse({ id: 7 })] }),
      'PATCH /api/applications/response/7/withdraw': () => ({
        status: 409,
        body: { error: 'This application can no longer be withdrawn', message: 'This application can no longer be withdrawn', code: 'CONFLICT' },
      }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Withdraw' }));
    expect(await screen.findByText('This application can no longer be withdrawn')).toBeInTheDocument();
  });

  it('says Withdrawing... with both buttons disabled while the call runs; a failed network falls back to the spec text', async () => {
    let release: () => void = () => {};
    stubApi({
      'GET /api/applications/my-applications': () => ({ status: 200, body: [myResponse({ id: 7 })] }),
      'PATCH /api/applications/response/7/withdraw': () => new Promise((resolve) => (release = () => resolve({ status: 502 }))),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    // The dialog loads when first opened (LazyConfirmDialog): it appears a moment after the click.
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Application' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Withdraw' }));
    expect(await within(dialog).findByRole('button', { name: 'Withdrawing...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    expect(await screen.findByText('Failed to withdraw application')).toBeInTheDocument();
    expect(screen.getByText('Pending Review')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    stubApi({ 'GET /api/applications/my-applications': () => ({ status: 200, body: [] }) });
    render();
    expect(await screen.findByText('No Applications Found')).toBeInTheDocument();
    expect(screen.getByText("You haven't submitted any applications yet.")).toBeInTheDocument();
    expect(screen.getByText('When you submit applications, their status will appear here.')).toBeInTheDocument();
  });
});
