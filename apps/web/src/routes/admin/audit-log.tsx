import { AdminPage } from '../../components/ui/admin-page.tsx';
import { AuditLogView } from '../../features/audit-log/components/audit-log.tsx';

export default function Page() {
  return (
    <AdminPage title="Audit Log" subtitle="Every staff action, who did it and what changed.">
      <AuditLogView />
    </AdminPage>
  );
}
