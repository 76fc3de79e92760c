import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const username = user.username;
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
      title={t`Delete your account?`}
      confirmLabel={t`Delete my account`}
      busyLabel={t`Deleting...`}
      tone="danger"
      busy={deletion.isPending}
      confirmDisabled={!matches}
      onConfirm={() => matches && deletion.mutate()}
      onClose={close}
    >
      <div className="space-y-3 text-sm text-slate-300">
        <p>
          <Trans>This cannot be undone. When you delete your account:</Trans>
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <Trans>your open applications are withdrawn and the Discord roles they gave you are removed;</Trans>
          </li>
          <li>
            <Trans>you are signed out everywhere;</Trans>
          </li>
          <li>
            <Trans>your name, avatar, e-mail and Discord roles are erased from this site.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Staff keep the answers you already sent, shown as <strong className="text-slate-100">Deleted user</strong>. Signing in with Discord again later
            starts a new, empty account.
          </Trans>
        </p>
        <label htmlFor={inputId} className="block pt-2 font-medium text-slate-200">
          <Trans>
            Type your username <span className="font-mono text-white">{username}</span> to confirm
          </Trans>
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
            {errorMessage(deletion.error, t`Failed to delete your account. Please try again.`)}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
