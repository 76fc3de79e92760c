import { Trans, useLingui } from '@lingui/react/macro';
import type { Server } from '@crp/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteServer } from '../mutations.ts';

/** Delete confirmation naming the server (player-area §4). */
export function DeleteServerModal({ server, onClose }: { server: Server | null; onClose(): void }) {
  const { t } = useLingui();
  const remove = useDeleteServer(onClose);
  const name = server?.name;
  return (
    <ConfirmDialog
      open={server !== null}
      title={t`Delete Server`}
      tone="danger"
      confirmLabel={t`Delete`}
      busyLabel={t`Deleting...`}
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => server && remove.mutate(server.id)}
    >
      <p className="text-slate-200">
        <Trans>
          Are you sure you want to delete <strong className="text-white">&quot;{name}&quot;</strong>?
        </Trans>
      </p>
      <p className="mt-2 text-sm text-slate-400">
        <Trans>Its status history is removed too. This action cannot be undone.</Trans>
      </p>
    </ConfirmDialog>
  );
}
