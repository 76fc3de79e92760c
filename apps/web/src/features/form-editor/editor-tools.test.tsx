import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toast.ts';
import type { FormResults } from '@crp/shared';
import { failure, formDetail, renderManager, stubApi } from './test-utils.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

const results: FormResults = {
  formId: 3,
  title: 'Feedback',
  type: 'survey',
  responses: 4,
  removedQuestionAnswers: 2,
  questions: [
    {
      questionId: 1,
      title: 'Favourite map',
      type: 'single_choice',
      pageNumber: 1,
      answered: 4,
      options: [
        { id: 'city', label: 'City', count: 3, removed: false },
        { id: 'old', label: 'Old Town', count: 1, removed: true },
      ],
      rating: null,
      dates: null,
      latest: null,
    },
    {
      questionId: 2,
      title: 'Overall',
      type: 'rating',
      pageNumber: 1,
      answered: 2,
      options: null,
      rating: {
        max: 3,
        average: 2.5,
        distribution: [
          { value: 1, count: 0 },
          { value: 2, count: 1 },
          { value: 3, count: 1 },
        ],
      },
      dates: null,
      latest: null,
    },
    {
      questionId: 3,
      title: 'Joined',
      type: 'date',
      pageNumber: 1,
      answered: 1,
      options: null,
      rating: null,
      dates: [{ month: '2024-03', count: 1 }],
      latest: null,
    },
    {
      questionId: 4,
      title: 'Notes',
      type: 'long_text',
      pageNumber: 1,
      answered: 1,
      options: null,
      rating: null,
      dates: null,
      latest: [{ answer: 'More events', submittedAt: '2026-01-02T10:00:00.000Z' }],
    },
  ],
};

describe('results and the bot pre-check', () => {
  it('shows survey results as text and bars: counts, percentages, removed options, average, months, latest answers', async () => {
    stubApi({ 'GET /api/admin/applications/3/summary': () => ({ status: 200, body: results }) });
    renderManager('/admin/applications?results=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results: Feedback' })).toBeInTheDocument();
    expect(screen.getByText(/4 responses · 2 answers to questions since removed/)).toBeInTheDocument();
    const map = within(screen.getByRole('list', { name: 'Answers to Favourite map' }));
    expect(map.getByText('City').nextSibling).toHaveTextContent('3 (75%)');
    expect(map.getByText('Old Town (removed option)')).toBeInTheDocument();
    expect(screen.getByText('2.50')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Ratings given to Overall' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['RatingAnswers', '10', '21', '31']);
    expect(screen.getByText('Mar 2024')).toBeInTheDocument();
    expect(screen.getByText('More events')).toBeInTheDocument();
  });

  it('asks the bot about the role ids after typing pauses and shows what is wrong inline', async () => {
    const calls = stubApi({
      'GET /api/admin/applications/7': () => ({ status: 200, body: formDetail() }),
      'POST /api/admin/discord/role-check': () => ({
        status: 200,
        body: {
          ok: false,
          botInGuild: true,
          canManageRoles: true,
          problems: [{ roleId: '222222222222222222', message: 'This role is above the bot’s highest role.' }],
          detail: 'Checked 2 roles.',
        },
      }),
    });
    renderManager('/admin/applications?edit=7');
    const accepted = await screen.findByLabelText('Accepted role');
    fireEvent.change(screen.getByLabelText('Pending Review role'), { target: { value: '111111111111111111' } });
    fireEvent.change(accepted, { target: { value: '22222222222222222x' } });
    expect(screen.getByText('Role IDs are digits only, e.g. 123456789012345678')).toBeInTheDocument();
    fireEvent.change(accepted, { target: { value: '222222222222222222' } });
    expect(await screen.findByText('This role is above the bot’s highest role.')).toBeInTheDocument();
    expect(screen.getByText(/The bot cannot assign every role yet/)).toBeInTheDocument();
    expect(accepted).toHaveAttribute('aria-invalid', 'true');
    // One request for the settled value, not one per keystroke.
    expect(calls.filter((c) => c.path === '/api/admin/discord/role-check').map((c) => c.body)).toEqual([
      { roleIds: ['111111111111111111', '222222222222222222'] },
    ]);
  });

  it('a failed results load offers Try Again', async () => {
    stubApi({ 'GET /api/admin/applications/3/summary': () => failure(500, 'Database unavailable') });
    renderManager('/admin/applications?results=3');
    expect(await screen.findByText('Could not load the results')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
