import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { User } from '@crp/shared';
import { displayNameOf, hasRole } from '@crp/shared/roles';
import { paths, storePaths } from '../../app/paths.ts';
import { Button, ButtonLink, ExternalButtonLink } from '../../components/ui/button.tsx';
import { DownloadMyData } from '../../features/auth/components/download-my-data.tsx';
import { Card, PageHeader } from '../../components/ui/card.tsx';
import { CollapsibleSection } from '../../components/ui/collapsible-section.tsx';
import { MyApplicationsList } from '../../features/applications/components/my-applications-list.tsx';
import { useMyApplications } from '../../features/applications/use-my-applications.ts';
import { useAuth } from '../../features/auth/use-auth.ts';
import { useSiteConfig } from '../../features/site/api.ts';
import { recentOrdersQuery } from '../../features/store/api.ts';
import { OrderList } from '../../features/store/components/order-list.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import { formatDate } from '../../lib/dates.ts';
import { useSearchParams } from 'react-router';
import { SteamAccountCard } from '../../features/auth/components/steam-account-card.tsx';

// Deleting the account is rare: its dialog (and the deletion's code) loads when it opens (decision 0038).
const DeleteAccountDialog = lazy(() => import('../../features/auth/components/delete-account-dialog.tsx').then((m) => ({ default: m.DeleteAccountDialog })));

function ProfileRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 border-b border-surface-700/70 py-3 last:border-0">
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className="break-all text-sm font-medium text-slate-100">{children}</dd>
    </div>
  );
}

function ProfileCard({ user }: { user: User }) {
  const { t } = useLingui();
  const [deleting, setDeleting] = useState(false);
  return (
    <Card>
      <h2 className="text-xl font-bold text-white">
        <Trans>Profile Information</Trans>
      </h2>
      <dl className="mt-3">
        <ProfileRow label={t`Username`}>{user.username}</ProfileRow>
        <ProfileRow label={t`Discord ID`}>{user.discordId}</ProfileRow>
        <ProfileRow label={t`Email`}>{user.email || t`Not provided`}</ProfileRow>
        <ProfileRow label={t`Member Since`}>{formatDate(user.createdAt)}</ProfileRow>
      </dl>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
        <DownloadMyData user={user} />
        <Button variant="ghost" size="sm" className="text-red-300 hover:text-red-200" onClick={() => setDeleting(true)}>
          <Trans>Delete my account</Trans>
        </Button>
      </div>
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog user={user} open onClose={() => setDeleting(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}

function QuickActions({ user }: { user: User }) {
  const { storeUrl } = useSiteConfig();
  return (
    <Card>
      <h2 className="text-xl font-bold text-white">
        <Trans>Quick Actions</Trans>
      </h2>
      <div className="mt-5 grid gap-3">
        <ExternalButtonLink href={storePaths(storeUrl).orders} variant="secondary">
          <Trans>Order History</Trans>
        </ExternalButtonLink>
        <ButtonLink to={paths.myResponses.href(true)} variant="secondary">
          <Trans>My Responses</Trans>
        </ButtonLink>
        {hasRole(user, 'application_manager') ? (
          <ButtonLink to={paths.admin.applications.href()} variant="secondary">
            <Trans>Manage Applications</Trans>
          </ButtonLink>
        ) : null}
        {hasRole(user, 'reviewer') ? (
          <ButtonLink to={paths.admin.responses.href()} variant="secondary">
            <Trans>View Responses</Trans>
          </ButtonLink>
        ) : null}
      </div>
    </Card>
  );
}

function RecentOrders() {
  const { t } = useLingui();
  const { storeUrl } = useSiteConfig();
  const orders = useQuery(recentOrdersQuery);
  const count = orders.isPending ? undefined : (orders.data?.recentOrders.length ?? 0);
  return (
    <CollapsibleSection title={t`Recent Orders`} itemCount={count}>
      {orders.isPending ? <LoadingBlock label={t`Loading orders...`} /> : <OrderList orders={orders.data?.recentOrders ?? []} storeUrl={storeUrl} />}
    </CollapsibleSection>
  );
}

/** /dashboard (player-area §2): profile, quick actions, application status and recent orders. */
export default function DashboardPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const mine = useMyApplications();
  // The Steam link callback lands here with ?steam=linked or ?steam=failed&reason=… (D33).
  const [search] = useSearchParams();
  if (!user) return null;
  // Failed loads are only logged (player-area §8): the section then shows its empty state.
  const name = displayNameOf(user);
  const applicationCount = mine.isPending ? undefined : (mine.data?.length ?? 0);

  return (
    <>
      <PageHeader title={t`Dashboard`} subtitle={t`Welcome back, ${name}!`} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ProfileCard user={user} />
        <QuickActions user={user} />
        <SteamAccountCard user={user} outcome={{ result: search.get('steam'), reason: search.get('reason') }} />
      </div>
      <div className="mt-8 space-y-6">
        <CollapsibleSection title={t`Application Status`} itemCount={applicationCount}>
          <MyApplicationsList responses={mine.data} loading={mine.isPending} />
        </CollapsibleSection>
        <RecentOrders />
      </div>
    </>
  );
}
