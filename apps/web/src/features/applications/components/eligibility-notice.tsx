import { Trans, useLingui } from '@lingui/react/macro';
import type { Eligibility } from '@crp/shared';
import { paths } from '../../../app/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** Reasons that a linked or refreshed Steam account lifts: the dashboard is where that happens. */
const fixedOnDashboard = new Set(['steam_required', 'gmod_hours_unknown', 'gmod_hours']);

/**
 * Why the member cannot apply yet, and from when (D34): the messages of the shared rules, as the
 * server sent them. Shown on the card and on the form page before anyone starts.
 */
export function EligibilityNotice({ eligibility, compact = false }: { eligibility: Eligibility; compact?: boolean }) {
  const { t } = useLingui();
  if (eligibility.eligible) return null;
  return (
    <div
      role="note"
      aria-label={t`Why you cannot apply yet`}
      className={`rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-100 ${compact ? '' : 'text-left'}`}
    >
      <p className="font-semibold text-amber-200">
        <Trans>You cannot apply yet</Trans>
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {eligibility.reasons.map((reason) => (
          <li key={reason.code}>{reason.message}</li>
        ))}
      </ul>
    </div>
  );
}

export function NotEligibleState({ title, eligibility }: { title: string; eligibility: Eligibility }) {
  const dashboardHelps = eligibility.reasons.some((r) => fixedOnDashboard.has(r.code));
  return (
    <Card className="mx-auto max-w-2xl">
      <h1 className="text-center text-2xl font-extrabold text-white">{title}</h1>
      <div className="mt-5">
        <EligibilityNotice eligibility={eligibility} />
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {dashboardHelps ? (
          <ButtonLink to={paths.dashboard.href()}>
            <Trans>Go to Dashboard</Trans>
          </ButtonLink>
        ) : null}
        <ButtonLink to={paths.applications.href()} variant="secondary">
          <Trans>Back to Applications</Trans>
        </ButtonLink>
      </div>
    </Card>
  );
}
