import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { transactionReference, userDetailListLimit, type AdminUser } from '@crp/shared';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { userApplicationsQuery, userOrdersQuery, userTransactionsQuery } from '../api.ts';
import { formatAmount } from '../display.ts';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-surface-700 bg-surface-900/60 p-4">
      <h3 className="mb-3 text-sm font-semibold uppercase tracking-wider text-slate-300">{title}</h3>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-400">{label}</dt>
          <dd className="min-w-0 break-words text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const yesNo = (value: boolean) => <span className={value ? 'text-emerald-300' : 'text-slate-300'}>{value ? 'Yes' : 'No'}</span>;
const Loading = () => (
  <p className="flex items-center gap-2 text-sm text-slate-400">
    <Spinner className="h-4 w-4" /> Loading...
  </p>
);
const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-slate-400">{children}</p>;

/** The expanded part of a user row: information, permissions, applications, orders, transactions. */
export function UserDetails({ user }: { user: AdminUser }) {
  const applications = useQuery(userApplicationsQuery(user.id));
  const orders = useQuery(userOrdersQuery(user.id));
  const transactions = useQuery(userTransactionsQuery(user.id));

  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2">
      <Panel title="User Information">
        <Facts
          items={[
            ['Discord ID', <span className="font-mono">{user.discordId}</span>],
            ['Username', user.username],
            ['Last Login', user.lastLogin ? formatDateTime(user.lastLogin) : 'Never'],
            ['Status', user.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="gray">Inactive</Badge>],
          ]}
        />
      </Panel>
      <Panel title="Permissions">
        <Facts
          items={[
            ['Admin', yesNo(user.isAdmin)],
            ['Manage Applications', yesNo(user.canManageApplications)],
            ['Review Applications', yesNo(user.canReviewApplications)],
            ['Manage Store', yesNo(user.canManageStore)],
          ]}
        />
      </Panel>

      <Panel title="Applications">
        {applications.isPending ? (
          <Loading />
        ) : applications.isError || applications.data.applications.length === 0 ? (
          <Empty>No applications submitted</Empty>
        ) : (
          <ul className="space-y-2">
            {applications.data.applications.slice(0, userDetailListLimit).map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface-850 px-3 py-2">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-white">{a.title}</p>
                  <p className="text-xs text-slate-400">Submitted {formatDate(a.submittedAt)}</p>
                </div>
                <div className="flex items-center gap-3">
                  <StatusBadge status={a.status} />
                  <Link
                    to={paths.admin.reviewAlt.href(a.id)}
                    className="text-sm font-semibold text-brand-300 hover:text-brand-200 focus-visible:outline-2 focus-visible:outline-accent-400"
                  >
                    View Application
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel title="Recent Orders">
        {orders.isPending ? (
          <Loading />
        ) : orders.isError || orders.data.unavailable ? (
          <Empty>Store unavailable</Empty>
        ) : orders.data.orders.length === 0 ? (
          <Empty>No orders placed</Empty>
        ) : (
          <ul className="space-y-2">
            {orders.data.orders.slice(0, userDetailListLimit).map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface-850 px-3 py-2 text-sm">
                <span className="font-mono text-white">#{o.id}</span>
                <Badge tone={o.status === 'completed' ? 'green' : 'yellow'}>{o.status}</Badge>
                <span className="tabular-nums text-slate-100">{formatAmount(o.total)}</span>
                <span className="text-slate-400">{formatDate(o.createdAt)}</span>
                <a
                  href={o.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-300 hover:text-brand-200 focus-visible:outline-2 focus-visible:outline-accent-400"
                >
                  View<span className="sr-only"> order {o.id} in the store (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel title="Recent Transactions">
        {transactions.isPending ? (
          <Loading />
        ) : transactions.isError || transactions.data.unavailable ? (
          <Empty>Store unavailable</Empty>
        ) : transactions.data.transactions.length === 0 ? (
          <Empty>No transactions found</Empty>
        ) : (
          <ul className="space-y-2">
            {transactions.data.transactions.slice(0, userDetailListLimit).map((t) => (
              <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface-850 px-3 py-2 text-sm">
                <span className="font-mono text-white" title={t.stripePaymentIntentId ?? undefined}>
                  {transactionReference(t)}
                </span>
                <Badge tone={t.status === 'succeeded' ? 'green' : 'red'}>{t.status}</Badge>
                <span className="tabular-nums text-slate-100">{formatAmount(t.amount)}</span>
                <span className="text-slate-400">{formatDate(t.createdAt)}</span>
                <a
                  href={t.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-300 hover:text-brand-200 focus-visible:outline-2 focus-visible:outline-accent-400"
                >
                  View<span className="sr-only"> transaction {t.id} in the store (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
