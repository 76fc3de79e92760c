import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '../../components/ui/admin-page.tsx';
import { UserManagement } from '../../features/admin-users/components/user-management.tsx';

export default function Page() {
  const { t } = useLingui();
  return (
    <AdminPage title={t`User Management`} subtitle={t`Members, their permissions, applications and store activity.`}>
      <UserManagement />
    </AdminPage>
  );
}
