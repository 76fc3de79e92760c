import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '../../components/ui/admin-page.tsx';
import { ExportCsvLink, ResponseDashboard } from '../../features/review/components/response-dashboard.tsx';

/** /admin/responses (admin-area §2.2): every submitted response, filtered and paged on the server. */
export default function AdminResponsesPage() {
  const { t } = useLingui();
  return (
    <AdminPage title={t`Response Dashboard`} subtitle={t`Applications and survey answers from the community.`} actions={<ExportCsvLink />}>
      <ResponseDashboard />
    </AdminPage>
  );
}
