import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '../../components/ui/admin-page.tsx';
import { SystemStatus } from '../../features/system-status/components/system-status.tsx';

export default function Page() {
  const { t } = useLingui();
  return (
    <AdminPage title={t`System Status`} subtitle={t`Health of the database, the store and Discord, checked every 30 seconds.`}>
      <SystemStatus />
    </AdminPage>
  );
}
