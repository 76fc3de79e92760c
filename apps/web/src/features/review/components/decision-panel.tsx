import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import type { ResponseDetail } from '@crp/shared';
import { isOpenStatus, requestedStatusOf } from '@crp/shared/lifecycle';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useUpdateStatus } from '../api.ts';
import { actionsFor, decisionCopy, decisionHeading, decisionFailed, type DecisionAction } from '../decision.ts';
import { personNameOf } from '../display.ts';
import { DecisionModal, type Clock } from './decision-modal.tsx';
import { Section } from './section.tsx';

export { isOpenStatus };

/**
 * The decision panel (admin-area §2.3): only in the three open statuses, headed 'Application
 * Decision' or 'Interview Decision'; 'Take for review' on a submitted response; who has it.
 */
export function DecisionPanel({ response, clock }: { response: ResponseDetail; clock?: Clock }) {
  const { t } = useLingui();
  const [action, setAction] = useState<DecisionAction | null>(null);
  const take = useUpdateStatus(response.id);
  if (!isOpenStatus(response.status)) return null;

  // The lifecycle's table says what each action asks for; the server says what this viewer may ask for.
  const allowed = (a: DecisionAction) => response.allowedStatuses.includes(requestedStatusOf[a]);
  const actions = actionsFor(response.status).filter(allowed);
  const canTake = response.status === 'submitted' && response.allowedStatuses.includes('under_review');
  const assignee = personNameOf(response.assignedTo);
  const assignedAt = response.assignedAt ? formatDateTime(response.assignedAt) : '';

  return (
    <Section title={decisionHeading(response.status)}>
      {response.assignedTo && response.status !== 'submitted' ? (
        <p className="mb-4 rounded-lg border border-yellow-400/30 bg-yellow-500/10 px-3 py-2 text-sm text-yellow-100">
          {assignedAt ? (
            <Trans>
              Taken for review by <span className="font-semibold">{assignee}</span> on {assignedAt}.
            </Trans>
          ) : (
            <Trans>
              Taken for review by <span className="font-semibold">{assignee}</span>.
            </Trans>
          )}
        </p>
      ) : null}
      {response.decidedByVote && response.status !== 'pending_interview' ? (
        <p className="mb-4 rounded-lg border border-sky-400/30 bg-sky-500/10 px-3 py-2 text-sm text-sky-100">
          <Trans>
            <span className="font-semibold">This form is decided by vote.</span> Reviewers vote below; the votes accept or reject it. Only admins decide
            directly.
          </Trans>
        </p>
      ) : null}
      {response.isOwnResponse ? (
        <p className="text-sm text-slate-300">
          <Trans>You cannot review your own response. Another reviewer has to decide on it.</Trans>
        </p>
      ) : (
        <>
          {canTake ? (
            <div className="mb-4 rounded-lg border border-surface-700 bg-surface-900/60 p-3">
              <p className="text-sm text-slate-300">
                <Trans>Nobody has taken this response yet. Take it so other reviewers see you are on it.</Trans>
              </p>
              <Button
                variant="secondary"
                size="sm"
                className="mt-2"
                disabled={take.isPending}
                onClick={() =>
                  take.mutate(
                    { status: 'under_review', expectedStatus: 'submitted' },
                    {
                      onSuccess: () => toast.success(t`Application status updated successfully`),
                      onError: (err) => toast.error(errorMessage(err, decisionFailed())),
                    },
                  )
                }
              >
                {take.isPending ? <Trans>Taking...</Trans> : <Trans>Take for review</Trans>}
              </Button>
            </div>
          ) : null}
          {actions.length > 0 ? (
            <>
              <p className="text-sm text-slate-300">
                {response.status === 'pending_interview' ? (
                  <Trans>Record how the interview went. Passing accepts the application; failing rejects it.</Trans>
                ) : (
                  <Trans>Accept (optionally scheduling an interview) or reject this application.</Trans>
                )}
              </p>
              <div className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
                {actions.map((a) => (
                  <Button key={a} variant={decisionCopy[a].tone === 'danger' ? 'danger' : 'primary'} onClick={() => setAction(a)}>
                    {decisionCopy[a].buttonLabel}
                  </Button>
                ))}
              </div>
            </>
          ) : (
            <p className="text-sm text-slate-400">
              <Trans>You have no decision to make on this response.</Trans>
            </p>
          )}
        </>
      )}
      {response.reviewNotes ? (
        <div className="mt-4 border-t border-surface-700 pt-4">
          <h3 className="text-xs font-medium uppercase tracking-wide text-slate-400">
            <Trans>Review Notes</Trans>
          </h3>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-200">{response.reviewNotes}</p>
        </div>
      ) : null}
      <DecisionModal response={response} action={action} onClose={() => setAction(null)} clock={clock} />
    </Section>
  );
}
