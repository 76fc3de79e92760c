import { Trans } from '@lingui/react/macro';
import type { Product } from '@crp/shared';
import { formatPrice, productPathKey } from '@crp/shared/store-format';
import { storePaths } from '../../../app/paths.ts';
import { ExternalButtonLink } from '../../../components/ui/button.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { useImageFailed } from '../../../components/ui/use-image-failed.ts';

/** A store product: image, name, short description (2 lines), price and a link to the store page in a new tab. */
export function ProductCard({ product, storeUrl }: { product: Product; storeUrl: string }) {
  const image = product.images[0] ?? product.firstImage;
  const { failed: imageFailed, imageProps } = useImageFailed();
  const summary = product.shortDescription || product.description;
  const name = product.name;
  const href = storePaths(storeUrl).product(encodeURIComponent(productPathKey(product)));
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-surface-700 bg-surface-850/80 shadow-xl shadow-black/20 transition hover:-translate-y-0.5 hover:border-brand-500/60">
      <div className="relative aspect-video overflow-hidden bg-surface-800">
        {image && !imageFailed ? (
          <img
            src={image}
            alt={product.name}
            loading="lazy"
            {...imageProps}
            className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : (
          <div
            data-testid="product-image-fallback"
            aria-hidden="true"
            className="flex h-full w-full items-center justify-center bg-gradient-to-br from-brand-700/40 via-surface-800 to-accent-500/20"
          >
            <svg viewBox="0 0 24 24" className="h-12 w-12 text-brand-300/70" fill="none" stroke="currentColor" strokeWidth="1.5">
              <path d="M20 7l-8-4-8 4m16 0l-8 4m8-4v10l-8 4m0-10L4 7m8 4v10M4 7v10l8 4" />
            </svg>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-bold text-white">{product.name}</h3>
        {summary ? <RichText html={summary} clamp={2} className="mt-2 text-sm text-slate-300" /> : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <p className="text-xl font-extrabold text-accent-400" data-testid="product-price">
            {formatPrice(product.price)}
          </p>
          <ExternalButtonLink href={href} newTab size="sm">
            <Trans>
              View Details<span className="sr-only"> of {name} (opens in a new tab)</span>
            </Trans>
          </ExternalButtonLink>
        </div>
      </div>
    </article>
  );
}
