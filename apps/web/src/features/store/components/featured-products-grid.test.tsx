import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderInLanguage as render } from '../../../test/render.tsx';
import { describe, expect, it } from 'vitest';
import type { Product } from '@crp/shared';
import { createQueryClient } from '../../../lib/query-client.ts';
import { featuredProductsQuery } from '../api.ts';
import { FeaturedProductsGrid } from './featured-products-grid.tsx';

const product = (id: string): Product => ({
  id,
  slug: null,
  name: `Item ${id}`,
  description: '',
  shortDescription: null,
  price: 1,
  images: [],
  firstImage: null,
});

function renderGrid(client: QueryClient) {
  return render(
    <QueryClientProvider client={client}>
      <FeaturedProductsGrid storeUrl="https://store.test" />
    </QueryClientProvider>,
  );
}

describe('FeaturedProductsGrid', () => {
  it('shows 6 placeholder tiles while the products load', () => {
    const client = createQueryClient();
    // A request already in flight that never ends: the grid stays loading.
    void client.prefetchQuery({ queryKey: featuredProductsQuery.queryKey, queryFn: () => new Promise<Product[]>(() => {}) });
    renderGrid(client);
    expect(screen.getAllByTestId('product-placeholder')).toHaveLength(6);
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
  });

  it('shows the empty state with a Browse Store link when there are no products', () => {
    const client = createQueryClient();
    client.setQueryData(featuredProductsQuery.queryKey, []);
    renderGrid(client);
    expect(screen.getByText('No products available')).toBeInTheDocument();
    expect(screen.getByText('Check back later for new items!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Store' })).toHaveAttribute('href', 'https://store.test/store');
    expect(screen.queryByRole('link', { name: 'View All Products' })).toBeNull();
  });

  it('shows a card per product in a 3-column grid and View All Products', () => {
    const client = createQueryClient();
    client.setQueryData(featuredProductsQuery.queryKey, [product('1'), product('2'), product('3'), product('4')]);
    const { container } = renderGrid(client);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(container.querySelector('.lg\\:grid-cols-3')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', 'https://store.test/store');
  });
});
