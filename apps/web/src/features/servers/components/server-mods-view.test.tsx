import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Mod } from '@crp/shared';
import { makeServer } from '../test-fixtures.ts';
import { apiError, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ServerModsView } from './server-mods-view.tsx';

const mod = (id: string, name: string): Mod => ({
  id,
  workshopId: id,
  url: `https://steamcommunity.com/sharedfiles/filedetails/?id=${id}`,
  searchUrl: `https://steamcommunity.com/workshop/browse/?appid=4000&searchtext=${encodeURIComponent(name)}`,
  name,
  description: `${name} description`,
  version: '2025-01-02',
  previewUrl: null,
  updatedAt: '2025-01-02T10:00:00.000Z',
});
const list = (mods: Mod[], extra = {}) => ({ status: 200, body: { mods, collectionId: '900', fetchedAt: '2025-01-03T10:00:00.000Z', stale: false, ...extra } });

describe('Workshop mods page', () => {
  it('shows the server header, Total Mods and each mod with its two links', async () => {
    const { calls } = stubApi({
      'GET /api/servers/1': () => ({ status: 200, body: makeServer({ isOnline: false, error: 'silent' }) }),
      'GET /api/servers/1/mods': () => list([mod('1001', 'Wiremod'), mod('1002', 'PAC3')]),
    });
    renderWithProviders(<ServerModsView serverId={1} />, { path: '/server/1/mods' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Creative RP | Main' })).toBeInTheDocument();
    expect(screen.getByTestId('mods-server-status')).toHaveTextContent('Offline· showing last known data');
    expect(await screen.findByTestId('total-mods')).toHaveTextContent('2');
    const first = within(screen.getAllByTestId('mod-item')[0]!);
    expect(first.getByRole('link', { name: 'Wiremod' })).toHaveAttribute('href', 'https://steamcommunity.com/sharedfiles/filedetails/?id=1001');
    expect(first.getByRole('link', { name: 'Search Workshop for Wiremod' })).toHaveAttribute(
      'href',
      'https://steamcommunity.com/workshop/browse/?appid=4000&searchtext=Wiremod',
    );
    expect(screen.getByRole('link', { name: 'Back to Server Status' })).toHaveAttribute('href', '/server-status');
    expect(calls.every((c) => c.credentials === 'omit')).toBe(true);
  });

  it("'Refresh' asks the server to read Steam again", async () => {
    const { calls } = stubApi({
      'GET /api/servers/1': () => ({ status: 200, body: makeServer() }),
      'GET /api/servers/1/mods': ({ url }) =>
        url.searchParams.get('refresh') === '1' ? list([mod('1', 'A'), mod('2', 'B'), mod('3', 'C')]) : list([mod('1', 'A')]),
    });
    renderWithProviders(<ServerModsView serverId={1} />, { path: '/server/1/mods' });
    expect(await screen.findByTestId('total-mods')).toHaveTextContent('1');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByTestId('total-mods')).toHaveTextContent('3'));
    expect(calls.some((c) => c.search.get('refresh') === '1')).toBe(true);
  });

  it("shows 'No Mods Found' for an empty list", async () => {
    stubApi({ 'GET /api/servers/1': () => ({ status: 200, body: makeServer() }), 'GET /api/servers/1/mods': () => list([], { collectionId: null }) });
    renderWithProviders(<ServerModsView serverId={1} />, { path: '/server/1/mods' });
    expect(await screen.findByText('No Mods Found')).toBeInTheDocument();
    expect(screen.getByText('This server has no Workshop collection set.')).toBeInTheDocument();
  });

  it.each([
    [404, 'Server not found'],
    [502, 'Failed to fetch mods'],
  ])('a %s shows the error view with %s (and a toast); Try Again reloads', async (status, text) => {
    let answer: { status: number; body?: unknown } = apiError(status, status === 404 ? 'Server not found' : 'Failed to fetch mods');
    stubApi({ 'GET /api/servers/1': () => ({ status: 200, body: makeServer() }), 'GET /api/servers/1/mods': () => answer });
    renderWithProviders(<ServerModsView serverId={1} />, { path: '/server/1/mods' });
    expect(await screen.findByText('Error Loading Mods')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
    answer = list([mod('1', 'A')]);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('total-mods')).toHaveTextContent('1');
  });

  it('an id that is not a number is "Server not found" without a call', async () => {
    const { calls } = stubApi({});
    renderWithProviders(<ServerModsView serverId={Number.NaN} />, { path: '/server/abc/mods' });
    expect(await screen.findByText('Error Loading Mods')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
