import type { CSSProperties } from 'react';
import type { SiteSettings } from '@crp/shared';
import { accentStyle, contrastRatio, isHexColor, MIN_ACCENT_CONTRAST, PAGE_BACKGROUND } from '@crp/shared/site-defaults';
import { AdminPage } from '../../components/ui/admin-page.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { ConnectCard } from '../../features/pages/components/landing/connect-card.tsx';
import { ExpectationsCard } from '../../features/pages/components/landing/expectations-card.tsx';
import { LandingHero } from '../../features/pages/components/landing/landing-hero.tsx';
import { RulesCard } from '../../features/pages/components/landing/rules-card.tsx';
import { SiteSettingsForm } from '../../features/site/components/site-settings-form.tsx';
import { siteTexts } from '../../features/site/site.texts.ts';

/** The accent as the page will wear it (the same custom properties the server writes), once it is one the server takes. */
function accentVariables(accent: string): CSSProperties {
  if (!isHexColor(accent) || contrastRatio(accent, PAGE_BACKGROUND) < MIN_ACCENT_CONTRAST) return {};
  return Object.fromEntries(
    accentStyle(accent)
      .split(';')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)]),
  ) as CSSProperties;
}

/** The home page as it will look with the draft: the home page's own components, inert (a picture, not a second page). */
function HomePreview({ draft }: { draft: SiteSettings }) {
  const { landing, identity } = draft;
  return (
    <div inert className="space-y-6" style={accentVariables(identity.accentColor)} data-testid="home-preview">
      <LandingHero hero={landing.hero} logoUrl={identity.logoUrl} />
      <ConnectCard address={landing.connect.address} port={null} loading={false} status={null} steps={landing.connect.steps} />
      <ExpectationsCard expectations={landing.expectations} />
      <RulesCard rules={landing.rules} />
    </div>
  );
}

/** /admin/site (admins, D38). */
export default function Page() {
  usePageTitle(siteTexts.pageTitle);
  return (
    <AdminPage title={siteTexts.pageTitle} subtitle={siteTexts.pageSubtitle}>
      <SiteSettingsForm preview={(draft) => <HomePreview draft={draft} />} />
    </AdminPage>
  );
}
