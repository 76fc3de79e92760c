import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useSiteConfig } from '../../features/site/api.ts';
import { Spinner } from '../../components/ui/spinner.tsx';

/** The full-screen 'Loading...' overlay shown for 1.1 s after each path change (player-area §2, D21). */
export function NavigationOverlay() {
  const { pathname } = useLocation();
  const { navigationOverlayMs } = useSiteConfig();
  const shownFor = useRef(pathname);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // Only a change of path shows it: not the first render, not the settings arriving.
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    if (navigationOverlayMs <= 0) return;
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), navigationOverlayMs);
    return () => clearTimeout(timer);
  }, [pathname, navigationOverlayMs]);
  if (!visible) return null;
  return (
    <div
      data-testid="navigation-overlay"
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-surface-950/80 backdrop-blur-sm"
    >
      <Spinner className="h-10 w-10" />
      <p className="text-lg font-semibold text-white">Loading...</p>
    </div>
  );
}
