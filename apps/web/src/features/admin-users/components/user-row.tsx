import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { AdminUser } from '@crp/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { initialOf, userName } from '../display.ts';
import { UserDetails } from './user-details.tsx';

/** One member: initial avatar, name, 'Admin' badge, e-mail, Joined, and 'View Details' (admin-area §2.7). */
export function UserRow({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const name = userName(user);
  const joined = formatDate(user.createdAt);
  return (
    <li className="p-4 sm:px-6">
      <div className="flex flex-wrap items-center gap-4">
        <div
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-lg font-bold text-white"
          aria-hidden="true"
        >
          {initialOf(user)}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="truncate text-base font-semibold text-white">{name}</h2>
            {user.isAdmin ? (
              <Badge tone="purple">
                <Trans>Admin</Trans>
              </Badge>
            ) : null}
          </div>
          <p className="truncate text-sm text-slate-300">{user.email || <Trans>No email</Trans>}</p>
        </div>
        <p className="text-sm text-slate-400">
          <Trans>Joined {joined}</Trans>
        </p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((v) => !v)}
          className="rounded-lg border border-surface-600 bg-surface-800 px-3 py-1.5 text-sm font-semibold text-slate-100 hover:bg-surface-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
        >
          {open ? <Trans>Hide Details</Trans> : <Trans>View Details</Trans>}{' '}
          <span className="sr-only">
            <Trans>for {name}</Trans>
          </span>
        </button>
      </div>
      {open ? (
        <div id={detailsId}>
          <UserDetails user={user} />
        </div>
      ) : null}
    </li>
  );
}
