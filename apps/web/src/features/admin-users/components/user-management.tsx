import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/card.tsx';
import { LoadingBlock, Spinner } from '../../../components/ui/spinner.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { adminUsersQuery } from '../api.ts';
import { useUserSearch } from '../use-user-search.ts';
import { UserRow } from './user-row.tsx';

/** User management (admin-area §2.7): search, counters and one page of members with their details. */
export function UserManagement() {
  const { t } = useLingui();
  const { q, page, text, setText, setPage, pageSize } = useUserSearch();
  const list = useQuery(adminUsersQuery({ q, page, pageSize }));

  if (list.isPending) return <LoadingBlock label={t`Loading users...`} />;
  if (list.isError) {
    return (
      <EmptyState
        title={t`Failed to fetch users`}
        lines={[list.error.message]}
        action={
          <Button variant="secondary" onClick={() => void list.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      />
    );
  }

  const { users, total, stats } = list.data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const shown = users.length;
  const current = Math.min(page, pageCount);
  return (
    <div className="space-y-6">
      <section aria-label={t`User counts`} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t`Total Users`} value={stats.totalUsers} tone="brand" icon={<UsersIcon />} />
        <StatCard label={t`With Applications`} value={stats.withApplications} tone="blue" icon={<FileIcon />} />
        <StatCard
          label={t`With Orders`}
          value={stats.withOrders ?? '—'}
          tone="green"
          icon={<CartIcon />}
          hint={stats.withOrders === null ? t`Store unavailable` : undefined}
        />
        <StatCard label={t`Admin Users`} value={stats.adminUsers} tone="purple" icon={<ShieldIcon />} />
      </section>

      <div className="rounded-2xl border border-surface-700 bg-surface-850/80 shadow-xl shadow-black/20">
        <div className="flex flex-wrap items-center justify-between gap-4 border-b border-surface-700 p-4">
          <div className="relative w-full max-w-md">
            <label htmlFor="user-search" className="sr-only">
              <Trans>Search users</Trans>
            </label>
            <input
              id="user-search"
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t`Search by name, email or Discord ID...`}
              maxLength={100}
              className="w-full rounded-lg border border-surface-600 bg-surface-900 px-3 py-2 pr-9 text-sm text-white placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-accent-400"
            />
            {list.isFetching ? (
              <span className="absolute right-3 top-2.5" aria-hidden="true">
                <Spinner className="h-4 w-4" />
              </span>
            ) : null}
          </div>
          <p className="text-sm text-slate-300" aria-live="polite">
            <Trans>
              Showing {shown} of {total} users
            </Trans>
          </p>
        </div>

        {users.length === 0 ? (
          <div className="p-6">
            <EmptyState title={t`No users found`} lines={[t`Try adjusting your search criteria`]} />
          </div>
        ) : (
          <ul className={`divide-y divide-surface-700 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
            {users.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </ul>
        )}

        {total > pageSize ? (
          <nav aria-label={t`Pages`} className="flex items-center justify-between gap-4 border-t border-surface-700 p-4 text-sm text-slate-300">
            <span>
              <Trans>
                Page {current} of {pageCount}
              </Trans>
            </span>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <Trans>Previous</Trans>
              </Button>
              <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
                <Trans>Next</Trans>
              </Button>
            </div>
          </nav>
        ) : null}
      </div>
    </div>
  );
}

const icon = (d: string) => (
  <svg viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5" aria-hidden="true">
    <path fillRule="evenodd" clipRule="evenodd" d={d} />
  </svg>
);
const UsersIcon = () =>
  icon(
    'M10 9a3 3 0 100-6 3 3 0 000 6zM6 8a2 2 0 11-4 0 2 2 0 014 0zM1.49 15.326a.78.78 0 01-.358-.442 3 3 0 014.308-3.516 6.484 6.484 0 00-1.905 3.959c-.023.222-.014.442.025.654a4.97 4.97 0 01-2.07-.655zM16.44 15.98a4.97 4.97 0 002.07-.654.78.78 0 00.357-.442 3 3 0 00-4.308-3.517 6.484 6.484 0 011.907 3.96 2.32 2.32 0 01-.026.654zM18 8a2 2 0 11-4 0 2 2 0 014 0zM5.304 16.19a.844.844 0 01-.277-.71 5 5 0 019.947 0 .843.843 0 01-.277.71A6.975 6.975 0 0110 18a6.974 6.974 0 01-4.696-1.81z',
  );
const FileIcon = () =>
  icon(
    'M4.5 2A1.5 1.5 0 003 3.5v13A1.5 1.5 0 004.5 18h11a1.5 1.5 0 001.5-1.5V7.621a1.5 1.5 0 00-.44-1.06l-4.12-4.122A1.5 1.5 0 0011.378 2H4.5zm2.25 8.5a.75.75 0 000 1.5h6.5a.75.75 0 000-1.5h-6.5zm0 3a.75.75 0 000 1.5h6.5a.75.75 0 000-1.5h-6.5z',
  );
const CartIcon = () =>
  icon(
    'M1 1.75A.75.75 0 011.75 1h1.628a1.75 1.75 0 011.734 1.51L5.18 3H17.25a.75.75 0 01.73.93l-1.5 6a.75.75 0 01-.73.57H6.38l.2 1.5h8.67a.75.75 0 010 1.5H5.92a.75.75 0 01-.74-.64L3.626 2.71a.25.25 0 00-.248-.21H1.75A.75.75 0 011 1.75zM6 17.5a1.5 1.5 0 113 0 1.5 1.5 0 01-3 0zm8-1.5a1.5 1.5 0 100 3 1.5 1.5 0 000-3z',
  );
const ShieldIcon = () =>
  icon(
    'M9.661 2.237a.531.531 0 01.678 0 11.947 11.947 0 007.078 2.749.5.5 0 01.479.425c.069.52.104 1.05.104 1.59 0 5.162-3.26 9.563-7.834 11.256a.48.48 0 01-.332 0C5.26 16.564 2 12.163 2 7c0-.538.035-1.069.104-1.589a.5.5 0 01.48-.425 11.947 11.947 0 007.077-2.75z',
  );
