import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { User } from '@crp/shared';
import type { SteamLinkFailure } from '@crp/shared/steam-ids';
import { translate } from '../../../lib/i18n.ts';
import type { MessageDescriptor } from '../../../lib/lingui.tsx';
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

/** The shared steamLinkFailures, in the page's language (D40). */
const linkFailures: Record<SteamLinkFailure, MessageDescriptor> = {
  invalid: msg`Steam did not confirm the sign-in, so nothing was linked. Please try again.`,
  state: msg`That link attempt expired, was already used or was started in another browser. Please start again from this page.`,
  endpoint: msg`The answer did not come from Steam, so nothing was linked.`,
  claimed_id: msg`Steam did not name a valid personal Steam account, so nothing was linked.`,
  taken: msg`That Steam account is linked to another member.`,
  cancelled: msg`You cancelled the Steam sign-in; nothing was linked.`,
  unavailable: msg`Steam could not be reached to confirm the sign-in. Please try again in a few minutes.`,
  demo: msg`Linking a Steam account is not available in demo mode: the demo never contacts Steam.`,
};

/** Why a link failed (an unknown reason reads as 'invalid', as steamLinkFailureMessage). */
const linkFailureText = (reason: string | null | undefined): string =>
  translate((linkFailures as Record<string, MessageDescriptor>)[reason ?? ''] ?? linkFailures.invalid);

/**
 * The dashboard's "Steam account" card (D33): link through Steam's sign-in, the account's facts,
 * refresh, and unlink behind the one confirmation dialog. A failed link says why.
 */
export function SteamAccountCard({ user, outcome }: { user: User; outcome?: SteamLinkOutcome }) {
  const { t } = useLingui();
  const steam = user.steam ?? null;
  const [confirming, setConfirming] = useState(false);
  const unlink = useUnlinkSteam();
  const refresh = useRefreshSteam();

  return (
    <Card>
      <h2 className="text-xl font-bold text-white">
        <Trans>Steam account</Trans>
      </h2>
      {outcome?.result === 'failed' ? (
        <p role="alert" className="mt-3 rounded-md border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-200">
          {linkFailureText(outcome.reason)}
        </p>
      ) : outcome?.result === 'linked' && steam ? (
        <p role="status" className="mt-3 rounded-md border border-emerald-500/40 bg-emerald-500/10 px-3 py-2 text-sm text-emerald-200">
          <Trans>Your Steam account is linked.</Trans>
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
                    result.steam?.stale ? toast.error(t`Steam could not be reached: showing the facts we had.`) : toast.success(t`Steam account refreshed`),
                  onError: (err) => toast.error(errorMessage(err, t`Could not refresh your Steam account. Please try again.`)),
                })
              }
            >
              {refresh.isPending ? <Trans>Refreshing...</Trans> : <Trans>Refresh</Trans>}
            </Button>
            <Button variant="ghost" size="sm" className="text-red-300 hover:text-red-200" onClick={() => setConfirming(true)}>
              <Trans>Unlink</Trans>
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-300">
            <Trans>
              Link your Steam account so staff know who you are in game. Some applications ask for it, or for a number of hours in Garry&apos;s Mod. You sign in
              on Steam&apos;s own page; we never see your Steam password.
            </Trans>
          </p>
          <a href={steamLinkHref} className={buttonClass('primary', 'md', 'mt-4')}>
            <Trans>Link Steam account</Trans>
          </a>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t`Unlink Steam account`}
        confirmLabel={t`Unlink`}
        busyLabel={t`Unlinking...`}
        tone="danger"
        busy={unlink.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          unlink.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t`Steam account unlinked`);
            },
            onError: (err) => toast.error(errorMessage(err, t`Could not unlink your Steam account. Please try again.`)),
          })
        }
      >
        <p>
          <Trans>Forms that need a linked Steam account will not accept your applications until you link one again.</Trans>
        </p>
      </ConfirmDialog>
    </Card>
  );
}
