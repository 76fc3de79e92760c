import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { PagesAdmin } from './pages-admin.tsx';

const pages = [
  { slug: 'guidelines', title: 'Server Guidelines', visibility: 'public', placement: 'footer', position: 0, path: '/guidelines', builtIn: true },
  { slug: 'events', title: 'Events', visibility: 'members', placement: 'nav', position: 1, path: '/p/events', builtIn: false },
];

describe('/admin/pages (D39)', () => {
  it('lists every page with who reads it, where it shows and its position; built-in pages cannot be deleted', async () => {
    stubApi({ 'GET /api/pages': () => ({ status: 200, body: pages }) });
    renderWithProviders(<PagesAdmin />, { user: makeUser({ isAdmin: true }) });
    const row = (await screen.findByRole('rowheader', { name: 'Events' })).closest('tr')!;
    expect(within(row).getByText('Signed-in members')).toBeInTheDocument();
    expect(within(row).getByText('Navigation bar')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '/p/events' })).toHaveAttribute('href', '/p/events');
    const builtIn = screen.getByRole('rowheader', { name: /Server Guidelines/ }).closest('tr')!;
    expect(within(builtIn).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(builtIn).getByRole('link', { name: 'Open to edit Server Guidelines' })).toHaveAttribute('href', '/guidelines');
  });

  it('deletes a page through the confirm dialog', async () => {
    let list = pages;
    const { calls } = stubApi({
      'GET /api/pages': () => ({ status: 200, body: list }),
      'DELETE /api/admin/pages/events': () => {
        list = pages.filter((p) => p.slug !== 'events');
        return { status: 204 };
      },
    });
    renderWithProviders(<PagesAdmin />, { user: makeUser({ isAdmin: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Events' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this page?' });
    expect(within(dialog).getByText(/"Events" will be removed for everyone/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Page deleted');
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/pages/events')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Events' })).toBeNull());
  });
});
