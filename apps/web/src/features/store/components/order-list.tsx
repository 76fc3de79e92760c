import type { RecentOrder } from '@crp/shared';
import { orderStatuses, type KnownOrderStatus } from '@crp/shared/store-format';
import { storePaths } from '../../../app/paths.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/card.tsx';
import { formatLongDate } from '../../../lib/dates.ts';

const statusBadges: Record<KnownOrderStatus, { label: string; tone: BadgeTone }> = {
  completed: { label: 'Completed', tone: 'green' },
  processing: { label: 'Processing', tone: 'blue' },
  pending: { label: 'Pending', tone: 'yellow' },
  cancelled: { label: 'Cancelled', tone: 'red' },
  refunded: { label: 'Refunded', tone: 'purple' },
};

const isKnown = (status: string): status is KnownOrderStatus => (orderStatuses as readonly string[]).includes(status);

/** The five order statuses have their own badge; any other is shown capitalised, a missing one as 'Unknown'. */
export function orderStatusBadge(status: string | null | undefined): { label: string; tone: BadgeTone } {
  const value = status?.trim().toLowerCase() ?? '';
  if (isKnown(value)) return statusBadges[value];
  if (!status?.trim()) return { label: 'Unknown', tone: 'gray' };
  const raw = status.trim();
  return { label: raw.charAt(0).toUpperCase() + raw.slice(1), tone: 'gray' };
}

export function OrderStatusBadge({ status }: { status: string | null | undefined }) {
  const { label, tone } = orderStatusBadge(status);
  return <Badge tone={tone}>{label}</Badge>;
}

/** Recent store orders: each links to the order on the store site; an empty state when there are none. */
export function OrderList({ orders, storeUrl }: { orders: RecentOrder[]; storeUrl: string }) {
  if (orders.length === 0) {
    return <EmptyState title="No Orders Found" lines={["You haven't placed any orders yet.", 'When you make purchases, they will appear here.']} />;
  }
  const store = storePaths(storeUrl);
  return (
    <ul className="divide-y divide-surface-700 overflow-hidden rounded-xl border border-surface-700">
      {orders.map((order) => (
        <li key={order.id}>
          <a
            href={store.order(encodeURIComponent(order.id))}
            className="flex flex-wrap items-center justify-between gap-3 bg-surface-900/60 px-4 py-3 transition-colors hover:bg-surface-800"
          >
            <span>
              <span className="block font-semibold text-white">Order #{order.id}</span>
              <span className="block text-sm text-slate-400">Ordered {formatLongDate(order.createdAt) || 'on an unknown date'}</span>
            </span>
            <OrderStatusBadge status={order.status} />
          </a>
        </li>
      ))}
    </ul>
  );
}
