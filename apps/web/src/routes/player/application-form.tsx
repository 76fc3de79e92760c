import { useParams } from 'react-router';
import { useAuth } from '../../features/auth/use-auth.ts';
import { ApplicationFormScreen } from '../../features/applications/components/application-form-screen.tsx';

/** /application-form/{slug} (and /application-form without a slug). The route guard guarantees a user. */
export default function ApplicationFormPage() {
  const { slug } = useParams();
  const { user } = useAuth();
  if (!user) return null;
  return <ApplicationFormScreen slug={slug} discordId={user.discordId} />;
}
