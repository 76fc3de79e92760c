import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition, SubmissionStatus } from '@crp/shared';
import { draftKey, loadDraft } from '../draft-storage.ts';
import { formDefinition, question } from '../test-fixtures.ts';
import { stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ApplicationFormScreen } from './application-form-screen.tsx';

const staff: FormDefinition = formDefinition({
  slug: 'staff',
  title: 'Staff Application',
  description: '<p>Help run the <strong>servers</strong></p>',
  requiresInterview: true,
  enablePagination: true,
  closeDate: '2030-06-01T18:00:00.000Z',
  questions: [
    question({ id: 11, type: 'short_text', title: 'In-game name', isRequired: true, pageNumber: 1 }),
    question({
      id: 12,
      type: 'single_choice',
      title: 'Timezone',
      isRequired: true,
      pageNumber: 1,
      options: [
        { id: 'eu', label: 'Europe' },
        { id: 'na', label: 'North America' },
      ],
    }),
    question({ id: 21, type: 'long_text', title: 'Why staff?', isRequired: true, pageNumber: 2 }),
    question({ id: 22, type: 'rating', title: 'Experience', isRequired: false, pageNumber: 2, ratingScale: { min: 1, max: 5 } }),
  ],
});

function FormRoute() {
  const { slug } = useParams();
  return <ApplicationFormScreen slug={slug} discordId="111" />;
}
const routes = [
  { path: '/application-form', element: <FormRoute /> },
  { path: '/application-form/:slug', element: <FormRoute /> },
];

function api(
  definition: FormDefinition,
  status: SubmissionStatus | null,
  submit: () => { status: number; body?: unknown } = () => ({
    status: 201,
    body: { success: true, response: { id: 5, status: 'submitted', submittedAt: '2025-01-01T00:00:00Z' } },
  }),
) {
  return stubApi({
    [`GET /api/applications/${definition.slug}`]: () => ({ status: 200, body: definition }),
    [`GET /api/applications/${definition.slug}/status`]: () =>
      status ? { status: 200, body: status } : { status: 404, body: { error: 'Not found', message: 'Not found', code: 'NOT_FOUND' } },
    [`POST /api/applications/${definition.slug}/submit`]: submit,
  });
}

afterEach(() => localStorage.clear());

async function fillPageOne() {
  await userEvent.type(await screen.findByRole('textbox', { name: /In-game name/ }), 'Alex');
  await userEvent.click(screen.getByRole('radio', { name: 'Europe' }));
}

