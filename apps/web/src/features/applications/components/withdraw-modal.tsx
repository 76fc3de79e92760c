import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

interface WithdrawModalProps {
  title: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The withdraw confirmation (player-area §2 Dashboard). */
export function WithdrawModal({ title, pending, onCancel, onConfirm }: WithdrawModalProps) {
  return (
    <Modal
      open={title !== null}
      title="Withdraw Application"
      onClose={() => !pending && onCancel()}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={pending}>
            {pending ? 'Withdrawing...' : 'Yes, Withdraw'}
          </Button>
        </>
      }
    >
      <p className="text-slate-200">Are you sure you want to withdraw your application for "{title}"?</p>
      <p className="mt-3 text-sm text-slate-400">This action cannot be undone. You will need to resubmit a new application if you change your mind.</p>
    </Modal>
  );
}
