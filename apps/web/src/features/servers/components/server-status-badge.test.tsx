import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeServer } from '../test-fixtures.ts';
import { apiError, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ServerStatusBadge } from './server-status-badge.tsx';

describe('ServerStatusBadge', () => {
  it("shows 'Loading...' and then the first server's players with a green dot", async () => {
    stubApi({ 'GET /api/servers': () => ({ status: 200, body: [makeServer(), makeServer({ id: 2, playerCount: 1, maxPlayers: 2 })] }) });
    renderWithProviders(<ServerStatusBadge />, { path: '/' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('23/64')).toBeInTheDocument();
    expect(screen.getByTestId('status-dot-online')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: /online, 23 of 64 players/ })).toBeInTheDocument();
  });

  it('shows the chosen server, red when offline', async () => {
    stubApi({ 'GET /api/servers': () => ({ status: 200, body: [makeServer(), makeServer({ id: 2, isOnline: false, playerCount: 3, maxPlayers: 16 })] }) });
    renderWithProviders(<ServerStatusBadge serverId={2} />, { path: '/' });
    expect(await screen.findByText('3/16')).toBeInTheDocument();
    expect(screen.getByTestId('status-dot-offline')).toBeInTheDocument();
  });

  it('uses a given server without fetching', () => {
    const { calls } = stubApi({});
    renderWithProviders(<ServerStatusBadge server={makeServer({ playerCount: 5, maxPlayers: 10 })} />, { path: '/' });
    expect(screen.getByText('5/10')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows 'Error loading' when the list cannot be fetched", async () => {
    stubApi({ 'GET /api/servers': () => apiError(500, 'boom') });
    renderWithProviders(<ServerStatusBadge />, { path: '/' });
    expect(await screen.findByText('Error loading')).toBeInTheDocument();
    expect(screen.getByTitle('Failed to fetch server data')).toBeInTheDocument();
  });
});
