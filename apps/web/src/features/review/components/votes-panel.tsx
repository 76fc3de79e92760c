import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ResponseDetail, VoteValue } from '@crp/shared';
import { collaborationLimits } from '@crp/shared/collaboration-texts';
import { isVotingStatus } from '@crp/shared/lifecycle';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useVote, useWithdrawVote } from '../api.ts';
import { tally } from '../labels.ts';
import { Section } from './section.tsx';

/** Votes (D30): the tally, who voted what, Approve / Deny with an optional reason, taking one's vote back. */
export function VotesPanel({ response }: { response: ResponseDetail }) {
  const { t } = useLingui();
  const id = useId();
  const [reason, setReason] = useState('');
  const vote = useVote(response.id);
  const withdraw = useWithdrawVote(response.id);
  const { votes } = response;
  if (votes.required <= 0) return null;
  const open = isVotingStatus(response.status);
  const busy = vote.isPending || withdraw.isPending;
  const cast = (value: VoteValue) =>
    vote.mutate(
      { vote: value, reason: reason.trim() || null },
      {
        onSuccess: () => {
          setReason('');
          toast.success(value === 'approve' ? t`You voted to approve` : t`You voted to deny`);
        },
        onError: (err) => toast.error(errorMessage(err, t`Your vote could not be recorded.`)),
      },
    );
  const required = votes.required;
  const progress = Math.min(100, Math.round((votes.approve / votes.required) * 100));

  return (
    <Section
      title={t`Votes`}
      actions={
        <span className="rounded-full bg-surface-800 px-2.5 py-0.5 text-xs text-slate-300">{votes.binding ? <Trans>Votes decide</Trans> : <Trans>Advisory</Trans>}</span>
      }
    >
      <p className="text-sm font-semibold text-white" aria-live="polite">
        {tally(votes)}
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-surface-800" aria-hidden="true">
        <div className="h-full rounded-full bg-emerald-500 transition-[width]" style={{ width: `${progress}%` }} />
      </div>
      <p className="mt-2 text-xs text-slate-400">
        {votes.binding ? (
          <Trans>
            When {required} reviewers approve, the application is accepted; when {required} deny, it is rejected.
          </Trans>
        ) : (
          <Trans>Votes guide the decision; a reviewer still decides.</Trans>
        )}
      </p>
      {votes.voters.length > 0 ? (
        <ul className="mt-4 space-y-2" aria-label={t`Who voted`}>
          {votes.voters.map((v) => (
            <li key={v.discordId} className="rounded-lg border border-surface-700 bg-surface-900/60 px-3 py-2 text-sm">
              <span className={v.vote === 'approve' ? 'font-semibold text-emerald-300' : 'font-semibold text-red-300'}>
                {v.vote === 'approve' ? <Trans>Approve</Trans> : <Trans>Deny</Trans>}
              </span>
              <span className="text-slate-200"> · {v.displayName}</span>
              <time dateTime={v.at} className="text-xs text-slate-400">
                {' '}
                · {formatDateTime(v.at)}
              </time>
              {v.reason ? <p className="mt-1 whitespace-pre-wrap break-words text-slate-300">{v.reason}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {open && !response.isOwnResponse ? (
        <div className="mt-4 border-t border-surface-700 pt-4">
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-200">
            <Trans>Reason</Trans>{' '}
            <span className="font-normal text-slate-400">
              <Trans>(optional)</Trans>
            </span>
          </label>
          <input
            id={id}
            value={reason}
            maxLength={collaborationLimits.voteReason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={t`Why, in a sentence`}
            className={inputClass()}
          />
          <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
            <Button onClick={() => cast('approve')} disabled={busy} aria-pressed={votes.mine === 'approve'}>
              {votes.mine === 'approve' ? <Trans>Approved ✓</Trans> : <Trans>Approve</Trans>}
            </Button>
            <Button variant="danger" onClick={() => cast('deny')} disabled={busy} aria-pressed={votes.mine === 'deny'}>
              {votes.mine === 'deny' ? <Trans>Denied ✓</Trans> : <Trans>Deny</Trans>}
            </Button>
          </div>
          {votes.mine ? (
            <Button
              variant="ghost"
              size="sm"
              className="mt-2"
              disabled={busy}
              onClick={() =>
                withdraw.mutate(undefined, {
                  onSuccess: () => toast.success(t`Your vote was taken back`),
                  onError: (err) => toast.error(errorMessage(err, t`Your vote could not be taken back.`)),
                })
              }
            >
              <Trans>Take my vote back</Trans>
            </Button>
          ) : null}
        </div>
      ) : response.isOwnResponse ? (
        <p className="mt-4 text-sm text-slate-400">
          <Trans>You cannot vote on your own response.</Trans>
        </p>
      ) : (
        <p className="mt-4 text-sm text-slate-400">
          <Trans>Voting is closed.</Trans>
        </p>
      )}
    </Section>
  );
}
