import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormDefinition, SubmitRequest } from '@crp/shared';
import { draftKey, loadDraft } from '../draft-storage.ts';
import { formDefinition, question } from '../test-fixtures.ts';
import { stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ApplicationFormScreen } from './application-form-screen.tsx';
import { FormPreview } from './form-preview.tsx';

const yesNo = [
  { id: 'yes', label: 'Yes' },
  { id: 'no', label: 'No' },
];

/** Page 1 asks "Banned before?"; page 2 holds only "Why?", shown for Yes; page 3 is for everyone. */
const appeal: FormDefinition = formDefinition({
  slug: 'appeal',
  title: 'Ban Appeal',
  enablePagination: true,
  questions: [
    question({ id: 1, type: 'single_choice', title: 'Banned before?', isRequired: true, pageNumber: 1, options: yesNo }),
    question({ id: 2, type: 'dropdown', title: 'On our servers?', isRequired: true, pageNumber: 1, options: yesNo, showIf: { questionId: 1, anyOf: ['yes'] } }),
    question({ id: 3, type: 'long_text', title: 'Why?', isRequired: true, pageNumber: 2, showIf: { questionId: 1, anyOf: ['yes'] } }),
    question({ id: 4, type: 'short_text', title: 'Which server?', isRequired: true, pageNumber: 2, showIf: { questionId: 2, anyOf: ['yes'] } }),
    question({ id: 5, type: 'short_text', title: 'In-game name', isRequired: true, pageNumber: 3 }),
  ],
});

function FormRoute() {
  const { slug } = useParams();
  return <ApplicationFormScreen slug={slug} discordId="111" />;
}

function renderForm() {
  const { calls } = stubApi({
    'GET /api/applications/appeal': () => ({ status: 200, body: appeal }),
    'GET /api/applications/appeal/status': () => ({ status: 404, body: { error: 'Not found', message: 'Not found', code: 'not_found' } }),
    'POST /api/applications/appeal/submit': () => ({
      status: 201,
      body: { success: true, response: { id: 5, status: 'submitted', submittedAt: '2025-01-01T00:00:00Z' } },
    }),
  });
  renderWithProviders([{ path: '/application-form/:slug', element: <FormRoute /> }], { path: '/application-form/appeal' });
  return calls;
}

afterEach(() => localStorage.clear());

describe('conditional questions in the applicant’s form (D35)', () => {
  it('shows a question as soon as its answer applies; hides it (and its chain) again', async () => {
    renderForm();
    await userEvent.click(await screen.findByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('combobox', { name: /On our servers\?/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('combobox', { name: /On our servers\?/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A question appeared below: “On our servers?”.');
    // Three pages shown now that "Why?" applies.
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('combobox', { name: /On our servers\?/ })).toBeNull();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A question no longer applies and was hidden.');
  });

  it('skips a page with no question shown, counts only shown pages, and sends and keeps only asked answers', async () => {
    const calls = renderForm();
    // Yes first, an answer on the dependent question, then back to No: that answer must go nowhere.
    await userEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /On our servers\?/ }), 'yes');
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(loadDraft('111', 'appeal')?.answers).toEqual({ 1: 'no' }));
    expect(localStorage.getItem(draftKey('111', 'appeal'))).not.toContain('"2"');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Page 2 holds only questions for Yes: skipped, and the progress says 2 of 2.
    expect(await screen.findByRole('textbox', { name: /In-game name/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Why\?/ })).toBeNull();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Form progress' })).toHaveAttribute('aria-valuenow', '100');

    await userEvent.type(screen.getByRole('textbox', { name: /In-game name/ }), 'Sparks');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')!.body as SubmitRequest;
    expect(body.answers).toEqual([
      { questionId: 1, answer: 'no' },
      { questionId: 5, answer: 'Sparks' },
    ]);
  });

  it('down the Yes branch: the hidden-until-now page is asked and required, Previous walks back over shown pages', async () => {
    const calls = renderForm();
    await userEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /On our servers\?/ }), 'no');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Which server\?/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Why\?/ }), 'Prop spam, long ago');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /In-game name/ }), 'Sparks');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect((calls.find((c) => c.method === 'POST')!.body as SubmitRequest).answers.map((a) => a.questionId)).toEqual([1, 2, 3, 5]);
  });

  it('the editor’s preview behaves the same and keeps no draft', async () => {
    stubApi({});
    renderWithProviders([{ path: '/', element: <FormPreview definition={appeal} /> }], { path: '/' });
    await userEvent.click(await screen.findByRole('radio', { name: 'No' }));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /In-game name/ })).toBeInTheDocument();
    expect(loadDraft('preview', 'appeal')).toBeNull();
  });
});
