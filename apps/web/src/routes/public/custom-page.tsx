import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { paths } from '../../app/paths.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { Redirect } from '../../components/ui/redirect.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import { customPageQuery } from '../../features/pages/custom-page-api.ts';
import { PageView } from '../../features/pages/components/page-view.tsx';
import NotFoundPage from './not-found.tsx';

/** /p/{slug} (D39): a custom page; a members' page sends a visitor to sign in and back; an unknown or removed one is 'Page not found'. */
export default function CustomPageScreen() {
  const { t } = useLingui();
  const { slug = '' } = useParams();
  const { data, isPending, isError } = useQuery(customPageQuery(slug));
  const page = data && data !== 'members' ? data : null;
  usePageTitle(page ? page.title : data === null ? t`Page not found` : undefined);
  if (isPending) return <LoadingBlock />;
  if (data === 'members') return <Redirect to={paths.login.href(paths.customPage.href(slug))} replace />;
  if (!page || isError) return <NotFoundPage />;
  return <PageView page={{ title: page.title, subtitle: null, content: page.content }} updatedAt={page.updatedAt} />;
}
