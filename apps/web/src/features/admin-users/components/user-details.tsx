import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminUser } from '@crp/shared';
import { transactionReference, userDetailListLimit } from '@crp/shared/admin-users-format';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { userApplicationsQuery, userOrdersQuery, userTransactionsQuery } from '../api.ts';
import { formatAmount } from '../display.ts';
import { translate } from '../../../lib/i18n.ts';
import { msg } from '@lingui/core/macro';
import { SteamFacts } from '../../../components/ui/steam-facts.tsx';

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

const yesNo = (value: boolean) => <span className={value ? 'text-emerald-300' : 'text-slate-300'}>{value ? <Trans>Yes</Trans> : <Trans>No</Trans>}</span>;
const Loading = () => (
  <p className="flex items-center gap-2 text-sm text-slate-400">
    <Spinner className="h-4 w-4" /> <Trans>Loading...</Trans>
  </p>
);
const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-slate-400">{children}</p>;

/** The expanded part of a user row: information, permissions, applications, orders, transactions. */
export function UserDetails({ user }: { user: AdminUser }) {
  const { t } = useLingui();
  const applications = useQuery(userApplicationsQuery(user.id));
  const orders = useQuery(userOrdersQuery(user.id));
  const transactions = useQuery(userTransactionsQuery(user.id));

  return (
    <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Panel title={t`User Information`}>
        <Facts
          items={[
            [t`Discord ID`, <span className="font-mono">{user.discordId}</span>],
            [t`Username`, user.username],
            [t`Last Login`, user.lastLogin ? formatDateTime(user.lastLogin) : t`Never`],
            [t`Joined Discord Server`, user.guildJoinedAt ? formatDate(user.guildJoinedAt) : t`Unknown`],
            [
              t`Status`,
              user.isActive ? (
                <Badge tone="green">
                  <Trans>Active</Trans>
                </Badge>
              ) : (
                <Badge tone="gray">
                  <Trans>Inactive</Trans>
                </Badge>
              ),
            ],
          ]}
        />
      </Panel>
      <Panel title={t`Steam Account`}>
        {user.steam ? (
          <SteamFacts steam={user.steam} />
        ) : (
          <Empty>
            <Trans>No Steam account linked</Trans>
          </Empty>
        )}
      </Panel>
      <Panel title={t`Permissions`}>
        <Facts
          items={[
            [t`Admin`, yesNo(user.isAdmin)],
            [t`Manage Applications`, yesNo(user.canManageApplications)],
            [t`Review Applications`, yesNo(user.canReviewApplications)],
            [t`Manage Store`, yesNo(user.canManageStore)],
          ]}
        />
      </Panel>

      <Panel title={t`Applications`}>
        {applications.isPending ? (
          <Loading />
        ) : applications.isError || applications.data.applications.length === 0 ? (
          <Empty>
            <Trans>No applications submitted</Trans>
          </Empty>
        ) : (
          <ul className="space-y-2">
            {applications.data.applications.slice(0, userDetailListLimit).map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface-850 px-3 py-2">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-white">{a.title}</p>
                  <p className="text-xs text-slate-400">
                    <Trans>Submitted {formatDate(a.submittedAt)}</Trans>
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <StatusBadge status={a.status} />
                  <Link
                    to={paths.admin.reviewAlt.href(a.id)}
                    className="text-sm font-semibold text-brand-300 hover:text-brand-200 focus-visible:outline-2 focus-visible:outline-accent-400"
                  >
                    <Trans>View Application</Trans>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel title={t`Recent Orders`}>
        <StoreItems
          query={orders}
          items={orders.data?.orders}
          empty={t`No orders placed`}
          row={(o) => ({ reference: `#${o.id}`, status: o.status, good: o.status === 'completed', amount: o.total, link: (label) => t`View order ${label} in the store (opens in a new tab)`, linkLabel: String(o.id) })}
        />
      </Panel>

      <Panel title={t`Recent Transactions`}>
        <StoreItems
          query={transactions}
          items={transactions.data?.transactions}
          empty={t`No transactions found`}
          row={(t) => ({
            reference: transactionReference(t),
            title: t.stripePaymentIntentId ?? undefined,
            status: t.status,
            good: t.status === 'succeeded',
            amount: t.amount,
            link: (label) => translate(msg`View transaction ${label} in the store (opens in a new tab)`),
            linkLabel: String(t.id),
          })}
        />
      </Panel>
    </div>
  );
}

interface StoreRow {
  reference: string;
  /** The full reference when `reference` is cut. */
  title?: string;
  status: string;
  good: boolean;
  amount: number | null;
  linkLabel: string;
  /** The link's full name for screen readers ('View order 12 in the store (opens in a new tab)'). */
  link: (label: string) => string;
}

/** Orders or transactions from the store (D25): loading, unavailable, empty, or up to four rows linking to the store's admin. */
function StoreItems<T extends { id: string; url: string; createdAt: string | null }>(props: {
  query: { isPending: boolean; isError: boolean; data?: { unavailable: boolean } };
  items: T[] | undefined;
  empty: string;
  row: (item: T) => StoreRow;
}) {
  const { query, items } = props;
  if (query.isPending) return <Loading />;
  if (query.isError || !items || query.data?.unavailable) {
    return (
      <Empty>
        <Trans>Store unavailable</Trans>
      </Empty>
    );
  }
  if (items.length === 0) return <Empty>{props.empty}</Empty>;
  return (
    <ul className="space-y-2">
      {items.slice(0, userDetailListLimit).map((item) => {
        const r = props.row(item);
        return (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface-850 px-3 py-2 text-sm">
            <span className="font-mono text-white" title={r.title}>
              {r.reference}
            </span>
            <Badge tone={r.good ? 'green' : r.status === 'failed' ? 'red' : 'yellow'}>{r.status}</Badge>
            <span className="tabular-nums text-slate-100">{formatAmount(r.amount)}</span>
            <span className="text-slate-400">{formatDate(item.createdAt)}</span>
            <a
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-300 hover:text-brand-200 focus-visible:outline-2 focus-visible:outline-accent-400"
            >
              <span aria-hidden="true">
                <Trans>View</Trans>
              </span>
              <span className="sr-only">{r.link(r.linkLabel)}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
