import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localTimeZone, zonedWallTimeToUtc } from '../../../lib/time-zones.ts';
import { detail, renderAdmin, stubApi } from '../test-utils.tsx';
import { apiError } from '../../../test/api.ts';

// Monday 23 November 2026, 10:00 UTC (Monday in every zone from UTC-10 to UTC+13). Only Date is faked.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ delay: null });

describe('review screen', () => {
  it('shows every section of §2.3 for a submitted application', async () => {
    stubApi({ 'GET /api/applications/response/42': () => ({ status: 200, body: detail() }) });
    renderAdmin('/admin/application/42');
    expect(await screen.findByText('Loading application...')).toBeInTheDocument();
    const info = within(await screen.findByRole('region', { name: 'Applicant Information' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Application Review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Responses' })).toHaveAttribute('href', '/admin/responses');
    expect(screen.getAllByText('Pending Review').length).toBeGreaterThan(0);

    expect(info.getByText('Discord Name').nextSibling).toHaveTextContent('Marcus Hale');
    expect(info.getByText('300000000000000042')).toBeInTheDocument();
    expect(info.getByText(/^November 20, 2026 at \d{1,2}:\d{2} [AP]M/)).toBeInTheDocument();
    expect(info.getByText('Application Type').nextSibling).toHaveTextContent('Staff Application');

    const answers = within(screen.getByRole('region', { name: 'Application Responses' }));
    const items = answers.getAllByRole('listitem', { name: '' }).filter((li) => li.parentElement?.tagName === 'OL');
    expect(items).toHaveLength(4);
    // Rich question text, required mark, type label.
    expect(within(items[0]!).getByText('in-game').tagName).toBe('STRONG');
    expect(within(items[0]!).getByText('*')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Short Text')).toBeInTheDocument();
    // Multiple choice as a checklist of the options as asked.
    expect(within(items[1]!).getByText('Multiple Choice')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Events').parentElement).toHaveTextContent('(not selected)');
    expect(within(items[1]!).getByText('Welcoming new players').parentElement).toHaveTextContent('(selected)');
    expect(within(items[2]!).getByText('4 / 5')).toBeInTheDocument();
    expect(within(items[3]!).getByText('March 15, 2021')).toBeInTheDocument();

    const availability = within(screen.getByRole('region', { name: 'Interview Availability' }));
    expect(availability.getByText('Wednesday')).toBeInTheDocument();
    expect(availability.getByText('9-11 PM')).toBeInTheDocument();

    const decision = within(screen.getByRole('region', { name: 'Application Decision' }));
    expect(decision.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(decision.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(decision.getByRole('button', { name: 'Take for review' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Scheduled Interview' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Status History' })).getByText('Submitted as Pending Review')).toBeInTheDocument();
  });

  it('takes a submitted response for review and shows who has it', async () => {
    const calls = stubApi({
      'GET /api/applications/response/42': () => ({ status: 200, body: detail() }),
      'PATCH /api/applications/response/42/status': () => ({
        status: 200,
        body: detail({
          status: 'under_review',
          assignedTo: { displayName: 'Riley Reviewer', discordId: '300000000000000009' },
          assignedAt: '2026-11-23T10:00:00Z',
          allowedStatuses: ['accepted', 'pending_interview', 'rejected'],
        }),
      }),
    });
    renderAdmin('/admin/application/42');
    await user().click(await screen.findByRole('button', { name: 'Take for review' }));
    expect(await screen.findByText('Application status updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'under_review', expectedStatus: 'submitted' });
    expect(screen.getByText(/Taken for review by/)).toHaveTextContent('Taken for review by Riley Reviewer');
    expect(screen.queryByRole('button', { name: 'Take for review' })).toBeNull();
  });

  it('accepts with an offered slot: the slot fills the fields, editing clears it, the time is sent as UTC', async () => {
    const u = user();
    const calls = stubApi({
      'GET /api/applications/response/42': () => ({ status: 200, body: detail({ status: 'under_review' }) }),
      'PATCH /api/applications/response/42/status': ({ body }) => ({
        status: 200,
        body: detail({
          status: 'pending_interview',
          interviewScheduled: true,
          interviewDate: (body as { interviewDate: string }).interviewDate,
          interviewNotes: 'Voice channel 2',
          allowedStatuses: ['accepted', 'rejected'],
        }),
      }),
    });
    renderAdmin('/admin/application/42');
    await u.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Accept Application' }));
    expect(dialog.getByLabelText(/^Reason/)).toBeInTheDocument();
    expect(dialog.getByRole('group', { name: 'Schedule Interview' })).toBeInTheDocument();

    const wednesday = dialog.getByRole('radio', { name: /Wednesday 7-9 PM/ });
    expect(wednesday.closest('label')).toHaveTextContent('Wednesday, November 25 at 7:00 PM');
    await u.click(wednesday);
    expect(dialog.getByLabelText('Interview Date')).toHaveValue('2026-11-25');
    expect(dialog.getByLabelText('Interview Time')).toHaveValue('19:00');

    // Editing the time by hand clears the slot; choosing the slot again restores its values.
    await u.clear(dialog.getByLabelText('Interview Time'));
    await u.type(dialog.getByLabelText('Interview Time'), '18:30');
    expect(wednesday).not.toBeChecked();
    await u.click(dialog.getByRole('radio', { name: /Friday 9-11 PM/ }));
    expect(dialog.getByLabelText('Interview Date')).toHaveValue('2026-11-27');
    await u.click(wednesday);
    expect(dialog.getByLabelText('Interview Time')).toHaveValue('19:00');

    await u.type(dialog.getByLabelText(/^Reason/), 'Strong answers');
    await u.type(dialog.getByLabelText(/^Interview Notes/), 'Voice channel 2');
    await u.click(dialog.getByRole('button', { name: 'Confirm Accept' }));
    expect(await screen.findByText('Application accepted and interview scheduled!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      status: 'pending_interview',
      reviewNotes: 'Strong answers',
      interviewDate: zonedWallTimeToUtc('2026-11-25', '19:00', localTimeZone()),
      interviewNotes: 'Voice channel 2',
      expectedStatus: 'under_review',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Now the scheduled interview shows, and the panel asks for the interview decision.
    const scheduled = within(await screen.findByRole('region', { name: 'Scheduled Interview' }));
    expect(scheduled.getByText('Scheduled')).toBeInTheDocument();
    expect(scheduled.getByText(/^Wednesday, November 25, 2026 at 7:00 PM/)).toBeInTheDocument();
    expect(scheduled.getByText('Voice channel 2')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Interview Decision' })).toBeInTheDocument();
  });

  it('Cancel clears every field; a half-filled interview is refused before sending', async () => {
    const u = user();
    const calls = stubApi({ 'GET /api/applications/response/42': () => ({ status: 200, body: detail() }) });
    renderAdmin('/admin/application/42');
    await u.click(await screen.findByRole('button', { name: 'Accept' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Accept Application' }));
    await u.type(dialog.getByLabelText(/^Reason/), 'Draft');
    await u.type(dialog.getByLabelText('Interview Date'), '2026-12-01');
    await u.click(dialog.getByRole('button', { name: 'Confirm Accept' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Enter both a date and a time for the interview, or leave both empty.');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await u.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Accept' }));
    dialog = within(screen.getByRole('dialog', { name: 'Accept Application' }));
    expect(dialog.getByLabelText(/^Reason/)).toHaveValue('');
    expect(dialog.getByLabelText('Interview Date')).toHaveValue('');
    expect(dialog.queryByRole('alert')).toBeNull();
  });

  it('accepts without an interview on a form that needs none', async () => {
    const u = user();
    const calls = stubApi({
      'GET /api/applications/response/42': () => ({ status: 200, body: detail({ application: { title: 'Builder Application', requiresInterview: false } }) }),
      'PATCH /api/applications/response/42/status': () => ({ status: 200, body: detail({ status: 'accepted', allowedStatuses: [] }) }),
    });
    renderAdmin('/admin/application/42');
    await u.click(await screen.findByRole('button', { name: 'Accept' }));
    await u.click(within(screen.getByRole('dialog', { name: 'Accept Application' })).getByRole('button', { name: 'Confirm Accept' }));
    expect(await screen.findByText('Application accepted!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'accepted', reviewNotes: null, interviewNotes: null, expectedStatus: 'submitted' });
    // Closed: no decision panel any more.
    expect(screen.queryByRole('region', { name: 'Application Decision' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Decision' })).toHaveTextContent('No further decisions can be made.');
  });

  it.each([
    ['Pass Interview', 'Interview Pass', 'Confirm Pass', 'accepted', 'Interview passed! Application accepted.'],
    ['Fail Interview', 'Interview Fail', 'Confirm Fail', 'rejected', 'Interview failed. Application rejected.'],
  ])('records the interview outcome: %s', async (button, title, confirm, status, toast) => {
    const u = user();
    const calls = stubApi({
      'GET /api/applications/response/42': () => ({
        status: 200,
        body: detail({
          status: 'pending_interview',
          interviewScheduled: true,
          interviewDate: '2026-11-25T19:00:00Z',
          allowedStatuses: ['accepted', 'rejected'],
        }),
      }),
      'PATCH /api/applications/response/42/status': () => ({ status: 200, body: detail({ status: status as 'accepted', allowedStatuses: [] }) }),
    });
    renderAdmin('/admin/application/42');
    await u.click(await screen.findByRole('button', { name: button }));
    const dialog = within(screen.getByRole('dialog', { name: title }));
    expect(dialog.queryByRole('group', { name: 'Schedule Interview' })).toBeNull();
    await u.type(dialog.getByLabelText(/^Interview Notes/), 'Calm and clear');
    await u.click(dialog.getByRole('button', { name: confirm }));
    expect(await screen.findByText(toast)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status, reviewNotes: 'Calm and clear', expectedStatus: 'pending_interview' });
  });

  it("rejects with a reason; a failure shows the server's text, or the fallback, and keeps the dialog", async () => {
    const u = user();
    let answer: { status: number; body?: unknown } = apiError(
      409,
      'Someone else decided on this response meanwhile: it is now accepted. Reload to see the change.',
    );
    const calls = stubApi({
      'GET /api/applications/response/42': () => ({ status: 200, body: detail() }),
      'PATCH /api/applications/response/42/status': () => answer,
    });
    renderAdmin('/admin/application/42');
    await u.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject Application' }));
    await u.type(dialog.getByLabelText(/^Reason/), 'Not enough <b>experience</b>');
    await u.click(dialog.getByRole('button', { name: 'Confirm Reject' }));
    expect(await screen.findByText(/Someone else decided on this response meanwhile/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reject Application' })).toBeInTheDocument();
    answer = { status: 500, body: undefined };
    await u.click(dialog.getByRole('button', { name: 'Confirm Reject' }));
    expect(await screen.findByText('Failed to update application status. Please try again.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({
      status: 'rejected',
      reviewNotes: 'Not enough <b>experience</b>',
      expectedStatus: 'submitted',
    });
  });

  it('offers no decisions on closed responses or on your own; shows history and deliveries with retry', async () => {
    const u = user();
    const failed = {
      id: 7,
      kind: 'discord_role' as const,
      event: 'response.accepted',
      target: 'Role 123',
      status: 'failed' as const,
      attempts: 3,
      lastError: 'Missing Permissions',
      nextAttemptAt: '2026-11-23T11:00:00Z',
      deliveredAt: null,
    };
    const calls = stubApi({
      'GET /api/applications/response/42': () => ({
        status: 200,
        body: detail({
          status: 'rejected',
          reviewNotes: 'Not this time',
          reviewedBy: { displayName: 'Riley Reviewer', discordId: '1' },
          reviewedAt: '2026-11-22T10:00:00Z',
          allowedStatuses: [],
          history: [
            { fromStatus: null, toStatus: 'submitted', by: { displayName: 'Marcus Hale', discordId: '2' }, at: '2026-11-20T14:05:00Z', notes: null },
            {
              fromStatus: 'submitted',
              toStatus: 'rejected',
              by: { displayName: 'Riley Reviewer', discordId: '1' },
              at: '2026-11-22T10:00:00Z',
              notes: 'Not this time',
            },
          ],
          deliveries: [
            failed,
            { ...failed, id: 8, kind: 'webhook', status: 'delivered', attempts: 1, lastError: null, nextAttemptAt: null, deliveredAt: '2026-11-22T10:00:01Z' },
          ],
        }),
      }),
      'POST /api/admin/deliveries/7/retry': () => ({ status: 200, body: { ...failed, status: 'pending', lastError: null } }),
    });
    renderAdmin('/admin/application/42');
    const decision = within(await screen.findByRole('region', { name: 'Decision' }));
    expect(decision.getByText(/by Riley Reviewer/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    const history = within(screen.getByRole('region', { name: 'Status History' }));
    expect(history.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Pending Review → to Rejected')).toBeInTheDocument();
    expect(history.getByText(/^Riley Reviewer ·/)).toBeInTheDocument();

    const deliveries = within(screen.getByRole('region', { name: 'Deliveries' }));
    expect(deliveries.getByText('Missing Permissions')).toBeInTheDocument();
    expect(deliveries.getAllByRole('button', { name: /Retry now/ })).toHaveLength(1);
    await u.click(deliveries.getByRole('button', { name: /Retry now/ }));
    expect(await screen.findByText('Delivery queued to be sent again now.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/deliveries/7/retry')).toBe(true);
    expect(deliveries.queryByText('Missing Permissions')).toBeNull();
    expect(deliveries.getByText('Pending')).toBeInTheDocument();
  });

  it('tells a reviewer they cannot decide their own response', async () => {
    stubApi({ 'GET /api/applications/response/42': () => ({ status: 200, body: detail({ isOwnResponse: true, allowedStatuses: [] }) }) });
    renderAdmin('/admin/applications/view/42');
    const panel = within(await screen.findByRole('region', { name: 'Application Decision' }));
    expect(panel.getByText(/You cannot review your own response./)).toBeInTheDocument();
    expect(panel.queryByRole('button')).toBeNull();
  });

  it.each([
    ['/admin/application/42', 404],
    ['/admin/application/42', 500],
    ['/admin/application/abc', 0],
  ])('shows Application Not Found for %s (%i)', async (path, status) => {
    const calls = stubApi({ 'GET /api/applications/response/42': () => apiError(status, 'Response not found') });
    renderAdmin(path);
    expect(await screen.findByRole('heading', { name: 'Application Not Found' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Responses' }).at(-1)).toHaveAttribute('href', '/admin/responses');
    // A malformed id never reaches the API (the navigation's own reads aside).
    if (status === 0) expect(calls.filter((c) => c.path.startsWith('/api/applications/'))).toHaveLength(0);
  });
});
