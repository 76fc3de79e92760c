import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResponseDetail } from '@crp/shared';
import { detail, renderAdmin, stubApi } from '../test-utils.tsx';

afterEach(() => vi.unstubAllGlobals());
const user = () => userEvent.setup({ delay: null });

const note = (overrides: Partial<ResponseDetail['notes'][number]> = {}): ResponseDetail['notes'][number] => ({
  id: 1,
  body: 'Seen him build on the server: <b>careful</b> work.\nWould vouch.',
  author: { displayName: 'Alex Admin', discordId: '300000000000000001' },
  createdAt: '2026-11-21T12:00:00.000Z',
  editedAt: null,
  canEdit: false,
  canDelete: false,
  ...overrides,
});

describe('deciding together on the review screen', () => {
  it('shows notes as plain text with their line breaks, and adds one with a counter', async () => {
    let notes = [note()];
    const calls = stubApi({
      'GET /api/applications/response/42': () => ({ status: 200, body: detail({ notes }) }),
      'POST /api/applications/response/42/notes': (call) => {
        const added = note({
          id: 2,
          body: (call.body as { body: string }).body,
          author: { displayName: 'Riley Reviewer', discordId: '300000000000000009' },
          canEdit: true,
          canDelete: true,
        });
        notes = [...notes, added];
        return { status: 201, body: { note: added } };
      },
    });
    renderAdmin('/admin/application/42');
    const discussion = within(await screen.findByRole('region', { name: 'Discussion' }));
    const first = discussion.getByText(/Seen him build/);
    // Typed HTML stays text; the line break is kept (pre-wrap).
    expect(first.textContent).toBe('Seen him build on the server: <b>careful</b> work.\nWould vouch.');
    expect(first.querySelector('b')).toBeNull();
    expect(discussion.queryByRole('button', { name: /Edit note/ })).toBeNull();

    const box = discussion.getByRole('textbox', { name: 'Add note' });
    await user().type(box, 'Good answers');
    expect(discussion.getByText(/^12 \/ 4,000/)).toBeInTheDocument();
    await user().click(discussion.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'Good answers' });
    expect(await discussion.findByText('Good answers')).toBeInTheDocument();
    expect(discussion.getByRole('button', { name: 'Edit note by Riley Reviewer' })).toBeInTheDocument();
  });

  it('votes with a reason and shows the tally; a binding form says only admins decide', async () => {
    let votes: ResponseDetail['votes'] = {
      required: 3,
      binding: true,
      approve: 1,
      deny: 0,
      mine: null,
      voters: [{ displayName: 'Alex Admin', discordId: '1', vote: 'approve', reason: null, at: '2026-11-21T12:00:00.000Z' }],
    };
    const calls = stubApi({
      'GET /api/applications/response/42': () => ({ status: 200, body: detail({ votes, decidedByVote: true, allowedStatuses: ['under_review'] }) }),
      'PUT /api/applications/response/42/vote': () => {
        votes = {
          ...votes,
          approve: 2,
          mine: 'approve',
          voters: [...votes.voters, { displayName: 'Riley Reviewer', discordId: '9', vote: 'approve', reason: 'Strong', at: '2026-11-22T12:00:00.000Z' }],
        };
        return { status: 204 };
      },
    });
    renderAdmin('/admin/application/42');
    const panel = within(await screen.findByRole('region', { name: 'Votes' }));
    expect(panel.getByText('1 of 3 approve')).toBeInTheDocument();
    expect(screen.getByText(/This form is decided by vote/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Application Decision' })).queryByRole('button', { name: 'Accept' })).toBeNull();
    await user().type(panel.getByRole('textbox', { name: /Reason/ }), 'Strong');
    await user().click(panel.getByRole('button', { name: 'Approve' }));
    expect(await panel.findByText('2 of 3 approve')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ vote: 'approve', reason: 'Strong' });
    expect(panel.getByRole('button', { name: 'Approved ✓' })).toHaveAttribute('aria-pressed', 'true');
    expect(panel.getByRole('button', { name: 'Take my vote back' })).toBeInTheDocument();
  });

  it('the Messages tab reads the thread and sends a message; arrow keys move between the tabs', async () => {
    const calls = stubApi({
      'GET /api/applications/response/42': () => ({ status: 200, body: detail() }),
      'GET /api/applications/response/42/messages': () => ({
        status: 200,
        body: {
          canReply: true,
          messages: [
            { id: 1, body: 'When can you do an interview?', from: 'staff', author: { displayName: 'Alex Admin' }, createdAt: '2026-11-21T12:00:00.000Z' },
          ],
        },
      }),
      'POST /api/applications/response/42/messages': () => ({
        status: 201,
        body: { message: { id: 2, body: 'Thanks', from: 'staff', author: { displayName: 'Riley Reviewer' }, createdAt: '2026-11-22T12:00:00.000Z' } },
      }),
    });
    renderAdmin('/admin/application/42');
    const notesTab = await screen.findByRole('tab', { name: 'Staff Notes' });
    notesTab.focus();
    await user().keyboard('{ArrowRight}');
    const messagesTab = screen.getByRole('tab', { name: 'Messages' });
    expect(messagesTab).toHaveFocus();
    expect(messagesTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('When can you do an interview?')).toBeInTheDocument();
    await user().type(screen.getByRole('textbox', { name: 'Message to Marcus Hale' }), 'Thanks');
    await user().click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/Message sent/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'Thanks' });
  });
});
