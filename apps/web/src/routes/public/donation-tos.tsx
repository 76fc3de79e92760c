import { useAuth } from '../../features/auth/use-auth.ts';
import { ContentPage } from '../../features/pages/components/content-page.tsx';

/** /donation-tos: public; admins may edit. */
export default function DonationTermsPage() {
  const { user } = useAuth();
  return <ContentPage pageKey="donation-tos" canEdit={Boolean(user?.isAdmin)} />;
}
