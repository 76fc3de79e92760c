import { describe, expect, it } from 'vitest';
import { normalizeOrders, normalizeProducts } from '../../integrations/store.ts';

const base = 'https://store.example.test';

describe('normalizeProducts', () => {
  it('accepts a bare list or one wrapped in products/data, and refuses anything else', () => {
    const item = { id: 1, name: 'A', price: 1 };
    expect(normalizeProducts([item], base)).toHaveLength(1);
    expect(normalizeProducts({ products: [item] }, base)).toHaveLength(1);
    expect(normalizeProducts({ data: [item] }, base)).toHaveLength(1);
    expect(normalizeProducts({ message: 'hi' }, base)).toBeNull();
    expect(normalizeProducts('nope', base)).toBeNull();
  });

  it('makes images absolute against the store and drops non-http(s) ones', () => {
    const [p] = normalizeProducts(
      [
        {
          id: 'x',
          name: 'A',
          price: 2,
          images: ['/uploads/a.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 42, 'https://cdn.test/b.png'],
          firstImage: 'javascript:x',
        },
      ],
      base,
    )!;
    expect(p!.images).toEqual(['https://store.example.test/uploads/a.png', 'https://cdn.test/b.png']);
    expect(p!.firstImage).toBe('https://store.example.test/uploads/a.png');
  });

  it('drops items without a name, with a negative or non-numeric price, or without an id', () => {
    const list = normalizeProducts(
      [
        { id: 1, name: 'ok', price: '3.50' },
        { id: 2, name: '  ', price: 1 },
        { id: 3, name: 'neg', price: -1 },
        { id: 4, name: 'text', price: 'ten' },
        { name: 'no id', price: 1 },
        null,
      ],
      base,
    )!;
    expect(list.map((p) => [p.id, p.price])).toEqual([['1', 3.5]]);
  });
});

describe('normalizeOrders', () => {
  it('reads recentOrders or orders, camelCase or snake_case dates, and drops orders without an id', () => {
    expect(normalizeOrders({ orders: [{ id: 7, created_at: '2025-01-01', status: 'pending' }, { status: 'x' }] })).toEqual([
      { id: '7', createdAt: '2025-01-01', status: 'pending' },
    ]);
    expect(normalizeOrders({ success: true })).toBeNull();
  });
});
