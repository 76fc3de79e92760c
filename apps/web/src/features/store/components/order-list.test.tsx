import { screen, within } from '@testing-library/react';
import { renderInLanguage as render } from '../../../test/render.tsx';
import { describe, expect, it } from 'vitest';
import { OrderList, orderStatusBadge } from './order-list.tsx';

describe('OrderList', () => {
  it('shows the empty state texts when there are no orders', () => {
    render(<OrderList orders={[]} storeUrl="https://store.test" />);
    expect(screen.getByText('No Orders Found')).toBeInTheDocument();
    expect(screen.getByText("You haven't placed any orders yet.")).toBeInTheDocument();
    expect(screen.getByText('When you make purchases, they will appear here.')).toBeInTheDocument();
  });

  it('lists each order with its number, date and status, linking to the store order page', () => {
    render(
      <OrderList
        storeUrl="https://store.test"
        orders={[
          { id: '5001', createdAt: '2025-03-01T12:00:00.000Z', status: 'completed' },
          { id: '5002', createdAt: null, status: 'on_hold' },
        ]}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://store.test/orders/5001', 'https://store.test/orders/5002']);
    expect(within(links[0]!).getByText('Order #5001')).toBeInTheDocument();
    expect(within(links[0]!).getByText('Ordered March 1, 2025')).toBeInTheDocument();
    expect(within(links[0]!).getByText('Completed')).toBeInTheDocument();
    expect(within(links[1]!).getByText('On_hold')).toBeInTheDocument();
  });

  it.each([
    ['completed', 'Completed', 'green'],
    ['processing', 'Processing', 'blue'],
    ['pending', 'Pending', 'yellow'],
    ['cancelled', 'Cancelled', 'red'],
    ['refunded', 'Refunded', 'purple'],
    ['shipped', 'Shipped', 'gray'],
    [null, 'Unknown', 'gray'],
    ['  ', 'Unknown', 'gray'],
  ])('labels status %j as %s (%s)', (status, label, tone) => {
    expect(orderStatusBadge(status)).toEqual({ label, tone });
  });
});
