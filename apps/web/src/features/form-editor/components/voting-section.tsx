import { useLingui } from '@lingui/react/macro';
import { collaborationLimits } from '@crp/shared/collaboration-texts';
import type { EditorAction } from '../editor-state.ts';
import { NumberField, Section, Switch } from './fields.tsx';

/**
 * 'Voting' (applications, D30): how many reviewers' votes a response needs (0 = no voting) and
 * whether the votes decide it. Binding: reviewers vote, only admins decide directly.
 */
export function VotingSection({
  votesRequired,
  votingBinding,
  dispatch,
}: {
  votesRequired: number;
  votingBinding: boolean;
  dispatch: (action: EditorAction) => void;
}) {
  const { t } = useLingui();
  const max = collaborationLimits.votesRequired;
  return (
    <Section title={t`Voting`} description={t`Let reviewers decide together: each reviewer approves or denies, and the tally shows on the review screen.`}>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <NumberField
          label={t`Votes needed`}
          hint={t`0 turns voting off; at most ${max}.`}
          value={votesRequired}
          max={max}
          onChange={(n) => dispatch({ type: 'set', patch: { votesRequired: n } })}
        />
        <Switch
          checked={votesRequired > 0 && votingBinding}
          disabled={votesRequired === 0}
          onChange={(on) => dispatch({ type: 'set', patch: { votingBinding: on } })}
          label={t`Votes decide`}
          description={
            votesRequired === 0
              ? t`Set the votes needed first.`
              : t`When ${votesRequired} reviewers approve, the application is accepted (or moves to its interview); when ${votesRequired} deny, it is rejected. Only admins decide directly.`
          }
        />
      </div>
    </Section>
  );
}
