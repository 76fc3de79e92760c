import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useSiteConfig } from '../../features/site/api.ts';
import { Spinner } from '../../components/ui/spinner.tsx';

/** The full-screen 'Loading...' overlay shown for 1.1 s after each path change (player-area §2, D21). */
export function NavigationOverlay() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const { navigationOverlayMs } = useSiteConfig();
  const shownFor = useRef(pathname);
  const navigated = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // Only a change of path shows it: not the first render, not the settings arriving, and not a redirect
    // that is still part of the first load (a guard or returnTo replacing the entry before any navigation).
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    if (navigationType === 'REPLACE' && !navigated.current) return;
    navigated.current = true;
    if (navigationOverlayMs <= 0) return;
    setVisible(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(false), navigationOverlayMs);
  }, [pathname, navigationType, navigationOverlayMs]);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!visible) return null;
  return (
    <div
      data-testid="navigation-overlay"
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-surface-950/80 backdrop-blur-sm"
    >
      <Spinner className="h-10 w-10" />
      <p className="text-lg font-semibold text-white">
        <Trans>Loading...</Trans>
      </p>
    </div>
  );
}
