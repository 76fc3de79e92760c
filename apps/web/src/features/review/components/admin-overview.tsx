import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { formatNumber } from '../../../lib/dates.ts';
import { overdueCountQuery, responseCountsQuery } from '../api.ts';
import { Icon, type IconName } from './icons.tsx';

/**
 * The admin dashboard's body (admin-area §2.1, D2): three counters from the aggregate counts and the
 * two link cards. A failed load shows zeros (the spec) with a quiet note rather than an error screen.
 */
export function AdminOverview({ canReview, canManage }: { canReview: boolean; canManage: boolean }) {
  const { t } = useLingui();
  const counts = useQuery(responseCountsQuery);
  const overdue = useQuery(overdueCountQuery);
  const value = (n: number | undefined) => (counts.isPending ? '—' : formatNumber(n ?? 0));
  return (
    <>
      <section aria-label={t`Overview`} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t`Total Applications`} value={value(counts.data?.total)} tone="brand" icon={<Icon name="document" />} />
        <StatCard label={t`Pending Review`} value={value(counts.data?.pendingReview)} tone="blue" icon={<Icon name="clock" />} />
        <StatCard label={t`Pending Interview`} value={value(counts.data?.pendingInterview)} tone="purple" icon={<Icon name="calendar" />} />
        <StatCard
          label={t`Overdue`}
          value={overdue.isPending ? '—' : formatNumber(overdue.data ?? 0)}
          tone="red"
          icon={<Icon name="clock" />}
          hint={
            canReview ? (
              <Link to={`${paths.admin.responses.href(true)}&overdue=true`} className="text-red-200 underline-offset-2 hover:underline">
                <Trans>Open past their form's review target</Trans>
              </Link>
            ) : (
              t`Open past their form's review target`
            )
          }
        />
      </section>
      {counts.isError ? <p className="mt-2 text-xs text-slate-400"><Trans>The counts could not be loaded right now; they show zero until the next visit.</Trans></p> : null}
      <div className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-2">
        {canReview ? (
          <LinkCard to={paths.admin.responses.href(true)} icon="inbox" title={t`View Responses`}>
            <Trans>Review submitted applications and survey answers, take them for review and record decisions.</Trans>
          </LinkCard>
        ) : null}
        {canManage ? (
          <LinkCard to={paths.admin.applications.href(true)} icon="cog" title={t`Manage Applications`}>
            <Trans>Create and edit application forms and surveys, their questions, Discord roles and webhooks.</Trans>
          </LinkCard>
        ) : null}
      </div>
    </>
  );
}

function LinkCard({ to, icon, title, children }: { to: string; icon: IconName; title: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="group flex gap-4 rounded-2xl border border-surface-700 bg-surface-850/80 p-6 shadow-xl shadow-black/20 transition-colors hover:border-brand-500/60 hover:bg-surface-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-500/15 text-brand-300" aria-hidden="true">
        <Icon name={icon} className="h-6 w-6" />
      </span>
      <span>
        <span className="flex items-center gap-2 text-lg font-bold text-white">
          {title}
          <span aria-hidden="true" className="text-brand-300 transition-transform group-hover:translate-x-0.5">
            →
          </span>
        </span>
        <span className="mt-1 block text-sm text-slate-300">{children}</span>
      </span>
    </Link>
  );
}
