import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '@crp/shared/site-defaults';
import { stubApi } from '../../test/api.ts';
import { makeUser, renderApp } from '../../test/render.tsx';

const defaults = defaultSiteSettings('https://discord.gg/test');
const site = {
  identity: { ...defaults.identity, name: 'Sandbox Nation', tagline: 'Build together.', logoUrl: '/api/site/logo/abc.png' },
  footer: { text: 'Run by players.', links: [{ label: 'Wiki', url: 'https://wiki.example.test/' }] },
};
const pages = [
  { slug: 'guidelines', title: 'Server Guidelines', visibility: 'public', placement: 'footer', position: 0, path: '/guidelines', builtIn: true },
  { slug: 'events', title: 'Events', visibility: 'public', placement: 'nav', position: 1, path: '/p/events', builtIn: false },
  { slug: 'about', title: 'About us', visibility: 'public', placement: 'nav', position: 2, path: '/p/about', builtIn: false },
  { slug: 'press', title: 'Press kit', visibility: 'public', placement: 'footer', position: 3, path: '/p/press', builtIn: false },
  { slug: 'hidden', title: 'Hidden', visibility: 'public', placement: 'none', position: 4, path: '/p/hidden', builtIn: false },
];

beforeEach(() => {
  stubApi({
    'GET /api/pages': () => ({ status: 200, body: pages }),
    'GET /api/pages/guidelines': () => ({ status: 404, body: { error: 'x', message: 'x', code: 'not_found' } }),
  });
});

describe('site identity in the navigation bar and footer (D38, D39)', () => {
  it("shows the site's name (last word highlighted) and logo in the navigation bar, and its nav pages in order", async () => {
    renderApp('/guidelines', { site });
    const bar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(bar).getByRole('link', { name: 'Sandbox Nation' })).toHaveAttribute('href', '/');
    expect(within(bar).getByText('Nation')).toHaveClass('text-brand-400');
    expect(bar.querySelector('img')).toHaveAttribute('src', '/api/site/logo/abc.png');
    await waitFor(() =>
      expect(
        within(bar)
          .getAllByRole('link', { name: /Events|About us/ })
          .map((a) => a.textContent),
      ).toEqual(['Events', 'About us']),
    );
    expect(within(bar).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/p/events');
    expect(within(bar).queryByRole('link', { name: 'Hidden' })).toBeNull();
  });

  it('opens the mobile menu with the nav pages for visitors too', async () => {
    renderApp('/guidelines', { site });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(menu);
    const mobile = document.getElementById('mobile-nav')!;
    expect(within(mobile).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/p/about');
  });

  it('keeps the menu for members as before', async () => {
    renderApp('/guidelines', { site, user: makeUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(within(document.getElementById('mobile-nav')!).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the name, tagline, footer text, footer pages and links in the footer', async () => {
    renderApp('/guidelines', { site });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Build together. Run by players.')).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Sandbox Nation' })).toBeInTheDocument();
    expect(footer.textContent).toContain('Sandbox Nation. All rights reserved.');
    const list = within(footer).getByRole('navigation', { name: 'Sandbox Nation' });
    expect(await within(list).findByRole('link', { name: 'Press kit' })).toHaveAttribute('href', '/p/press');
    expect(within(list).getByRole('link', { name: 'Wiki' })).toHaveAttribute('href', 'https://wiki.example.test/');
    expect(within(list).queryByRole('link', { name: 'Events' })).toBeNull();
  });

  it('reads exactly as before on a fresh install', () => {
    renderApp('/guidelines');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('A creative-roleplay community. Every purchase in our store helps fund and keep the servers running.')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Creative RP' })).toBeInTheDocument();
  });

  it("names the tab '{page} · {site}' on a custom page, and the site alone elsewhere", async () => {
    stubApi({
      'GET /api/pages': () => ({ status: 200, body: pages }),
      'GET /api/pages/events': () => ({
        status: 200,
        body: {
          slug: 'events',
          title: 'Events',
          content: '<p>Build contests.</p>',
          visibility: 'public',
          placement: 'nav',
          position: 1,
          updatedAt: '2026-11-27T10:00:00.000Z',
        },
      }),
      'GET /api/pages/guidelines': () => ({ status: 404, body: { error: 'x', message: 'x', code: 'not_found' } }),
    });
    const { router } = renderApp('/p/events', { site });
    await screen.findByText('Build contests.');
    await waitFor(() => expect(document.title).toBe('Events · Sandbox Nation'));
    await act(() => router.navigate('/guidelines'));
    await waitFor(() => expect(document.title).toBe('Sandbox Nation'));
  });

  it("sends a visitor from a members' page to sign in and back; an unknown page is 'Page not found'", async () => {
    stubApi({
      'GET /api/pages': () => ({ status: 200, body: [] }),
      'GET /api/pages/handbook': () => ({
        status: 401,
        body: { error: 'Please sign in to read this page.', message: 'Please sign in to read this page.', code: 'unauthorized' },
      }),
      'GET /api/pages/gone': () => ({ status: 404, body: { error: 'x', message: 'x', code: 'not_found' } }),
    });
    const { router } = renderApp('/p/handbook', { site });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fp%2Fhandbook');
    await act(() => router.navigate('/p/gone'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
