import { msg } from '@lingui/core/macro';
import { useRef, type ReactNode } from 'react';
import { translate } from '../../lib/i18n.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { Spinner } from './spinner.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions: red confirm button, focus starts on Cancel. */
  tone?: 'danger' | 'primary';
  /** The action runs: spinner and disabled confirm, Cancel disabled, closing blocked. */
  busy?: boolean;
  /** The confirm button's text while busy (e.g. 'Deleting...'); defaults to `confirmLabel`. */
  busyLabel?: string;
  size?: 'md' | 'lg' | 'xl';
  /** The confirm button stays disabled until the caller's condition holds (e.g. the name was typed). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The one confirmation dialog. The caller owns the pending state (`busy`, usually
 * `mutation.isPending`) and closes it on success; while busy nothing closes it.
 */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  busy = false,
  busyLabel,
  size,
  confirmDisabled = false,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      title={title}
      size={size}
      onClose={onClose}
      dismissible={!busy}
      initialFocusRef={tone === 'danger' ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel ?? translate(msg`Cancel`)}
          </Button>
          <Button
            ref={confirmRef}
            variant={tone}
            onClick={() => !busy && !confirmDisabled && onConfirm()}
            disabled={busy || confirmDisabled}
            aria-busy={busy || undefined}
          >
            {busy ? <Spinner className="h-4 w-4" /> : null}
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
