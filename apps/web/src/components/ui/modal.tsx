import { msg } from '@lingui/core/macro';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { translate } from '../../lib/i18n.ts';
import { DialogToaster } from './toaster.tsx';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  /** False while something is pending: Escape, the backdrop and the close button do nothing. */
  dismissible?: boolean;
  /** Receives focus when the dialog opens (default: the first focusable element, the close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** An accessible dialog on the native <dialog>: focus is trapped, Escape closes, focus returns. */
export function Modal({ open, title, onClose, children, footer, size = 'md', dismissible = true, initialFocusRef }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal?.();
      initialFocusRef?.current?.focus();
    }
    if (!open && dialog.open) dialog.close?.();
  }, [open, initialFocusRef]);
  const close = () => {
    if (dismissible) onClose();
  };
  const width = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' }[size];
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onClick={(e) => {
        if (e.target === ref.current) close();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${width} rounded-2xl border border-surface-600 bg-surface-850 p-0 text-slate-100 shadow-2xl backdrop:bg-black/70 backdrop:backdrop-blur-sm`}
    >
      {open ? (
        <div className="flex max-h-[85vh] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-surface-700 px-6 py-4">
            <h2 id={titleId} className="text-lg font-bold text-white">
              {title}
            </h2>
            <button
              type="button"
              onClick={close}
              disabled={!dismissible}
              aria-label={translate(msg`Close`)}
              className="rounded-md p-1 text-slate-400 hover:bg-surface-700 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-50"
            >
              <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
                <path d="M6.28 5.22a.75.75 0 00-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 101.06 1.06L10 11.06l3.72 3.72a.75.75 0 101.06-1.06L11.06 10l3.72-3.72a.75.75 0 00-1.06-1.06L10 8.94 6.28 5.22z" />
              </svg>
            </button>
          </div>
          <div className="overflow-y-auto px-6 py-5">{children}</div>
          {footer ? <div className="flex flex-wrap justify-end gap-2 border-t border-surface-700 px-6 py-4">{footer}</div> : null}
          <DialogToaster />
        </div>
      ) : null}
    </dialog>
  );
}
