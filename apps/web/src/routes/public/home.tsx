import { useQuery } from '@tanstack/react-query';
import { ConnectCard } from '../../features/pages/components/landing/connect-card.tsx';
import { ExpectationsCard } from '../../features/pages/components/landing/expectations-card.tsx';
import { LandingHero } from '../../features/pages/components/landing/landing-hero.tsx';
import { RulesCard } from '../../features/pages/components/landing/rules-card.tsx';
import { serversQuery } from '../../features/servers/api.ts';
import { ServerStatusBadge } from '../../features/servers/components/server-status-badge.tsx';
import { useSiteConfig } from '../../features/site/api.ts';
import { FeaturedProductsGrid } from '../../features/store/components/featured-products-grid.tsx';

/** / (public, D3b): hero, how to connect with the live status, what to expect, featured products, rules. */
export default function HomePage() {
  const { storeUrl } = useSiteConfig();
  const servers = useQuery(serversQuery);
  const server = servers.data?.[0];
  return (
    <div className="space-y-12 sm:space-y-16">
      <LandingHero />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ConnectCard address={server?.ipAddress ?? null} port={server?.port ?? null} loading={servers.isPending} status={<ServerStatusBadge />} />
        <ExpectationsCard />
      </div>
      <FeaturedProductsGrid storeUrl={storeUrl} />
      <RulesCard />
    </div>
  );
}
