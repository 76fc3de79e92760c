import { useAuth } from '../../features/auth/use-auth.ts';
import { ServerStatusView } from '../../features/servers/components/server-status-view.tsx';

/** /servers and /server-status: the same view (player-area §2). */
export default function ServerStatusPage() {
  const { user } = useAuth();
  return <ServerStatusView isAdmin={Boolean(user?.isAdmin)} />;
}
