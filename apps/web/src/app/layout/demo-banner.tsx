import { Trans } from '@lingui/react/macro';
import { useSiteConfig } from '../../features/site/api.ts';

/** Every page says so when the site runs without a Discord application (D16). */
export function DemoBanner() {
  const { demoMode } = useSiteConfig();
  if (!demoMode) return null;
  return (
    <div role="note" className="bg-amber-400 px-4 py-2 text-center text-sm font-semibold text-amber-950">
      <Trans>Demo mode: no Discord application is configured, so sign-in uses demo accounts and the data is sample data.</Trans>
    </div>
  );
}
