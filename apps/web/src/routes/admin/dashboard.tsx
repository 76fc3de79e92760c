import { useLingui } from '@lingui/react/macro';
import { hasRole } from '@crp/shared/roles';
import { AdminPage, AdminSideNav } from '../../components/ui/admin-page.tsx';
import { useAuth } from '../../features/auth/use-auth.ts';
import { AdminOverview } from '../../features/review/components/admin-overview.tsx';
import { useSiteConfig } from '../../features/site/api.ts';

/** /admin (admin-area §2.1): side navigation, the three counters and the two link cards. */
export default function AdminDashboardPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const { storeUrl } = useSiteConfig();
  if (!user) return null;
  return (
    <AdminPage
      title={t`Application Management`}
      subtitle={t`Applications, surveys and the responses waiting for a decision.`}
      sidebar={<AdminSideNav user={user} storeUrl={storeUrl} />}
    >
      <AdminOverview canReview={hasRole(user, 'reviewer')} canManage={hasRole(user, 'application_manager')} />
    </AdminPage>
  );
}
