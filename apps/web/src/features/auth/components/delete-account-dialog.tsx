import { useId, useState } from 'react';
import type { User } from '@crp/shared';
import { LazyConfirmDialog as ConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteAccount } from '../account-mutations.ts';

/**
 * 'Delete my account' (D28): says what is erased and what staff keep, and enables the button only
 * once the member has typed their username.
 */
export function DeleteAccountDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const deletion = useDeleteAccount();
  const inputId = useId();
  const matches = typed.trim() === user.username;
  const close = () => {
    setTyped('');
    deletion.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title="Delete your account?"
      confirmLabel="Delete my account"
      busyLabel="Deleting..."
      tone="danger"
      busy={deletion.isPending}
      confirmDisabled={!matches}
      onConfirm={() => matches && deletion.mutate()}
      onClose={close}
    >
      <div className="space-y-3 text-sm text-slate-300">
        <p>This cannot be undone. When you delete your account:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>your open applications are withdrawn and the Discord roles they gave you are removed;</li>
          <li>you are signed out everywhere;</li>
          <li>your name, avatar, e-mail and Discord roles are erased from this site.</li>
        </ul>
        <p>
          Staff keep the answers you already sent, shown as <strong className="text-slate-100">Deleted user</strong>. Signing in with Discord again later starts
          a new, empty account.
        </p>
        <label htmlFor={inputId} className="block pt-2 font-medium text-slate-200">
          Type your username <span className="font-mono text-white">{user.username}</span> to confirm
        </label>
        <input
          id={inputId}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          className="w-full rounded-lg border border-surface-600 bg-surface-900 px-3 py-2 text-slate-100 focus-visible:outline-2 focus-visible:outline-accent-400"
        />
        {deletion.isError ? (
          <p role="alert" className="text-red-300">
            {errorMessage(deletion.error, 'Failed to delete your account. Please try again.')}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
