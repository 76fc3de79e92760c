import { LazyConfirmDialog as ConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';

interface WithdrawModalProps {
  title: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The withdraw confirmation (player-area §2 Dashboard). */
export function WithdrawModal({ title, pending, onCancel, onConfirm }: WithdrawModalProps) {
  return (
    <ConfirmDialog
      open={title !== null}
      title="Withdraw Application"
      tone="danger"
      confirmLabel="Yes, Withdraw"
      busyLabel="Withdrawing..."
      busy={pending}
      onClose={onCancel}
      onConfirm={onConfirm}
    >
      <p className="text-slate-200">Are you sure you want to withdraw your application for "{title}"?</p>
      <p className="mt-3 text-sm text-slate-400">This action cannot be undone. You will need to resubmit a new application if you change your mind.</p>
    </ConfirmDialog>
  );
}
