import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../../components/ui/page-skeleton.tsx';
import { DemoBanner } from './demo-banner.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { NavigationOverlay } from './navigation-overlay.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

export function AppShell() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-brand-600 focus:px-4 focus:py-2 focus:text-white"
      >
        <Trans>Skip to content</Trans>
      </a>
      <DemoBanner />
      <Navbar />
      <NavigationOverlay />
      {/* The main area always fills at least the viewport, so the footer starts below the fold and never
          jumps while a page's chunk or data loads (no layout shift, decision 0013). */}
      <main id="main" data-testid="main" className="mx-auto min-h-screen w-full max-w-7xl flex-1 px-4 py-10 sm:px-6">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
          <ScreenReady />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

/**
 * Marks the document once a screen is on it and live (`<html data-ready>`): on a server-rendered page,
 * the moment the browser has taken it over and its controls answer. Browser tests wait for it.
 */
function ScreenReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}
