import { screen, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Eligibility, FormSummary } from '@crp/shared';
import { checkEligibility, noEligibilityGates } from '@crp/shared/eligibility-rules';
import { formDefinition, formSummary, question } from '../test-fixtures.ts';
import { stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ApplicationsBrowser } from './applications-browser.tsx';
import { ApplicationFormScreen } from './application-form-screen.tsx';

/** The rules of packages/shared, as the server runs them: a cooldown after a rejection 2 days ago, and a required Steam link. */
const now = new Date();
const rejected = new Date(now.getTime() - 2 * 86_400_000).toISOString();
const waiting: Eligibility = checkEligibility(
  { ...noEligibilityGates, cooldownDays: 7, requireSteam: true },
  { steamLinked: false, gmodHours: null, guildJoinedAt: null, roles: [], lastRejectedAt: rejected },
  now,
);
const until = new Date(Date.parse(rejected) + 7 * 86_400_000);
const dayText = `${until.getUTCDate()} ${until.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })}${until.getUTCFullYear() === now.getUTCFullYear() ? '' : ` ${until.getUTCFullYear()}`}`;

const gated = formSummary({ id: 1, slug: 'staff', title: 'Staff Application', eligibility: waiting });
const open = formSummary({ id: 2, slug: 'builder', title: 'Builder Application', eligibility: { eligible: true, reasons: [] } });

describe('eligibility (D34) in the browser', () => {
  it('the list card says why one cannot apply yet and from when, and the button waits', async () => {
    stubApi({
      'GET /api/applications/public': () => ({ status: 200, body: [gated, open] satisfies FormSummary[] }),
      'GET /api/applications/my-applications': () => ({ status: 200, body: [] }),
    });
    renderWithProviders([{ path: '/applications', element: <ApplicationsBrowser /> }], { path: '/applications' });
    const staff = within((await screen.findByRole('heading', { name: 'Staff Application' })).closest('article')!);
    const note = staff.getByRole('note', { name: 'Why you cannot apply yet' });
    expect(note).toHaveTextContent(`You can apply again on ${dayText}.`);
    expect(note).toHaveTextContent('Link your Steam account on the dashboard');
    expect(staff.getByRole('button', { name: 'Apply Now' })).toBeDisabled();
    const builder = within(screen.getByRole('heading', { name: 'Builder Application' }).closest('article')!);
    expect(builder.queryByRole('note')).toBeNull();
    expect(builder.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
  });

  it('the form page tells before anyone starts, with a way to the dashboard', async () => {
    const definition = formDefinition({ ...gated, questions: [question({ id: 1, type: 'short_text', title: 'Name', isRequired: true })] });
    stubApi({
      'GET /api/applications/staff': () => ({ status: 200, body: definition }),
      'GET /api/applications/staff/status': () => ({ status: 404, body: { error: 'Not yet', message: 'Not yet', code: 'not_found', eligibility: waiting } }),
    });
    function FormRoute() {
      const { slug } = useParams();
      return <ApplicationFormScreen slug={slug} discordId="111" />;
    }
    renderWithProviders([{ path: '/application-form/:slug', element: <FormRoute /> }], { path: '/application-form/staff' });
    expect(await screen.findByText(`Your last application was rejected. You can apply again on ${dayText}.`)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Name/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
