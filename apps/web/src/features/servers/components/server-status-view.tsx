import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import type { Server } from '@crp/shared';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, PageHeader } from '../../../components/ui/card.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { translate } from '../../../lib/i18n.ts';
import { serversQuery } from '../api.ts';
import { useRefreshServer } from '../mutations.ts';
import { useNow } from '../lib/use-now.ts';
import { DeleteServerModal } from './delete-server-modal.tsx';
import { ServerCard } from './server-card.tsx';
import { ServerSummary } from './server-summary.tsx';

const LOAD_ERROR = msg`Failed to load server status`;
// Admins only, and it carries the address schema (zod): loaded when first opened, not in every visitor's first load.
const AddServerModal = lazy(() => import('./add-server-modal.tsx').then((m) => ({ default: m.AddServerModal })));

/** The Server Status page (/servers and /server-status): tiles, one card per server, admin tools. */
export function ServerStatusView({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useLingui();
  const servers = useQuery(serversQuery);
  const refresh = useRefreshServer();
  const now = useNow();
  const [adding, setAdding] = useState(false);
  // Mounted from its first opening on, so closing it keeps the dialog's own focus return.
  const [addOpened, setAddOpened] = useState(false);
  const [deleting, setDeleting] = useState<Server | null>(null);

  useEffect(() => {
    // Only when nothing can be shown: a failed background refetch keeps the cards on screen.
    if (servers.isError && !servers.data) toast.error(translate(LOAD_ERROR), { id: 'servers-load-error' });
  }, [servers.isError, servers.data]);

  const addButton = isAdmin ? (
    <Button onClick={() => (setAdding(true), setAddOpened(true))}>
      <Trans>Add Server</Trans>
    </Button>
  ) : null;

  let body;
  if (servers.isPending) body = <LoadingBlock label={t`Loading servers...`} />;
  else if (servers.isError && !servers.data) {
    body = (
      <EmptyState
        title={translate(LOAD_ERROR)}
        lines={[t`The server list could not be loaded. Check your connection and try again.`]}
        action={
          <Button variant="secondary" onClick={() => void servers.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      />
    );
  } else if (servers.data.length === 0) {
    body = <EmptyState title={t`No Servers Found`} lines={[t`Get started by adding your first server.`]} action={addButton} />;
  } else {
    body = (
      <>
        <ServerSummary servers={servers.data} />
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          {servers.data.map((server) => (
            <ServerCard
              key={server.id}
              server={server}
              now={now}
              isAdmin={isAdmin}
              refreshing={refresh.isPending && refresh.variables === server.id}
              onRefresh={() => refresh.mutate(server.id, { onError: () => void servers.refetch() })}
              onDelete={() => setDeleting(server)}
            />
          ))}
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t`Server Status`}
        subtitle={t`Live status of our game servers, refreshed every 30 seconds.`}
        actions={servers.data?.length ? addButton : null}
      />
      {body}
      {isAdmin ? (
        <>
          {addOpened ? (
            <Suspense fallback={null}>
              <AddServerModal open={adding} onClose={() => setAdding(false)} />
            </Suspense>
          ) : null}
          <DeleteServerModal server={deleting} onClose={() => setDeleting(null)} />
        </>
      ) : null}
    </>
  );
}
