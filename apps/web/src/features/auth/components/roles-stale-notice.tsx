import type { User } from '@crp/shared';
import { formatDateTime } from '../../../lib/dates.ts';

/** What staff screens say when Discord did not answer the last roles re-read (D43 a). */
export const rolesStaleText = {
  notice: (since: string) => `Discord did not answer; your roles are as of ${since}.`,
  unknownTime: 'your last sign-in',
} as const;

/**
 * D43 (a): the server read the member's Discord roles again, Discord did not answer, and the roles
 * read before stand. Staff screens say since when (the status call's rolesCheckedAt).
 */
export function RolesStaleNotice({ user }: { user: Pick<User, 'rolesStale' | 'rolesCheckedAt'> }) {
  if (!user.rolesStale) return null;
  const since = formatDateTime(user.rolesCheckedAt) || rolesStaleText.unknownTime;
  return (
    <div role="status" className="mx-auto mb-4 max-w-7xl rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-2 text-sm text-amber-200">
      {rolesStaleText.notice(since)}
    </div>
  );
}
