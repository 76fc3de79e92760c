import { AdminPage } from '../../components/ui/admin-page.tsx';
import { GameServersView } from '../../features/game-servers/components/game-servers-view.tsx';
import { gameServersTexts } from '../../features/game-servers/game-servers.texts.ts';

export default function Page() {
  return (
    <AdminPage title={gameServersTexts.pageTitle} subtitle={gameServersTexts.pageSubtitle}>
      <GameServersView />
    </AdminPage>
  );
}
