import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { reviewTargetLimits } from '@crp/shared/insights-texts';
import type { EditorAction } from '../editor-state.ts';
import { Hint, inputClass, labelClass, Section } from './fields.tsx';

/**
 * 'Review target' (applications, D42): how many hours a response may wait for a decision before the
 * review list marks it overdue and the admin dashboard counts it. 0 = no target.
 */
export function ReviewTargetSection({ reviewTargetHours, dispatch }: { reviewTargetHours: number; dispatch: (action: EditorAction) => void }) {
  const id = useId();
  const { t } = useLingui();
  const max = reviewTargetLimits.maxHours;
  return (
    <Section
      title={t`Review target`}
      description={t`How long an application may wait for a decision. Older open ones are marked overdue in the responses list and counted on the admin dashboard.`}
    >
      <div>
        <label htmlFor={id} className={labelClass}>
          <Trans>Target (hours)</Trans>
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={reviewTargetHours}
          onChange={(e) => {
            const n = Math.trunc(Number(e.target.value));
            dispatch({ type: 'set', patch: { reviewTargetHours: Number.isFinite(n) ? Math.min(max, Math.max(0, n)) : 0 } });
          }}
          aria-describedby={`${id}-hint`}
          className={inputClass(false, 'w-32 tabular-nums')}
        />
        <Hint id={`${id}-hint`}>
          <Trans>0 means no target; at most {max} hours (30 days). 48 = two days.</Trans>
        </Hint>
      </div>
    </Section>
  );
}
