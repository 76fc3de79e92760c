import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '../../components/ui/admin-page.tsx';
import { AuditLogView } from '../../features/audit-log/components/audit-log.tsx';

export default function Page() {
  const { t } = useLingui();
  return (
    <AdminPage title={t`Audit Log`} subtitle={t`Every staff action, who did it and what changed.`}>
      <AuditLogView />
    </AdminPage>
  );
}
