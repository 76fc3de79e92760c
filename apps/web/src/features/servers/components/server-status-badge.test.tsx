import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, makeServer, renderView, stubApi } from '../test-utils.tsx';
import { ServerStatusBadge } from './server-status-badge.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ServerStatusBadge', () => {
  it("shows 'Loading...' and then the first server's players with a green dot", async () => {
    stubApi({ 'GET /api/servers': () => ({ status: 200, body: [makeServer(), makeServer({ id: 2, playerCount: 1, maxPlayers: 2 })] }) });
    renderView(<ServerStatusBadge />, '/');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('23/64')).toBeInTheDocument();
    expect(screen.getByTestId('status-dot-online')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: /online, 23 of 64 players/ })).toBeInTheDocument();
  });

  it('shows the chosen server, red when offline', async () => {
    stubApi({ 'GET /api/servers': () => ({ status: 200, body: [makeServer(), makeServer({ id: 2, isOnline: false, playerCount: 3, maxPlayers: 16 })] }) });
    renderView(<ServerStatusBadge serverId={2} />, '/');
    expect(await screen.findByText('3/16')).toBeInTheDocument();
    expect(screen.getByTestId('status-dot-offline')).toBeInTheDocument();
  });

  it('uses a given server without fetching', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderView(<ServerStatusBadge server={makeServer({ playerCount: 5, maxPlayers: 10 })} />, '/');
    expect(screen.getByText('5/10')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows 'Error loading' when the list cannot be fetched", async () => {
    stubApi({ 'GET /api/servers': () => apiError(500, 'boom') });
    renderView(<ServerStatusBadge />, '/');
    expect(await screen.findByText('Error loading')).toBeInTheDocument();
    expect(screen.getByTitle('Failed to fetch server data')).toBeInTheDocument();
  });
});
