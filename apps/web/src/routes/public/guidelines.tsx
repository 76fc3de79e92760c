import { useAuth } from '../../features/auth/use-auth.ts';
import { ContentPage } from '../../features/pages/components/content-page.tsx';

/** /guidelines: public; admins may edit. */
export default function GuidelinesPage() {
  const { user } = useAuth();
  return <ContentPage pageKey="guidelines" canEdit={Boolean(user?.isAdmin)} />;
}
