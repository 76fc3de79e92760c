import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { translate } from '../../../lib/i18n.ts';
import type { FormStage } from '../draft-storage.ts';

const steps = [
  { stage: 'questions' as const, number: '1', label: msg`Application Questions` },
  { stage: 'interview' as const, number: '2', label: msg`Interview Availability` },
];

/** Steps '1' and '2', shown only on forms with an interview step. */
export function StepIndicator({ stage }: { stage: FormStage }) {
  const { t } = useLingui();
  return (
    <ol aria-label={t`Steps`} className="mb-8 flex items-center gap-3">
      {steps.map((step, index) => {
        const current = step.stage === stage;
        const done = stage === 'interview' && step.stage === 'questions';
        return (
          <li key={step.stage} className="flex items-center gap-3" aria-current={current ? 'step' : undefined}>
            {index > 0 ? <span aria-hidden="true" className={`h-0.5 w-10 rounded sm:w-20 ${done || current ? 'bg-brand-500' : 'bg-surface-600'}`} /> : null}
            <span
              className={`flex h-9 w-9 items-center justify-center rounded-full text-sm font-bold ring-2 ${
                current
                  ? 'bg-brand-600 text-white ring-brand-400'
                  : done
                    ? 'bg-brand-600/30 text-brand-200 ring-brand-500/60'
                    : 'bg-surface-800 text-slate-400 ring-surface-600'
              }`}
            >
              {step.number}
            </span>
            <span className={`hidden text-sm font-semibold sm:inline ${current ? 'text-white' : 'text-slate-400'}`}>{translate(step.label)}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** 'Page X of N', one dot per page and a progress bar, on multi-page forms. */
export function PageProgress({ page, pages }: { page: number; pages: number }) {
  const { t } = useLingui();
  const percent = Math.round((page / pages) * 100);
  return (
    <div className="mb-6">
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm font-semibold text-slate-200" aria-live="polite">
          <Trans>
            Page {page} of {pages}
          </Trans>
        </p>
        <div className="flex gap-1.5" aria-hidden="true">
          {Array.from({ length: pages }, (_, i) => (
            <span
              key={i}
              data-testid="page-dot"
              className={`h-2.5 w-2.5 rounded-full ${i + 1 === page ? 'bg-brand-400 ring-2 ring-brand-400/40' : i + 1 < page ? 'bg-brand-600' : 'bg-surface-600'}`}
            />
          ))}
        </div>
      </div>
      <div
        role="progressbar"
        aria-label={t`Form progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-surface-700"
      >
        <div className="h-full rounded-full bg-gradient-to-r from-brand-600 to-accent-500 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