describe('application form page', () => {
  it('says so when the URL has no slug', async () => {
    renderWithProviders(routes, { path: '/application-form' });
    expect(await screen.findByText('No Slug Provided')).toBeInTheDocument();
    expect(screen.getByText('No application slug was found in the URL.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Applications' })).toHaveAttribute('href', '/applications');
  });

  it('goes back to /applications silently when the form does not exist', async () => {
    stubApi({});
    renderWithProviders(routes, { path: '/application-form/nope' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/applications');
  });

  it('walks the pages with per-page validation, the interview step, and submits the answers', async () => {
    const { calls } = api(staff, null);
    renderWithProviders(routes, { path: '/application-form/staff' });
    expect(await screen.findByRole('heading', { name: 'Staff Application' })).toBeInTheDocument();
    expect(screen.getByText(/^Deadline: June 1, 2030/)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getAllByTestId('page-dot')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to Applications' })).toBeInTheDocument();

    // Next with empty required fields: errors under both, nothing moves.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    const name = screen.getByRole('textbox', { name: /In-game name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    // Editing a field clears its error only.
    await userEvent.type(name, 'Alex');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
    await userEvent.click(screen.getByRole('radio', { name: 'Europe' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('textbox', { name: /In-game name/ })).toHaveValue('Alex');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Why staff/ }), 'I like helping');
    await userEvent.click(screen.getByRole('radio', { name: '4 of 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Interview Availability' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Choose at least one time slot when you can attend an interview')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Friday 7-9 PM' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Friday 1-3 PM' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    const submit = calls.find((call) => call.method === 'POST');
    expect(submit?.body).toEqual({
      answers: [
        { questionId: 11, answer: 'Alex' },
        { questionId: 12, answer: 'eu' },
        { questionId: 21, answer: 'I like helping' },
        { questionId: 22, answer: '4' },
      ],
      interviewAvailability: [{ day: 'Friday', timeSlots: ['1-3 PM', '7-9 PM'] }],
    });
    expect(localStorage.getItem(draftKey('111', 'staff'))).toBeNull();
  });

  it("puts the server's 400 issues on their fields and jumps to the first page with one", async () => {
    const single = { ...staff, requiresInterview: false };
    api(single, null, () => ({
      status: 400,
      body: {
        error: 'Please fix the highlighted answers.',
        message: 'Please fix the highlighted answers.',
        code: 'VALIDATION',
        issues: [{ path: 'answers.12', message: 'Choose one of the listed options' }],
      },
    }));
    renderWithProviders(routes, { path: '/application-form/staff' });
    await fillPageOne();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Why staff/ }), 'Because');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Choose one of the listed options')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /Timezone/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please fix the highlighted answers.')).toBeInTheDocument();
  });

  it('on 409 shows the server message, says Already Submitted and goes to the dashboard after 2 s', async () => {
    const single = formDefinition({ slug: 'staff', questions: [question({ id: 1, type: 'short_text', title: 'Name', isRequired: true })] });
    api(single, null, () => ({
      status: 409,
      body: { error: 'You have already submitted this application', message: 'You have already submitted this application', code: 'CONFLICT' },
    }));
    renderWithProviders(routes, { path: '/application-form/staff' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Alex');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('You have already submitted this application')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Already Submitted' })).toBeDisabled();
    expect(screen.queryByTestId('location')).toBeNull();
    expect(await screen.findByTestId('location', {}, { timeout: 15_000 })).toHaveTextContent('/dashboard');
  });

  it('disables the buttons and says Submitting... while sending; other failures show the server text or the fallback', async () => {
    const single = formDefinition({ slug: 'staff', questions: [question({ id: 1, type: 'short_text', title: 'Name' })] });
    let release: () => void = () => {};
    const answers = [
      () => new Promise<{ status: number; body?: unknown }>((resolve) => (release = () => resolve({ status: 500 }))),
      () => ({
        status: 503,
        body: { error: 'Applications are paused for maintenance', message: 'Applications are paused for maintenance', code: 'unavailable' },
      }),
    ];
    api(single, null, () => answers.shift()!() as { status: number; body?: unknown });
    renderWithProviders(routes, { path: '/application-form/staff' });
    await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back to Applications' })).toBeDisabled();
    release();
    expect(await screen.findByText('Failed to submit application')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Applications are paused for maintenance')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('shows a network failure with its own text', async () => {
    const single = formDefinition({ slug: 'staff', questions: [question({ id: 1, type: 'short_text', title: 'Name' })] });
    const { fetchMock } = api(single, null);
    renderWithProviders(routes, { path: '/application-form/staff' });
    await screen.findByRole('textbox', { name: 'Name' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Failed to submit application. Please try again.')).toBeInTheDocument();
  });

  it('keeps answers, page and stage in a draft and restores them after a reload', async () => {
    api(staff, null);
    const first = renderWithProviders(routes, { path: '/application-form/staff' });
    await fillPageOne();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Why staff/ }), 'Half written');
    expect(loadDraft('111', 'staff')?.answers).toEqual({ '11': 'Alex', '12': 'eu', '21': 'Half written' });
    first.unmount();

    renderWithProviders(routes, { path: '/application-form/staff' });
    expect(await screen.findByText(/We restored the answers you had not submitted yet/)).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Why staff/ })).toHaveValue('Half written');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('textbox', { name: /In-game name/ })).toHaveValue('Alex');
    expect(screen.getByRole('radio', { name: 'Europe' })).toBeChecked();
  });

  it('shows the already-submitted screen for an open application, and Resubmit after a rejection', async () => {
    api(staff, { status: 'under_review', responseId: 3, submittedAt: '2025-01-01T00:00:00Z' });
    const first = renderWithProviders(routes, { path: '/application-form/staff' });
    expect(await screen.findByText('Application Already Submitted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Back to Applications' })).toHaveAttribute('href', '/applications');
    first.unmount();
    vi.unstubAllGlobals();

    api({ ...staff, requiresInterview: false, enablePagination: false }, { status: 'rejected', responseId: 3, submittedAt: '2025-01-01T00:00:00Z' });
    renderWithProviders(routes, { path: '/application-form/staff' });
    expect(await screen.findByRole('button', { name: 'Resubmit Application' })).toBeInTheDocument();
    expect(screen.getByText(/Your previous application was not accepted\./)).toBeInTheDocument();
    // Not paginated: every question on one page, no step indicator.
    expect(screen.queryByText(/Page \d of/)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Steps' })).toBeNull();
  });

  it('shows the step indicator only on forms with an interview', async () => {
    api(staff, null);
    renderWithProviders(routes, { path: '/application-form/staff' });
    const steps = await screen.findByRole('list', { name: 'Steps' });
    expect(within(steps).getByText('1')).toBeInTheDocument();
    expect(within(steps).getByText('2')).toBeInTheDocument();
  });

  it('lets a survey be taken again even after a response', async () => {
    api({ ...staff, type: 'survey', requiresInterview: false }, { status: 'submitted', responseId: 3, submittedAt: '2025-01-01T00:00:00Z' });
    renderWithProviders(routes, { path: '/application-form/staff' });
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Application Already Submitted')).toBeNull());
  });
});
