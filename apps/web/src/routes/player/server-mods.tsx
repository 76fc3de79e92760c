import { useParams } from 'react-router';
import { ServerModsView } from '../../features/servers/components/server-mods-view.tsx';

/** /server/{serverId}/mods */
export default function ServerModsPage() {
  const { serverId } = useParams();
  return <ServerModsView serverId={/^\d+$/.test(serverId ?? '') ? Number(serverId) : NaN} />;
}
