import { Trans, useLingui } from '@lingui/react/macro';
import { LazyConfirmDialog as ConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';

interface WithdrawModalProps {
  title: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The withdraw confirmation (player-area §2 Dashboard). */
export function WithdrawModal({ title, pending, onCancel, onConfirm }: WithdrawModalProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={title !== null}
      title={t`Withdraw Application`}
      tone="danger"
      confirmLabel={t`Yes, Withdraw`}
      busyLabel={t`Withdrawing...`}
      busy={pending}
      onClose={onCancel}
      onConfirm={onConfirm}
    >
      <p className="text-slate-200">
        <Trans>Are you sure you want to withdraw your application for "{title}"?</Trans>
      </p>
      <p className="mt-3 text-sm text-slate-400">
        <Trans>This action cannot be undone. You will need to resubmit a new application if you change your mind.</Trans>
      </p>
    </ConfirmDialog>
  );
}
