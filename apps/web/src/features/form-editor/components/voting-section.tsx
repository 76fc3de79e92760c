import { useId } from 'react';
import { collaborationLimits } from '@crp/shared/collaboration-texts';
import type { EditorAction } from '../editor-state.ts';
import { Hint, inputClass, labelClass, Section, Switch } from './fields.tsx';

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
  const id = useId();
  const max = collaborationLimits.votesRequired;
  return (
    <Section title="Voting" description="Let reviewers decide together: each reviewer approves or denies, and the tally shows on the review screen.">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={id} className={labelClass}>
            Votes needed
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={0}
            max={max}
            step={1}
            value={votesRequired}
            onChange={(e) => {
              const n = Math.trunc(Number(e.target.value));
              dispatch({ type: 'set', patch: { votesRequired: Number.isFinite(n) ? Math.min(max, Math.max(0, n)) : 0 } });
            }}
            aria-describedby={`${id}-hint`}
            className={inputClass(false, 'w-32 tabular-nums')}
          />
          <Hint id={`${id}-hint`}>0 turns voting off; at most {max}.</Hint>
        </div>
        <Switch
          checked={votesRequired > 0 && votingBinding}
          disabled={votesRequired === 0}
          onChange={(on) => dispatch({ type: 'set', patch: { votingBinding: on } })}
          label="Votes decide"
          description={
            votesRequired === 0
              ? 'Set the votes needed first.'
              : `When ${votesRequired} reviewers approve, the application is accepted (or moves to its interview); when ${votesRequired} deny, it is rejected. Only admins decide directly.`
          }
        />
      </div>
    </Section>
  );
}
