import { fireEvent, screen } from '@testing-library/react';
import { renderInLanguage as render } from '../../../test/render.tsx';
import { describe, expect, it } from 'vitest';
import type { Product } from '@crp/shared';
import { ProductCard } from './product-card.tsx';

const base: Product = {
  id: '42',
  slug: 'vip-rank',
  name: 'VIP Rank',
  description: '<p>Long description</p>',
  shortDescription: '<p>Short <strong>one</strong></p>',
  price: 9.99,
  images: ['https://cdn.test/a.png', 'https://cdn.test/b.png'],
  firstImage: 'https://cdn.test/first.png',
};

const renderCard = (overrides: Partial<Product> = {}) => render(<ProductCard product={{ ...base, ...overrides }} storeUrl="https://store.test" />);

describe('ProductCard', () => {
  it.each([
    [9.99, '$9.99'],
    [15.5, '$15.50'],
    [25, '$25.00'],
    [0, '$0.00'],
    [1234.567, '$1234.57'],
  ])('shows the price %s as %s', (price, text) => {
    renderCard({ price });
    expect(screen.getByTestId('product-price')).toHaveTextContent(text);
  });

  it('links View Details to the store product page by slug, in a new tab', () => {
    renderCard();
    const link = screen.getByRole('link', { name: /View Details/ });
    expect(link).toHaveAttribute('href', 'https://store.test/store/product/vip-rank');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('View Details');
  });

  it('falls back to the id when there is no slug', () => {
    renderCard({ slug: null });
    expect(screen.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', 'https://store.test/store/product/42');
  });

  it('shows images[0], else firstImage, else a drawn fallback (also when the image fails)', () => {
    const { unmount } = renderCard();
    expect(screen.getByRole('img', { name: 'VIP Rank' })).toHaveAttribute('src', 'https://cdn.test/a.png');
    unmount();
    const second = renderCard({ images: [] });
    const img = screen.getByRole('img', { name: 'VIP Rank' });
    expect(img).toHaveAttribute('src', 'https://cdn.test/first.png');
    fireEvent.error(img);
    expect(screen.getByTestId('product-image-fallback')).toBeInTheDocument();
    second.unmount();
    renderCard({ images: [], firstImage: null });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('product-image-fallback')).toBeInTheDocument();
  });

  it('shows the short description as rich text clamped to 2 lines, else the description', () => {
    const { container, unmount } = renderCard();
    const text = container.querySelector('.rich-text')!;
    expect(text).toHaveClass('line-clamp-2');
    expect(text.querySelector('strong')).toHaveTextContent('one');
    unmount();
    const other = renderCard({ shortDescription: null, description: '<p>Long <em>text</em><img src=x onerror="window.__pc=1"></p>' });
    expect(other.container.querySelector('.rich-text em')).toHaveTextContent('text');
    expect(other.container.querySelector('.rich-text img')).toBeNull();
  });
});
