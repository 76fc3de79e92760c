import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { storePaths } from '../../../app/paths.ts';
import { ExternalButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/card.tsx';
import { featuredProductsQuery } from '../api.ts';
import { ProductCard } from './product-card.tsx';

const PLACEHOLDER_TILES = 6;
const gridClass = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The home page's featured products: 6 placeholder tiles while loading, an empty state when the store has none or fails. */
export function FeaturedProductsGrid({ storeUrl }: { storeUrl: string }) {
  const { t } = useLingui();
  const { data, isPending } = useQuery(featuredProductsQuery);
  const store = storePaths(storeUrl);
  const products = data ?? [];
  return (
    <section aria-labelledby="featured-products-heading">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-products-heading" className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">
            <Trans>Featured Products</Trans>
          </h2>
          <p className="mt-1 text-slate-300">
            <Trans>Support the servers and stand out in-game.</Trans>
          </p>
        </div>
        {products.length > 0 ? (
          <ExternalButtonLink href={store.products} variant="secondary">
            <Trans>View All Products</Trans>
          </ExternalButtonLink>
        ) : null}
      </div>
      {isPending ? (
        <div className={gridClass} role="status" aria-label={t`Loading products`}>
          {Array.from({ length: PLACEHOLDER_TILES }, (_, i) => (
            <div key={i} data-testid="product-placeholder" className="h-80 animate-pulse rounded-2xl border border-surface-700 bg-surface-850/80" />
          ))}
        </div>
      ) : products.length === 0 ? (
        <EmptyState
          title={t`No products available`}
          lines={[t`Check back later for new items!`]}
          action={
            <ExternalButtonLink href={store.products} variant="secondary">
              <Trans>Browse Store</Trans>
            </ExternalButtonLink>
          }
        />
      ) : (
        <div className={gridClass}>
          {products.map((product) => (
            <ProductCard key={product.id} product={product} storeUrl={storeUrl} />
          ))}
        </div>
      )}
    </section>
  );
}
