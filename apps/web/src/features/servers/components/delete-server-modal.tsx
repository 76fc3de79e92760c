import type { Server } from '@crp/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteServer } from '../mutations.ts';

/** Delete confirmation naming the server (player-area §4). */
export function DeleteServerModal({ server, onClose }: { server: Server | null; onClose(): void }) {
  const remove = useDeleteServer(onClose);
  return (
    <ConfirmDialog
      open={server !== null}
      title="Delete Server"
      tone="danger"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => server && remove.mutate(server.id)}
    >
      <p className="text-slate-200">
        Are you sure you want to delete <strong className="text-white">&quot;{server?.name}&quot;</strong>?
      </p>
      <p className="mt-2 text-sm text-slate-400">Its status history is removed too. This action cannot be undone.</p>
    </ConfirmDialog>
  );
}
