import type { Server } from '@crp/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useDeleteServer } from '../api.ts';

/** Delete confirmation naming the server (player-area §4). */
export function DeleteServerModal({ server, onClose }: { server: Server | null; onClose(): void }) {
  const remove = useDeleteServer(onClose);
  return (
    <Modal
      open={server !== null}
      onClose={onClose}
      title="Delete Server"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => server && remove.mutate(server.id)} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      <p className="text-slate-200">
        Are you sure you want to delete <strong className="text-white">&quot;{server?.name}&quot;</strong>?
      </p>
      <p className="mt-2 text-sm text-slate-400">Its status history is removed too. This action cannot be undone.</p>
    </Modal>
  );
}
