import { Trans, useLingui } from '@lingui/react/macro';
import { reviewTargetLimits } from '@crp/shared/insights-texts';
import type { EditorAction } from '../editor-state.ts';
import { NumberField, Section } from './fields.tsx';

/**
 * 'Review target' (applications, D42): how many hours a response may wait for a decision before the
 * review list marks it overdue and the admin dashboard counts it. 0 = no target.
 */
export function ReviewTargetSection({ reviewTargetHours, dispatch }: { reviewTargetHours: number; dispatch: (action: EditorAction) => void }) {
  const { t } = useLingui();
  const max = reviewTargetLimits.maxHours;
  return (
    <Section
      title={t`Review target`}
      description={t`How long an application may wait for a decision. Older open ones are marked overdue in the responses list and counted on the admin dashboard.`}
    >
      <NumberField
        label={<Trans>Target (hours)</Trans>}
        hint={<Trans>0 means no target; at most {max} hours (30 days). 48 = two days.</Trans>}
        value={reviewTargetHours}
        max={max}
        onChange={(n) => dispatch({ type: 'set', patch: { reviewTargetHours: n } })}
      />
    </Section>
  );
}
