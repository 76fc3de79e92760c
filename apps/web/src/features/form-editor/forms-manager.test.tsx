import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toast.ts';
import { failure, formDetail, listItem, renderManager, stubApi } from './test-utils.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('Manage Applications & Surveys', () => {
  it('shows every field of each card, and the empty state', async () => {
    stubApi({
      'GET /api/admin/applications': () => ({
        status: 200,
        body: [
          listItem({ id: 1, title: 'Staff Application', questions: 7, responses: 12, deadline: '2030-03-01T12:00:00.000Z' }),
          listItem({ id: 2, title: 'Feedback', type: 'survey', isActive: false, description: '<p>Tell us <strong>everything</strong></p>' }),
        ],
      }),
    });
    renderManager('/admin/applications?from=dashboard');
    const staff = await screen.findByRole('article', { name: 'Staff Application' });
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Applications & Surveys' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toBeInTheDocument();
    expect(within(staff).getByText('Application')).toBeInTheDocument();
    expect(within(staff).getByText('Active')).toBeInTheDocument();
    expect(within(staff).getByText('Questions').nextSibling).toHaveTextContent('7');
    expect(within(staff).getByText('Responses').nextSibling).toHaveTextContent('12');
    expect(within(staff).getByText('3/1/2030')).toBeInTheDocument();
    const survey = screen.getByRole('article', { name: 'Feedback' });
    expect(within(survey).getByText('Survey')).toBeInTheDocument();
    expect(within(survey).getByText('Inactive')).toBeInTheDocument();
    expect(within(survey).getByText('No deadline')).toBeInTheDocument();
    expect(within(survey).getByText('everything').tagName).toBe('STRONG');
    expect(within(survey).getByRole('button', { name: 'Enable Feedback' })).toBeInTheDocument();
    expect(within(survey).getByRole('button', { name: 'Results of Feedback' })).toBeInTheDocument();
    expect(within(staff).queryByRole('button', { name: /Results/ })).toBeNull();
    expect(within(staff).getByRole('button', { name: 'Delete Staff Application' })).toBeInTheDocument();
  });

  it('empty list: No Forms Yet with both create buttons; a failed load offers Try Again, never a sample form', async () => {
    let fail = true;
    stubApi({ 'GET /api/admin/applications': () => (fail ? failure(500, 'Something went wrong on our side.') : { status: 200, body: [] }) });
    renderManager();
    expect(await screen.findByText('Could not load the forms')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No Forms Yet')).toBeInTheDocument();
    expect(screen.getByText('Create your first application or survey to get started.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Application' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Survey' })).toBeInTheDocument();
  });

  it('Disable is optimistic and rolls back when the server refuses', async () => {
    let answer: { status: number; body: unknown } = failure(500, 'Database unavailable');
    stubApi({
      'GET /api/admin/applications': () => ({ status: 200, body: [listItem({ id: 1, title: 'Staff Application' })] }),
      'PATCH /api/admin/applications/1/toggle': async () => {
        await new Promise((r) => setTimeout(r, 300));
        return answer;
      },
    });
    renderManager();
    const card = await screen.findByRole('article', { name: 'Staff Application' });
    fireEvent.click(within(card).getByRole('button', { name: 'Disable Staff Application' }));
    // Before the server answers.
    expect(await within(card).findByText('Inactive')).toBeInTheDocument();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    answer = { status: 200, body: listItem({ id: 1, title: 'Staff Application', isActive: false }) };
    fireEvent.click(within(card).getByRole('button', { name: 'Disable Staff Application' }));
    expect(await screen.findByText('Staff Application is now inactive')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Enable Staff Application' })).toBeInTheDocument();
  });

  it('deletes through Confirm Deletion; a failure says so and keeps the card', async () => {
    let fail = true;
    let list = [listItem({ id: 1, title: 'Staff Application', responses: 4 })];
    const calls = stubApi({
      'GET /api/admin/applications': () => ({ status: 200, body: list }),
      'DELETE /api/admin/applications/1': () => {
        if (fail) return { status: 500, body: {} };
        list = [];
        return { status: 200, body: { success: true } };
      },
    });
    renderManager();
    const card = await screen.findByRole('article', { name: 'Staff Application' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete Staff Application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(within(dialog).getByText('Are you sure you want to delete the application "Staff Application"?')).toBeInTheDocument();
    expect(within(dialog).getByText('This action cannot be undone. All responses to this application will also be deleted.')).toBeInTheDocument();
    expect(within(dialog).getByText('4 responses will be deleted.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(within(card).getByRole('button', { name: 'Delete Staff Application' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm Deletion' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete application. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Staff Application' })).toBeInTheDocument();

    fail = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Delete Staff Application' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm Deletion' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Application deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Staff Application' })).toBeNull());
  });
});

// The rich-text editors make these screens heavy for jsdom.
describe('form editor', () => {
  it('creates a survey: Save waits for a title and a question; choice questions start with Option 1; the toast names the type', async () => {
    const calls = stubApi({
      'GET /api/admin/applications': () => ({ status: 200, body: [] }),
      'POST /api/admin/applications': (body) => ({ status: 201, body: formDetail({ id: 9, type: 'survey', title: (body as { title: string }).title }) }),
    });
    const { router } = renderManager('/admin/applications?new=survey');
    expect(await screen.findByRole('heading', { name: 'Create New Survey' })).toBeInTheDocument();
    // Surveys have no interview and no role assignments.
    expect(screen.queryByRole('switch', { name: 'Requires Interview' })).toBeNull();
    expect(screen.queryByText('Discord Role Assignments')).toBeNull();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(screen.getByText('Please provide a title and at least one question for the survey/application.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Map Vote' } });
    expect(save).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Add Question to Page 1' }));
    expect(save).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Required' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.change(screen.getByLabelText('Question type'), { target: { value: 'dropdown' } });
    expect(screen.getByLabelText('Question 1, option 1')).toHaveValue('Option 1');
    expect(screen.queryByRole('button', { name: /Remove option/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Option' }));
    expect(screen.getByLabelText('Question 1, option 2')).toHaveValue('Option 2');
    expect(screen.getAllByRole('button', { name: /Remove option/ })).toHaveLength(2);

    // An empty question text is named on the question, nothing is sent.
    fireEvent.click(save);
    expect(await screen.findAllByText('Please fix the highlighted questions.')).not.toHaveLength(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText('Question text'), { target: { value: 'Favourite map?' } });
    fireEvent.click(save);
    expect(await screen.findByText('Survey created successfully')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      type: 'survey',
      title: 'Map Vote',
      deadline: null,
      isActive: true,
      requiresInterview: false,
      questions: [
        {
          type: 'dropdown',
          question: 'Favourite map?',
          required: true,
          pageNumber: 1,
          displayOrder: 1,
          options: [{ label: 'Option 1' }, { label: 'Option 2' }],
        },
      ],
    });
    // Back to the list, without asking about unsaved changes.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('edits a form with responses: warns before changing answered questions, keeps option ids, names the type in the toast', async () => {
    const calls = stubApi({
      'GET /api/admin/applications': () => ({ status: 200, body: [] }),
      'GET /api/admin/applications/7': () => ({ status: 200, body: formDetail({ responseCount: 5 }) }),
      'PUT /api/admin/applications/7': () => ({ status: 200, body: formDetail({ responseCount: 5 }) }),
    });
    renderManager('/admin/applications?edit=7');
    expect(await screen.findByRole('heading', { name: 'Edit Application' })).toBeInTheDocument();
    expect(screen.getByText('5 responses so far.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: /Page 2/ }));
    fireEvent.change(screen.getByLabelText('Question 1, option 1'), { target: { value: 'Europe (EU)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change answered questions?' });
    expect(within(dialog).getByText('“Region”: an option is renamed')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Application updated successfully')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!.body as { expectedUpdatedAt: string; questions: { id?: number; options: unknown[] }[] };
    // The version it opened, so the server can refuse a save that would overwrite someone else's.
    expect(put.expectedUpdatedAt).toBe('2026-01-01T00:00:00.000Z');
    expect(put.questions.map((q) => q.id)).toEqual([1, 2]);
    expect(put.questions[1]!.options).toEqual([
      { id: 'eu', label: 'Europe (EU)' },
      { id: 'na', label: 'North America' },
    ]);
  });

  it('a failed save shows the server message; a failed load says so with Try Again', async () => {
    stubApi({
      'GET /api/admin/applications': () => ({ status: 200, body: [] }),
      'GET /api/admin/applications/7': () => ({ status: 200, body: formDetail() }),
      'PUT /api/admin/applications/7': () => failure(400, 'webhookIncoming: Enter a full https:// address or leave it empty'),
      'GET /api/admin/applications/8': () => ({ status: 500, body: {} }),
    });
    const { router } = renderManager('/admin/applications?edit=7');
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Staff Application 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('webhookIncoming: Enter a full https:// address or leave it empty')).toBeInTheDocument();

    // Leaving with unsaved changes asks first.
    fireEvent.click(screen.getByRole('button', { name: 'Close editor' }));
    const discard = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(discard).getByRole('button', { name: 'Keep Editing' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Staff Application 2');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard Changes' }));
    expect(await screen.findByText('No Forms Yet')).toBeInTheDocument();

    await router.navigate('/admin/applications?edit=8');
    expect(await screen.findByText('Could not open this form')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to load application details. Please try again.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('pages: add, move a question, delete a page (questions go to Page 1), preview with the applicant renderer', async () => {
    stubApi({
      'GET /api/admin/applications': () => ({ status: 200, body: [] }),
      'GET /api/admin/applications/7': () => ({ status: 200, body: formDetail() }),
    });
    renderManager('/admin/applications?edit=7');
    await screen.findByRole('heading', { name: 'Edit Application' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Page 1, 1 question', 'Page 2, 1 question']);
    fireEvent.click(screen.getByRole('button', { name: 'Add Page' }));
    expect(screen.getByRole('tab', { name: /Page 3/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('No questions on Page 3 yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: /Page 1/ }));
    fireEvent.change(screen.getByLabelText('Move question 1 to page'), { target: { value: '3' } });
    expect(screen.getByText('No questions on Page 1 yet.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: /Page 2/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Page' });
    expect(within(dialog).getByText(/Its question moves to the end of Page 1/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Page' }));
    expect(await screen.findByText('Page deleted successfully')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Page 1, 1 question', 'Page 2, 1 question']);
    expect(screen.getByRole('tab', { name: /Page 1/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Question text')).toHaveValue('Region');

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTestId('preview')).toHaveTextContent('Staff Application: 1/Region, 2/Name');
  });
});
