import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FormSummary } from '@crp/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { translate } from '../../../lib/i18n.ts';
import { EligibilityNotice } from './eligibility-notice.tsx';

interface FormCardProps {
  form: FormSummary;
  completed: boolean;
  onStart: (form: FormSummary) => void;
}

export function startLabel(form: Pick<FormSummary, 'type'>, completed: boolean): string {
  if (form.type === 'survey') return completed ? translate(msg`Take Again`) : translate(msg`Take Survey`);
  return translate(msg`Apply Now`);
}

/** One application or survey on the list (player-area §2 Applications page). */
export function FormCard({ form, completed, onStart }: FormCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const count = form.questionCount;
  const deadline = formatLongDate(form.closeDate) || t`No deadline`;
  return (
    <article className="flex flex-col rounded-2xl border border-surface-700 bg-surface-850/80 p-6 shadow-xl shadow-black/20 transition-colors hover:border-brand-500/50">
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="min-w-0 break-words text-lg font-bold text-white">
          {form.title}
        </h3>
        <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
          {completed ? (
            <Badge tone="cyan">
              <Trans>Completed</Trans>
            </Badge>
          ) : null}
          <Badge tone={form.isOpen ? 'green' : 'red'}>{form.isOpen ? <Trans>Open</Trans> : <Trans>Closed</Trans>}</Badge>
        </div>
      </div>
      <RichText html={form.description} clamp={3} className="mt-3 text-sm text-slate-300" />
      <dl className="mt-4 flex-1 space-y-1 text-sm text-slate-400">
        <div>
          <dt className="sr-only">
            <Trans>Questions</Trans>
          </dt>
          <dd>{t`${plural(count, { one: '# question', other: '# questions' })}`}</dd>
        </div>
        <div>
          <dt className="sr-only">
            <Trans>Deadline</Trans>
          </dt>
          <dd>{t`Deadline: ${deadline}`}</dd>
        </div>
      </dl>
      {form.isOpen && form.eligibility && !form.eligibility.eligible ? (
        <div className="mt-4">
          <EligibilityNotice eligibility={form.eligibility} compact />
        </div>
      ) : null}
      <Button className="mt-5 w-full" disabled={!form.isOpen || form.eligibility?.eligible === false} onClick={() => onStart(form)} aria-describedby={titleId}>
        {startLabel(form, completed)}
      </Button>
    </article>
  );
}
