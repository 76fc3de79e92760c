import { AdminPage } from '../../components/ui/admin-page.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { PagesAdmin } from '../../features/pages/components/pages-admin.tsx';
import { pagesAdminTexts } from '../../features/pages/pages-admin.texts.ts';

/** /admin/pages (admins, D39). */
export default function Page() {
  usePageTitle(pagesAdminTexts.pageTitle);
  return (
    <AdminPage title={pagesAdminTexts.pageTitle} subtitle={pagesAdminTexts.pageSubtitle}>
      <PagesAdmin />
    </AdminPage>
  );
}
