import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeServer } from '../test-fixtures.ts';
import { apiError, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ServerStatusView } from './server-status-view.tsx';

const main = makeServer();
const events = makeServer({
  id: 2,
  name: 'Creative RP | Events',
  isOnline: false,
  status: 'offline',
  statusColor: 'red',
  playerCount: 8,
  maxPlayers: 32,
  lastUptime: null,
  battlemetricsUrl: null,
  ipAddress: null,
  port: null,
  connectUrl: null,
  error: 'The game server did not answer within 3000 ms',
  playerHistory: [],
});

describe('Server Status page', () => {
  it('shows the tiles and one card per server with the §9 texts, without credentials', async () => {
    const { calls } = stubApi({ 'GET /api/servers': () => ({ status: 200, body: [main, events] }) });
    renderWithProviders(<ServerStatusView isAdmin={false} />, { path: '/server-status' });
    const cards = await screen.findAllByTestId('server-card');
    expect(cards).toHaveLength(2);
    expect(screen.getByTestId('summary-total-servers')).toHaveTextContent('2');
    expect(screen.getByTestId('summary-online')).toHaveTextContent('1');
    expect(screen.getByTestId('summary-offline')).toHaveTextContent('1');
    expect(screen.getByTestId('summary-total-players')).toHaveTextContent('23');

    const first = within(cards[0]!);
    expect(first.getByText('Online')).toBeInTheDocument();
    expect(first.getByText('23/64')).toBeInTheDocument();
    expect(first.getByText('99.3%')).toBeInTheDocument();
    expect(first.getByText('3m ago')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /View on BattleMetrics/ })).toHaveAttribute('href', main.battlemetricsUrl);
    expect(first.getByRole('link', { name: /View on BattleMetrics/ })).toHaveAttribute('target', '_blank');
    expect(first.getByRole('link', { name: 'Workshop Mods' })).toHaveAttribute('href', '/server/1/mods');
    expect(first.getByRole('img', { name: 'Player count over the last 24 hours: peak 31, low 10, latest 31' })).toBeInTheDocument();

    const second = within(cards[1]!);
    expect(second.getByText('Offline')).toBeInTheDocument();
    expect(second.getByText('Offline · showing last known data')).toBeInTheDocument();
    expect(second.getByText('0.0%')).toBeInTheDocument();
    expect(second.queryByRole('link', { name: /View on BattleMetrics/ })).toBeNull();
    expect(second.getByRole('img', { name: /no data yet/ })).toBeInTheDocument();

    expect(second.queryByText('The game server did not answer within 3000 ms')).toBeNull(); // the reason is for admins
    // Members get no admin tools.
    expect(screen.queryByRole('button', { name: 'Add Server' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Refresh / })).toBeNull();
    expect(calls[0]).toMatchObject({ path: '/api/servers', credentials: 'omit' });
  });

  it('admins see why the last poll failed; a server that never answered claims no cached data', async () => {
    const never = makeServer({ ...events, id: 3, name: 'Never Answered', lastUpdated: null, ipAddress: '203.0.113.9', port: 27015 });
    stubApi({ 'GET /api/servers': () => ({ status: 200, body: [events, never] }) });
    renderWithProviders(<ServerStatusView isAdmin />, { path: '/server-status' });
    const cards = await screen.findAllByTestId('server-card');
    expect(within(cards[0]!).getByText('The game server did not answer within 3000 ms')).toBeInTheDocument();
    const second = within(cards[1]!);
    expect(second.getByText('Offline · no data received yet')).toBeInTheDocument();
    expect(second.queryByText(/showing last known data/)).toBeNull();
    expect(second.getByText('Never')).toBeInTheDocument();
    expect(second.getByRole('link', { name: /View on BattleMetrics/ })).toHaveAttribute(
      'href',
      'https://www.battlemetrics.com/servers/gmod?q=203.0.113.9%3A27015',
    );
  });

  it("says 'Connection information not available' when there is no address", async () => {
    stubApi({ 'GET /api/servers': () => ({ status: 200, body: [events] }) });
    renderWithProviders(<ServerStatusView isAdmin={false} />, { path: '/server-status' });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Connection information not available')).toBeInTheDocument();
  });

  it('shows the empty state, and the error state with a toast', async () => {
    stubApi({ 'GET /api/servers': () => ({ status: 200, body: [] }) });
    const empty = renderWithProviders(<ServerStatusView isAdmin />, { path: '/server-status' });
    expect(await screen.findByText('No Servers Found')).toBeInTheDocument();
    expect(screen.getByText('Get started by adding your first server.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Server' })).toBeInTheDocument();
    empty.unmount();

    stubApi({ 'GET /api/servers': () => apiError(500, 'Something went wrong on our side. Please try again.') });
    renderWithProviders(<ServerStatusView isAdmin={false} />, { path: '/server-status' });
    await waitFor(() => expect(screen.getAllByText('Failed to load server status')).toHaveLength(2)); // view + toast
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('admin adds a server: checks the URL first, then posts and toasts', async () => {
    let list = [main];
    const { calls } = stubApi({
      'GET /api/servers': () => ({ status: 200, body: list }),
      'POST /api/servers/admin': () => {
        list = [main, { ...events, id: 3, name: 'New One' }];
        return { status: 201, body: list[1] };
      },
    });
    renderWithProviders(<ServerStatusView isAdmin />, { path: '/server-status' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Server' }));
    const dialog = within(await screen.findByRole('dialog')); // the add dialog loads on first use;
    expect(dialog.getByText(/Paste the full server URL/)).toBeInTheDocument();
    const url = dialog.getByLabelText(/BattleMetrics URL/);
    fireEvent.change(url, { target: { value: 'https://battlemetrics.com.evil.test/servers/gmod/1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add Server' }));
    expect(await dialog.findByText(/must be a BattleMetrics server URL/)).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(url, { target: { value: 'https://www.battlemetrics.com/servers/gmod/7654321' } });
    fireEvent.change(dialog.getByLabelText(/Display Name/), { target: { value: 'New One' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add Server' }));
    expect(await screen.findByText('Server added successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/servers/admin',
      body: { battlemetricsUrl: 'https://www.battlemetrics.com/servers/gmod/7654321', name: 'New One' },
    });
    await waitFor(() => expect(screen.getAllByTestId('server-card')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('add-server form works from the keyboard: the URL field takes focus, errors move focus to their field', async () => {
    const { calls } = stubApi({ 'GET /api/servers': () => ({ status: 200, body: [main] }) });
    renderWithProviders(<ServerStatusView isAdmin />, { path: '/server-status' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Server' }));
    const dialog = within(await screen.findByRole('dialog')); // the add dialog loads on first use;
    const url = dialog.getByLabelText(/BattleMetrics URL/);
    await waitFor(() => expect(url).toHaveFocus());

    const collection = dialog.getByLabelText(/Workshop Collection ID/);
    fireEvent.change(collection, { target: { value: 'abc' } });
    fireEvent.change(dialog.getByLabelText(/Server Address/), { target: { value: '203.0.113.10:27015' } });
    dialog.getByRole('button', { name: 'Cancel' }).focus();
    fireEvent.submit(url.closest('form')!);
    expect(await dialog.findByText('must be the numeric id of a Steam Workshop collection')).toBeInTheDocument();
    expect(collection).toHaveFocus();
    expect(collection).toHaveAttribute('aria-describedby', expect.stringContaining('error'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's reason when adding fails, else 'Failed to add server'", async () => {
    stubApi({
      'GET /api/servers': () => ({ status: 200, body: [main] }),
      'POST /api/servers/admin': () => apiError(409, '"Creative RP | Main" is already listed with this BattleMetrics URL or address.'),
    });
    renderWithProviders(<ServerStatusView isAdmin />, { path: '/server-status' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Server' }));
    const dialog = within(await screen.findByRole('dialog')); // the add dialog loads on first use;
    fireEvent.change(dialog.getByLabelText(/Server Address/), { target: { value: '203.0.113.10:27015' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add Server' }));
    expect(await screen.findByText('"Creative RP | Main" is already listed with this BattleMetrics URL or address.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('admin refreshes a server, and hears about failures', async () => {
    let fail = false;
    stubApi({
      'GET /api/servers': () => ({ status: 200, body: [main] }),
      'POST /api/servers/admin/1/refresh': () =>
        fail ? apiError(502, 'Failed to refresh server: timed out') : { status: 200, body: { ...main, playerCount: 40 } },
    });
    renderWithProviders(<ServerStatusView isAdmin />, { path: '/server-status' });
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh Creative RP | Main' }));
    expect(await screen.findByText('Server data refreshed')).toBeInTheDocument();
    expect(await screen.findByText('40/64')).toBeInTheDocument();
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Creative RP | Main' }));
    expect(await screen.findByText('Failed to refresh server')).toBeInTheDocument();
  });

  it('admin deletes a server after a confirmation naming it', async () => {
    let status = 500;
    const { calls } = stubApi({
      'GET /api/servers': () => ({ status: 200, body: [main, events] }),
      'DELETE /api/servers/admin/2': () => (status === 200 ? { status, body: { success: true } } : apiError(status, 'boom')),
    });
    renderWithProviders(<ServerStatusView isAdmin />, { path: '/server-status' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Creative RP | Events' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('"Creative RP | Events"')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete server')).toBeInTheDocument();
    status = 200;
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Server deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('server-card')).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
  });
});
