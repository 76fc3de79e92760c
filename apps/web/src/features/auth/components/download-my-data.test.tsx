import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, stubApi } from '../../../test/api.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import DashboardPage from '../../../routes/player/dashboard.tsx';

const member = makeUser({ id: 7, username: 'demo_member', displayName: 'Demo Member' });
const exported = { format: 'creative-rp/account-export@1', profile: { id: 7, username: 'demo_member' }, responses: [{ id: 1, answers: [] }] };

function serve(exportAnswer: () => { status: number; body?: unknown }) {
  return stubApi({
    'GET /api/unified-auth/status': () => ({ status: 200, body: { authenticated: true, user: member } }),
    'GET /api/site': () => ({ status: 200, body: { demoMode: false, storeUrl: 'https://store.test', discordInviteUrl: '', navigationOverlayMs: 0 } }),
    'GET /api/applications/my-applications': () => ({ status: 200, body: [] }),
    'GET /api/store/user-stats': () => ({ status: 200, body: { success: true, recentOrders: [] } }),
    'GET /api/auth/account/export': exportAnswer,
  });
}

/** jsdom has no object URLs and no downloads: record what the browser would have been handed. */
function catchDownloads() {
  const files: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  };
  return files;
}

const { createObjectURL, revokeObjectURL } = URL;
const anchorClick = HTMLAnchorElement.prototype.click;
afterEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  HTMLAnchorElement.prototype.click = anchorClick;
});

const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

const render = () => renderWithProviders([{ path: '/dashboard', element: <DashboardPage /> }], { path: '/dashboard' });

describe('Download my data (D37)', () => {
  it('sits beside the delete control on the dashboard and saves the export as one JSON file', async () => {
    const { calls } = serve(() => ({ status: 200, body: exported }));
    const files = catchDownloads();
    render();
    const button = await screen.findByRole('button', { name: 'Download my data' });
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(/Saved as my-data-7-\d{4}-\d{2}-\d{2}\.json/);
    expect(calls.filter((c) => c.path === '/api/auth/account/export')).toEqual([expect.objectContaining({ method: 'GET', credentials: 'same-origin' })]);
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toMatch(/^my-data-7-\d{4}-\d{2}-\d{2}\.json$/);
    expect(files[0]!.blob.type).toBe('application/json');
    expect(JSON.parse(await textOf(files[0]!.blob))).toEqual(exported);
  });

  it('says why when the server refuses (too many downloads), and saves nothing', async () => {
    serve(() => apiError(429, 'Too many requests: try again in 10 minutes.'));
    const files = catchDownloads();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests: try again in 10 minutes.');
    expect(files).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});
