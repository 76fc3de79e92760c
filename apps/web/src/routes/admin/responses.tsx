import { AdminPage } from '../../components/ui/admin-page.tsx';
import { ExportCsvLink, ResponseDashboard } from '../../features/review/components/response-dashboard.tsx';

/** /admin/responses (admin-area §2.2): every submitted response, filtered and paged on the server. */
export default function AdminResponsesPage() {
  return (
    <AdminPage title="Response Dashboard" subtitle="Applications and survey answers from the community." actions={<ExportCsvLink />}>
      <ResponseDashboard />
    </AdminPage>
  );
}
