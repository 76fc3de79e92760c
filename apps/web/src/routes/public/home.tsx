import { useQuery } from '@tanstack/react-query';
import { ConnectCard } from '../../features/pages/components/landing/connect-card.tsx';
import { ExpectationsCard } from '../../features/pages/components/landing/expectations-card.tsx';
import { LandingHero } from '../../features/pages/components/landing/landing-hero.tsx';
import { RulesCard } from '../../features/pages/components/landing/rules-card.tsx';
import { serversQuery } from '../../features/servers/api.ts';
import { ServerStatusBadge } from '../../features/servers/components/server-status-badge.tsx';
import { useSiteConfig } from '../../features/site/api.ts';
import { FeaturedProductsGrid } from '../../features/store/components/featured-products-grid.tsx';

/** / (public, D3b): hero, how to connect with the live status, what to expect, featured products, rules; the texts are the site's (D38). */
export default function HomePage() {
  const { storeUrl, landing, identity } = useSiteConfig();
  const servers = useQuery(serversQuery);
  const server = servers.data?.[0];
  // An address the admins set stands for the listed server's (D38: null means the first listed server's).
  const address = landing.connect.address ?? server?.ipAddress ?? null;
  return (
    <div className="space-y-12 sm:space-y-16">
      <LandingHero hero={landing.hero} logoUrl={identity.logoUrl} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ConnectCard
          address={address}
          port={landing.connect.address ? null : (server?.port ?? null)}
          loading={servers.isPending}
          status={<ServerStatusBadge />}
          steps={landing.connect.steps}
        />
        <ExpectationsCard expectations={landing.expectations} />
      </div>
      <FeaturedProductsGrid storeUrl={storeUrl} />
      <RulesCard rules={landing.rules} />
    </div>
  );
}
