import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SteamAccount, User } from '@crp/shared';
import { stubApi } from '../../test/api.ts';
import { makeUser, renderWithProviders } from '../../test/render.tsx';
import DashboardPage from './dashboard.tsx';

const steam = (overrides: Partial<SteamAccount> = {}): SteamAccount => ({
  steamId: '76561198000000101',
  steamId2: 'STEAM_0:1:19867186',
  profileUrl: 'https://steamcommunity.com/profiles/76561198000000101',
  personaName: 'Alice on Steam',
  avatarUrl: null,
  gmodHours: 125,
  hoursUnknownReason: null,
  linkedAt: '2026-11-20T10:00:00.000Z',
  checkedAt: '2026-11-20T10:00:00.000Z',
  stale: false,
  ...overrides,
});

/** The status call as the server answers it; DELETE and refresh change what it says next. */
function serve(initial: User) {
  let user = initial;
  const stub = stubApi({
    'GET /api/unified-auth/status': () => ({ status: 200, body: { authenticated: true, user } }),
    'GET /api/site': () => ({ status: 200, body: { demoMode: false, storeUrl: 'https://store.test', discordInviteUrl: '', navigationOverlayMs: 0 } }),
    'GET /api/applications/my-applications': () => ({ status: 200, body: [] }),
    'GET /api/store/user-stats': () => ({ status: 200, body: { success: true, recentOrders: [] } }),
    'DELETE /api/auth/steam': () => {
      user = { ...user, steam: null };
      return { status: 204 };
    },
    'POST /api/auth/steam/refresh': () => ({ status: 200, body: { steam: steam({ gmodHours: 125, stale: true, checkedAt: '2026-11-20T10:00:00.000Z' }) } }),
  });
  return stub;
}
const render = (path = '/dashboard', user?: User) =>
  renderWithProviders([{ path: '/dashboard', element: <DashboardPage /> }], { path, ...(user ? { user } : {}) });
const card = async () => within((await screen.findByRole('heading', { name: 'Steam account' })).closest('div')!);

describe('dashboard: Steam account card (D33)', () => {
  it('offers "Link Steam account" through the server when none is linked', async () => {
    const user = makeUser({ steam: null });
    serve(user);
    render('/dashboard', user);
    const link = (await card()).getByRole('link', { name: 'Link Steam account' });
    expect(link).toHaveAttribute('href', '/api/auth/steam/link');
  });

  it('says why a link failed, in words', async () => {
    const user = makeUser({ steam: null });
    serve(user);
    render('/dashboard?steam=failed&reason=taken', user);
    expect(await screen.findByRole('alert')).toHaveTextContent('That Steam account is linked to another member.');
    render('/dashboard?steam=failed&reason=state', user);
    expect((await screen.findAllByRole('alert')).at(-1)).toHaveTextContent(/started in another browser/);
  });

  it('shows the linked account: Steam ID, STEAM_0 form, profile link and hours', async () => {
    const user = makeUser({ steam: steam() });
    serve(user);
    render('/dashboard?steam=linked', user);
    const c = await card();
    expect(c.getByText('76561198000000101')).toBeInTheDocument();
    expect(c.getByText('STEAM_0:1:19867186')).toBeInTheDocument();
    expect(c.getByRole('link', { name: 'Steam profile' })).toHaveAttribute('href', 'https://steamcommunity.com/profiles/76561198000000101');
    expect(c.getByText('125 hours')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your Steam account is linked.');
  });

  it('a private profile: hours unknown, with the hint to make game details public', async () => {
    const user = makeUser({ steam: steam({ gmodHours: null, hoursUnknownReason: 'private' }) });
    serve(user);
    render('/dashboard', user);
    const c = await card();
    expect(c.getByText('Hours unknown (game details are private)')).toBeInTheDocument();
    expect(c.getByText(/set “Game details” to Public/)).toBeInTheDocument();
  });

  it('refresh marks cached facts when Steam could not be reached', async () => {
    const user = makeUser({ steam: steam() });
    const stub = serve(user);
    render('/dashboard', user);
    await userEvent.click((await card()).getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(stub.calls.some((c) => c.method === 'POST' && c.path === '/api/auth/steam/refresh')).toBe(true));
    expect(await screen.findByText(/Steam could not be reached on the last refresh/)).toBeInTheDocument();
  });

  it('unlinks after the confirmation dialog', async () => {
    const user = makeUser({ steam: steam() });
    const stub = serve(user);
    render('/dashboard', user);
    await userEvent.click((await card()).getByRole('button', { name: 'Unlink' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink Steam account' });
    expect(stub.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByRole('link', { name: 'Link Steam account' })).toBeInTheDocument();
    expect(stub.calls.filter((c) => c.method === 'DELETE' && c.path === '/api/auth/steam')).toHaveLength(1);
  });
});
