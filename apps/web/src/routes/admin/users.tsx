import { AdminPage } from '../../components/ui/admin-page.tsx';
import { UserManagement } from '../../features/admin-users/components/user-management.tsx';

export default function Page() {
  return (
    <AdminPage title="User Management" subtitle="Members, their permissions, applications and store activity.">
      <UserManagement />
    </AdminPage>
  );
}
