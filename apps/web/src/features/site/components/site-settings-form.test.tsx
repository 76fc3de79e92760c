import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultLanding } from '@crp/shared/site-defaults';
import { apiError, stubApi } from '../../../test/api.ts';
import { renderWithProviders, testSiteConfig } from '../../../test/render.tsx';
import { SiteSettingsForm } from './site-settings-form.tsx';

const renderForm = () =>
  renderWithProviders(
    <SiteSettingsForm
      preview={(draft) => <p data-testid="preview">{`${draft.identity.name} | ${draft.landing.hero.title} | ${draft.landing.rules.length} rules`}</p>}
    />,
    {
      site: {},
      path: '/admin/site',
    },
  );
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('form')!;

describe('/admin/site form (D38)', () => {
  it('fills each section from the settings and previews the draft as it is typed', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Site name' })).toHaveValue('Creative RP');
    expect(screen.getByRole('textbox', { name: 'Heading' })).toHaveValue('Welcome to Creative RP');
    expect(screen.getByTestId('preview')).toHaveTextContent('Creative RP | Welcome to Creative RP | 6 rules');
    fireEvent.change(screen.getByRole('textbox', { name: 'Site name' }), { target: { value: 'Sandbox Nation' } });
    expect(screen.getByTestId('preview')).toHaveTextContent('Sandbox Nation |');
    expect(within(section('Identity')).getByText('Unsaved changes')).toBeInTheDocument();
    expect(within(section('Home page')).queryByText('Unsaved changes')).toBeNull();
  });

  it('shows the contrast of the accent as it is typed', () => {
    renderForm();
    const accent = screen.getByRole('textbox', { name: 'Accent colour' });
    expect(screen.getByText(/Contrast against the page background: 4\.74:1/)).toBeInTheDocument();
    fireEvent.change(accent, { target: { value: '#22d3ee' } });
    expect(screen.getByText(/Contrast against the page background: 11\.12:1/)).toBeInTheDocument();
  });

  it('saves one section alone (without the logo) and shows the server’s answer', async () => {
    const { calls } = stubApi({
      'PUT /api/admin/site': ({ body }) => ({
        status: 200,
        body: { ...testSiteConfig, identity: { ...testSiteConfig.identity, ...(body as { identity: object }).identity } },
      }),
    });
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Site name' }), { target: { value: 'Sandbox Nation' } });
    fireEvent.click(within(section('Identity')).getByRole('button', { name: 'Save' }));
    await screen.findByText('Identity saved');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      identity: {
        name: 'Sandbox Nation',
        tagline: testSiteConfig.identity.tagline,
        description: testSiteConfig.identity.description,
        accentColor: '#8b5cf6',
        discordInviteUrl: 'https://discord.gg/test',
      },
    });
    await waitFor(() => expect(within(section('Identity')).queryByText('Unsaved changes')).toBeNull());
  });

  it('puts a refusal next to the field it names', async () => {
    stubApi({
      'PUT /api/admin/site': () => ({
        status: 400,
        body: {
          ...apiError(400, 'Invalid request. landing.rules.0.title: Title is required').body,
          issues: [{ path: 'body.landing.rules.0.title', message: 'Title is required' }],
        },
      }),
    });
    renderForm();
    const rules = screen.getByRole('group', { name: /Server rules/ });
    fireEvent.change(within(rules).getAllByRole('textbox', { name: 'Title' })[0]!, { target: { value: 'Refused by the server' } });
    fireEvent.click(within(section('Home page')).getByRole('button', { name: 'Save' }));
    const field = within(rules).getAllByRole('textbox', { name: 'Title' })[0]!;
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(within(rules).getByText('Title is required')).toBeInTheDocument();
  });

  it('adds and removes list items within their limits, and resets a section to the built-in texts', () => {
    renderForm();
    const rules = screen.getByRole('group', { name: /Server rules \(6\/20\)/ });
    fireEvent.click(within(rules).getByRole('button', { name: 'Remove item 1 of server rules' }));
    expect(screen.getByRole('group', { name: /Server rules \(5\/20\)/ })).toBeInTheDocument();
    fireEvent.click(within(rules).getByRole('button', { name: 'Add to server rules' }));
    fireEvent.click(within(rules).getByRole('button', { name: 'Add to server rules' }));
    expect(screen.getByTestId('preview')).toHaveTextContent('7 rules');
    fireEvent.click(within(section('Home page')).getByRole('button', { name: 'Reset to defaults' }));
    expect(screen.getByTestId('preview')).toHaveTextContent(`${defaultLanding.rules.length} rules`);
    expect(within(section('Home page')).queryByText('Unsaved changes')).toBeNull();
  });

  it('shows the logo at the sizes it appears', () => {
    renderForm();
    const sizes = screen.getByTestId('logo-sizes');
    expect([...sizes.querySelectorAll('img')].map((img) => img.getAttribute('width'))).toEqual(['34', '96']);
    expect(screen.getByLabelText('Upload a logo')).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
  });
});
