import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormSave, FormTemplate, Question } from '@crp/shared';
import { toast } from '../../components/ui/toast.ts';
import { formDetail, renderManager, stubApi } from './test-utils.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

const question = (q: Partial<Question> & Pick<Question, 'id' | 'title'>): Question => ({
  description: null,
  type: 'short_text',
  placeholder: null,
  isRequired: true,
  pageNumber: 1,
  displayOrder: q.id,
  options: [],
  ratingScale: null,
  showIf: null,
  ...q,
});

const banned = question({
  id: 1,
  title: 'Banned before?',
  type: 'single_choice',
  options: [
    { id: 'yes', label: 'Yes' },
    { id: 'no', label: 'No' },
    { id: 'unsure', label: 'Not sure' },
  ],
});

function editorWith(questions: Question[]) {
  const calls = stubApi({
    'GET /api/admin/applications/7': () => ({ status: 200, body: formDetail({ enablePagination: false, questions }) }),
    'PUT /api/admin/applications/7': (body) => ({ status: 200, body: { ...formDetail(), ...(body as object), roleWarnings: [] } }),
    'GET /api/admin/applications': () => ({ status: 200, body: [] }),
  });
  renderManager('/admin/applications?edit=7');
  return calls;
}

const card = (position: number) => screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-question-card'))[position - 1]!;

describe('Show only if… (D35)', () => {
  it('picks an earlier choice question and its answers with labelled controls, shows the condition in words, and saves it', async () => {
    const calls = editorWith([banned, question({ id: 2, title: 'Why?' })]);
    await screen.findByDisplayValue('Why?');
    // The first question has nothing above it to depend on.
    expect(within(card(1)).getByRole('button', { name: 'Show only if…' })).toBeDisabled();
    expect(within(card(1)).getByText(/put a single choice, dropdown or multiple choice question above it/)).toBeInTheDocument();

    fireEvent.click(within(card(2)).getByRole('button', { name: 'Show only if…' }));
    const source = within(card(2)).getByLabelText('Question 2 is shown only if this earlier question');
    await waitFor(() => expect(source).toHaveFocus());
    expect(
      within(source)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a question…', 'Banned before? (Single Choice)']);
    fireEvent.change(source, { target: { value: 'q-1' } });
    fireEvent.click(within(card(2)).getByRole('checkbox', { name: 'Yes' }));
    fireEvent.click(within(card(2)).getByRole('checkbox', { name: 'Not sure' }));
    expect(within(card(2)).getByText('Shown only if “Banned before?” is “Yes” or “Not sure”')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')!.body as FormSave;
    expect(body.questions![1]).toMatchObject({ id: 2, showIf: { questionId: 1, anyOf: ['yes', 'unsure'] } });
  });

  it('a condition without an answer is caught before saving; Remove condition takes it away', async () => {
    const calls = editorWith([banned, question({ id: 2, title: 'Why?', showIf: { questionId: 1, anyOf: ['yes'] } })]);
    await screen.findByText('Shown only if “Banned before?” is “Yes”');
    fireEvent.click(within(card(2)).getByRole('checkbox', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(card(2)).findByText('Choose at least one answer that shows this question, or remove the condition.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.click(within(card(2)).getByRole('button', { name: 'Remove condition' }));
    expect(within(card(2)).queryByText(/Shown only if/)).toBeNull();
    await waitFor(() => expect(within(card(2)).getByRole('button', { name: 'Show only if…' })).toHaveFocus());
  });

  it('deleting the source, or an option the condition uses, warns and clears', async () => {
    editorWith([banned, question({ id: 2, title: 'Why?', showIf: { questionId: 1, anyOf: ['yes', 'no'] } })]);
    await screen.findByText('Shown only if “Banned before?” is “Yes” or “No”');

    fireEvent.click(within(card(1)).getByRole('button', { name: 'Remove option 2: No' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The condition on “Why?” no longer includes a removed option of “Banned before?”.');
    expect(within(card(2)).getByText('Shown only if “Banned before?” is “Yes”')).toBeInTheDocument();

    fireEvent.click(within(card(1)).getByRole('button', { name: 'Delete question 1: Banned before?' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The condition on “Why?” was removed: the question it depended on was deleted.');
    expect(within(card(1)).queryByText(/Shown only if/)).toBeNull();
  });

  it('opens a template from the picker with the keyboard, unsaved, conditions included', async () => {
    const template: FormTemplate = {
      key: 'ban-appeal',
      name: 'Ban Appeal',
      summary: 'Let banned players ask for a second look.',
      form: {
        type: 'application',
        title: 'Ban Appeal',
        description: '<p>Appeal</p>',
        requirements: null,
        isActive: true,
        requiresInterview: false,
        enablePagination: true,
        questions: [banned, question({ id: 2, title: 'Why?', showIf: { questionId: 1, anyOf: ['yes'] } })],
      },
    };
    const calls = stubApi({
      'GET /api/admin/applications': () => ({ status: 200, body: [] }),
      'GET /api/admin/applications/templates': () => ({ status: 200, body: [template] }),
      'POST /api/admin/applications': (body) => ({ status: 201, body: { ...formDetail(), ...(body as object), roleWarnings: [] } }),
    });
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Start from a template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start from a template' });
    const pick = await within(dialog).findByRole('button', { name: /Ban Appeal/ });
    await waitFor(() => expect(pick).toHaveFocus());
    expect(pick).toHaveAccessibleDescription('Let banned players ask for a second look.');
    fireEvent.click(pick);

    expect(
      await screen.findByText((_, el) => el?.tagName === 'P' && /^From the Ban Appeal template\. Not saved yet/.test(el.textContent ?? '')),
    ).toBeInTheDocument();
    expect(screen.getByDisplayValue('Ban Appeal')).toBeInTheDocument();
    expect(within(card(2)).getByText('Shown only if “Banned before?” is “Yes”')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')!.body as FormSave;
    const [source, dependent] = body.questions!;
    // New questions and options: the condition names them by the temporary ids sent with them.
    expect(source!.id).toBeLessThan(0);
    const yes = (source!.options as Array<{ id: string; label: string }>).find((o) => o.label === 'Yes')!;
    expect(dependent!.showIf).toEqual({ questionId: source!.id, anyOf: [yes.id] });
  });
});
