import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FormSummary, MyResponse } from '@crp/shared';
import { formSummary, myResponse } from '../test-fixtures.ts';
import { stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ApplicationsBrowser } from './applications-browser.tsx';

const staff = formSummary({ id: 1, slug: 'staff', title: 'Staff Application', questionCount: 6, closeDate: '2030-06-01T18:00:00.000Z' });
const builder = formSummary({ id: 2, slug: 'builder', title: 'Builder Application', requirements: '<p>At least <strong>20 hours</strong> of play time</p>' });
const closed = formSummary({ id: 4, slug: 'old', title: 'Event Team', isActive: false, isOpen: false });
const survey = formSummary({ id: 3, slug: 'feedback', title: 'Community Feedback Survey', type: 'survey' });

function serve(forms: FormSummary[], mine: MyResponse[]) {
  stubApi({
    'GET /api/applications/public': () => ({ status: 200, body: forms }),
    'GET /api/applications/my-applications': () => ({ status: 200, body: mine }),
  });
}
const render = () => renderWithProviders([{ path: '/applications', element: <ApplicationsBrowser /> }], { path: '/applications' });
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;

describe('applications list', () => {
  it('shows cards with badge, question count, deadline and the right button', async () => {
    serve([staff, closed, survey], [myResponse({ id: 9, applicationId: 3, status: 'submitted' })]);
    render();
    expect(screen.getByText('Loading applications...')).toBeInTheDocument();
    expect(screen.getByText('Loading surveys...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Staff Application' });

    const staffCard = within(card('Staff Application'));
    expect(staffCard.getByText('Open')).toBeInTheDocument();
    expect(staffCard.getByText('6 questions')).toBeInTheDocument();
    expect(staffCard.getByText('Deadline: June 1, 2030')).toBeInTheDocument();
    expect(staffCard.getByRole('button', { name: 'Apply Now' })).toBeEnabled();

    const closedCard = within(card('Event Team'));
    expect(closedCard.getByText('Closed')).toBeInTheDocument();
    expect(closedCard.getByText('Deadline: No deadline')).toBeInTheDocument();
    expect(closedCard.getByRole('button', { name: 'Apply Now' })).toBeDisabled();

    const surveyCard = within(card('Community Feedback Survey'));
    expect(surveyCard.getByText('Completed')).toBeInTheDocument();
    expect(surveyCard.getByRole('button', { name: 'Take Again' })).toBeEnabled();
  });

  it('asks to confirm requirements before opening a form that has them', async () => {
    serve([builder], []);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    const dialog = screen.getByRole('dialog', { name: 'Prerequisites & Requirements' });
    expect(within(dialog).getByText('Before proceeding with "Builder Application", please review the following requirements:')).toBeInTheDocument();
    expect(within(dialog).getByText('20 hours')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    await userEvent.click(screen.getByRole('button', { name: 'I Meet These Requirements' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/application-form/builder');
  });

  it('opens a form without requirements straight away', async () => {
    serve([{ ...staff, requirements: '<p> </p>' }], []);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/application-form/staff');
  });

  it('hides applications the person already holds and says so when that is all of them', async () => {
    serve(
      [staff, builder],
      [myResponse({ id: 1, applicationId: 1, status: 'pending_interview' }), myResponse({ id: 2, applicationId: 2, status: 'accepted' })],
    );
    render();
    expect(await screen.findByText('No Applications Available')).toBeInTheDocument();
    expect(screen.getByText('You have pending or accepted applications for all available positions.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /dashboard/i })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('heading', { name: 'Staff Application' })).toBeNull();
  });

  it('shows both empty states when nothing exists', async () => {
    serve([], []);
    render();
    expect(await screen.findByText('No Applications Available')).toBeInTheDocument();
    expect(screen.getByText('Available applications will be displayed here once they are created by administrators.')).toBeInTheDocument();
    expect(screen.getByText('Check back later or contact an administrator for more information.')).toBeInTheDocument();
    expect(screen.getByText('No Surveys Available')).toBeInTheDocument();
    expect(screen.getByText('Community surveys will be displayed here once they are created by administrators.')).toBeInTheDocument();
    expect(screen.getByText('Check back later for feedback surveys and community polls.')).toBeInTheDocument();
  });
});
