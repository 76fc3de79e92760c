import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RecentOrder } from '@crp/shared';
import { orderStatuses, type KnownOrderStatus } from '@crp/shared/store-format';
import { storePaths } from '../../../app/paths.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/card.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { translate } from '../../../lib/i18n.ts';
import type { MessageDescriptor } from '../../../lib/lingui.tsx';

const statusBadges: Record<KnownOrderStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  completed: { label: msg`Completed`, tone: 'green' },
  processing: { label: msg`Processing`, tone: 'blue' },
  pending: { label: msg`Pending`, tone: 'yellow' },
  cancelled: { label: msg`Cancelled`, tone: 'red' },
  refunded: { label: msg`Refunded`, tone: 'purple' },
};

const isKnown = (status: string): status is KnownOrderStatus => (orderStatuses as readonly string[]).includes(status);

/** The five order statuses have their own badge; any other is shown capitalised, a missing one as 'Unknown'. */
export function orderStatusBadge(status: string | null | undefined): { label: string; tone: BadgeTone } {
  const value = status?.trim().toLowerCase() ?? '';
  if (isKnown(value)) return { label: translate(statusBadges[value].label), tone: statusBadges[value].tone };
  if (!status?.trim()) return { label: translate(msg`Unknown`), tone: 'gray' };
  const raw = status.trim();
  return { label: raw.charAt(0).toUpperCase() + raw.slice(1), tone: 'gray' };
}

export function OrderStatusBadge({ status }: { status: string | null | undefined }) {
  const { label, tone } = orderStatusBadge(status);
  return <Badge tone={tone}>{label}</Badge>;
}

/** Recent store orders: each links to the order on the store site; an empty state when there are none. */
export function OrderList({ orders, storeUrl }: { orders: RecentOrder[]; storeUrl: string }) {
  const { t } = useLingui();
  if (orders.length === 0) {
    return <EmptyState title={t`No Orders Found`} lines={[t`You haven't placed any orders yet.`, t`When you make purchases, they will appear here.`]} />;
  }
  const store = storePaths(storeUrl);
  return (
    <ul className="divide-y divide-surface-700 overflow-hidden rounded-xl border border-surface-700">
      {orders.map((order) => (
        <Order key={order.id} order={order} href={store.order(encodeURIComponent(order.id))} />
      ))}
    </ul>
  );
}

function Order({ order, href }: { order: RecentOrder; href: string }) {
  const id = order.id;
  const ordered = formatLongDate(order.createdAt);
  return (
    <li>
      <a href={href} className="flex flex-wrap items-center justify-between gap-3 bg-surface-900/60 px-4 py-3 transition-colors hover:bg-surface-800">
        <span>
          <span className="block font-semibold text-white">
            <Trans>Order #{id}</Trans>
          </span>
          <span className="block text-sm text-slate-400">{ordered ? <Trans>Ordered {ordered}</Trans> : <Trans>Ordered on an unknown date</Trans>}</span>
        </span>
        <OrderStatusBadge status={order.status} />
      </a>
    </li>
  );
}
