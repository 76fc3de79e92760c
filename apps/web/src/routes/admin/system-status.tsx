import { AdminPage } from '../../components/ui/admin-page.tsx';
import { SystemStatus } from '../../features/system-status/components/system-status.tsx';

export default function Page() {
  return (
    <AdminPage title="System Status" subtitle="Health of the database, the store and Discord, checked every 30 seconds.">
      <SystemStatus />
    </AdminPage>
  );
}
