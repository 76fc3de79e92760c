import { screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { AppShell } from './app-shell.tsx';
import { renderWithProviders } from '../../test/render.tsx';

// A page whose code never arrives: the shell must hold the page's place meanwhile.
const NeverLoads = lazy(() => new Promise<never>(() => {}));

describe('app shell layout stability', () => {
  it('reserves the main area and shows a page-sized skeleton while a page chunk loads', async () => {
    renderWithProviders([{ element: <AppShell />, children: [{ path: '/slow', element: <NeverLoads /> }] }], { path: '/slow' });
    const skeleton = await screen.findByTestId('page-skeleton');
    expect(skeleton).toHaveAttribute('role', 'status');
    expect(within(skeleton).getByText('Loading...')).toBeInTheDocument();
    // Sized like content, not a one-line spinner.
    expect(skeleton.style.minHeight).toBe('60vh');
    // The main area fills the viewport, so the footer below it starts off-screen and cannot jump.
    const main = screen.getByTestId('main');
    expect(main).toContainElement(skeleton);
    expect(main.className).toContain('min-h-screen');
    const footer = screen.getByRole('contentinfo');
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
