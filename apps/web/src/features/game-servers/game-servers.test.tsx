import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameKey } from '@crp/shared';
import { apiError, stubApi } from '../../test/api.ts';
import { makeUser, renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ id: 1, isAdmin: true });
const existing: GameKey = {
  id: 4,
  name: 'Main server',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-24T12:00:00.000Z',
  lastUsedPath: '/api/game/v1/whitelist',
  prefix: 'crp_AbCd',
};
const fresh: GameKey = { id: 5, name: 'Event server', createdAt: '2026-11-25T10:00:00.000Z', lastUsedAt: null, lastUsedPath: null, prefix: 'crp_Zz99' };
const KEY = 'crp_Zz99xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx';

describe('game servers screen', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists keys with their prefix and last use; creates one, shows it once with a copy button and the server.cfg lines', async () => {
    let keys = [existing];
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { calls } = stubApi({
      'GET /api/admin/game-keys': () => ({ status: 200, body: keys }),
      'POST /api/admin/game-keys': ({ body }) => {
        keys = [fresh, existing];
        return { status: 201, body: { id: 5, name: (body as { name: string }).name, key: KEY, createdAt: fresh.createdAt } };
      },
    });
    renderApp('/admin/game-servers', { user: admin });
    const table = await screen.findByRole('table', { name: 'Game server keys' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Main server')).toBeInTheDocument();
    expect(within(row).getByText('crp_AbCd…')).toBeInTheDocument();
    expect(within(row).getByText('Last call: /api/game/v1/whitelist')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a game server key' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(name, { target: { value: '  Event server ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('dialog', { name: 'Key created' });
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Event server' });
    expect(within(shown).getByLabelText('Key')).toHaveValue(KEY);
    const cfg = within(shown).getByLabelText('Lines for garrysmod/cfg/server.cfg');
    expect((cfg as HTMLTextAreaElement).value).toContain(`crp_api_key "${KEY}"`);
    expect((cfg as HTMLTextAreaElement).value).toContain(`crp_site_url "${window.location.origin}"`);
    expect((cfg as HTMLTextAreaElement).value).toContain('crp_refresh_seconds 60');

    fireEvent.click(within(shown).getByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(KEY));
    // Announced in the copy button's own live region.
    const copyKey = within(shown).getByRole('button', { name: 'Copy key' });
    await waitFor(() => expect(copyKey.parentElement!.querySelector('[role="status"]')).toHaveTextContent('Copied'));

    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Key created' })).toBeNull());
    expect(await screen.findByText('Event server')).toBeInTheDocument();
    // Once closed, the key is nowhere on the page.
    expect(document.body.textContent).not.toContain(KEY);
    expect(screen.getByText('Never used')).toBeInTheDocument();
  });

  it('revokes a key after the confirm dialog; Test connection reloads the last uses', async () => {
    let keys = [existing, fresh];
    const { calls } = stubApi({
      'GET /api/admin/game-keys': () => ({ status: 200, body: keys }),
      'DELETE /api/admin/game-keys/4': () => {
        keys = [fresh];
        return { status: 200, body: { success: true } };
      },
      'DELETE /api/admin/game-keys/5': () => apiError(404, 'There is no such game server key'),
    });
    renderApp('/admin/game-servers', { user: admin });
    await screen.findByText('Main server');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the key Main server' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke key' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByText('Main server')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/game-keys/4')).toBe(true);

    const before = calls.filter((c) => c.method === 'GET').length;
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('0 of 1 keys have called the site.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(before);
  });
});
