import { AdminPage } from '../../components/ui/admin-page.tsx';
import { InsightsView } from '../../features/insights/components/insights-view.tsx';
import { insightsTexts as text } from '../../features/insights/insights.texts.ts';

/** /admin/insights (D42): admins and managers. */
export default function AdminInsightsPage() {
  return (
    <AdminPage title={text.title} subtitle={text.subtitle}>
      <InsightsView />
    </AdminPage>
  );
}
