import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfigQuery } from '../../features/site/api.ts';
import { renderApp, testSiteConfig } from '../../test/render.tsx';

describe('navigation overlay', () => {
  it("shows 'Loading...' for the configured time after a path change, not on first load", async () => {
    const { router, client } = renderApp('/guidelines', { site: { navigationOverlayMs: 300 } });
    expect(screen.queryByTestId('navigation-overlay')).toBeNull();
    // Settings arriving later must not flash it either.
    act(() => client.setQueryData(siteConfigQuery.queryKey, { ...testSiteConfig, navigationOverlayMs: 250 }));
    expect(screen.queryByTestId('navigation-overlay')).toBeNull();
    await act(() => router.navigate('/donation-tos'));
    expect(screen.getByTestId('navigation-overlay')).toHaveTextContent('Loading...');
    await waitFor(() => expect(screen.queryByTestId('navigation-overlay')).toBeNull(), { timeout: 15_000 });
  });

  it('can be turned off with 0', async () => {
    const { router } = renderApp('/guidelines', { site: { navigationOverlayMs: 0 } });
    await act(() => router.navigate('/donation-tos'));
    expect(screen.queryByTestId('navigation-overlay')).toBeNull();
  });

  it('does not show on the first load of a page, even when a guard sends the visitor on to /login', async () => {
    const { router } = renderApp('/applications', { site: { navigationOverlayMs: 300 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByTestId('navigation-overlay')).toBeNull();
    await act(() => router.navigate('/guidelines'));
    expect(router.state.location.pathname).toBe('/guidelines');
    expect(await screen.findByTestId('navigation-overlay')).toHaveTextContent('Loading...');
  });
});
