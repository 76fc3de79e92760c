import { useState } from 'react';
import type { User } from '@crp/shared';
import { steamLinkFailureMessage } from '@crp/shared/steam-ids';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LazyConfirmDialog as ConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { SteamFacts } from '../../../components/ui/steam-facts.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { steamLinkHref, useRefreshSteam, useUnlinkSteam } from '../steam-mutations.ts';

/** What the dashboard was told by the link callback (`?steam=linked|failed&reason=…`). */
export interface SteamLinkOutcome {
  result: string | null;
  reason: string | null;
}

/**
 * The dashboard's "Steam account" card (D33): link through Steam's sign-in, the account's facts,
 * refresh, and unlink behind the one confirmation dialog. A failed link says why.
 */
export function SteamAccountCard({ user, outcome }: { user: User; outcome?: SteamLinkOutcome }) {
  const steam = user.steam ?? null;
  const [confirming, setConfirming] = useState(false);
  const unlink = useUnlinkSteam();
  const refresh = useRefreshSteam();

  return (
    <Card>
      <h2 className="text-xl font-bold text-white">Steam account</h2>
      {outcome?.result === 'failed' ? (
        <p role="alert" className="mt-3 rounded-md border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-200">
          {steamLinkFailureMessage(outcome.reason)}
        </p>
      ) : outcome?.result === 'linked' && steam ? (
        <p role="status" className="mt-3 rounded-md border border-emerald-500/40 bg-emerald-500/10 px-3 py-2 text-sm text-emerald-200">
          Your Steam account is linked.
        </p>
      ) : null}
      {steam ? (
        <>
          <div className="mt-3">
            <SteamFacts steam={steam} own />
          </div>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              variant="secondary"
              size="sm"
              disabled={refresh.isPending}
              onClick={() =>
                refresh.mutate(undefined, {
                  onSuccess: (result) =>
                    result.steam?.stale ? toast.error('Steam could not be reached: showing the facts we had.') : toast.success('Steam account refreshed'),
                  onError: (err) => toast.error(errorMessage(err, 'Could not refresh your Steam account. Please try again.')),
                })
              }
            >
              {refresh.isPending ? 'Refreshing...' : 'Refresh'}
            </Button>
            <Button variant="ghost" size="sm" className="text-red-300 hover:text-red-200" onClick={() => setConfirming(true)}>
              Unlink
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-300">
            Link your Steam account so staff know who you are in game. Some applications ask for it, or for a number of hours in Garry&apos;s Mod.
            You sign in on Steam&apos;s own page; we never see your Steam password.
          </p>
          <a href={steamLinkHref} className={buttonClass('primary', 'md', 'mt-4')}>
            Link Steam account
          </a>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Unlink Steam account"
        confirmLabel="Unlink"
        busyLabel="Unlinking..."
        tone="danger"
        busy={unlink.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          unlink.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Steam account unlinked');
            },
            onError: (err) => toast.error(errorMessage(err, 'Could not unlink your Steam account. Please try again.')),
          })
        }
      >
        <p>Forms that need a linked Steam account will not accept your applications until you link one again.</p>
      </ConfirmDialog>
    </Card>
  );
}
