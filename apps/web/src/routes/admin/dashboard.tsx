import { hasRole } from '@crp/shared/roles';
import { AdminPage, AdminSideNav } from '../../components/ui/admin-page.tsx';
import { useAuth } from '../../features/auth/use-auth.ts';
import { AdminOverview } from '../../features/review/components/admin-overview.tsx';
import { useSiteConfig } from '../../features/site/api.ts';

/** /admin (admin-area §2.1): side navigation, the three counters and the two link cards. */
export default function AdminDashboardPage() {
  const { user } = useAuth();
  const { storeUrl } = useSiteConfig();
  if (!user) return null;
  return (
    <AdminPage
      title="Application Management"
      subtitle="Applications, surveys and the responses waiting for a decision."
      sidebar={<AdminSideNav user={user} storeUrl={storeUrl} />}
    >
      <AdminOverview canReview={hasRole(user, 'reviewer')} canManage={hasRole(user, 'application_manager')} />
    </AdminPage>
  );
}
