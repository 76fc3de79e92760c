import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, type KeyboardEvent } from 'react';
import type { Question } from '@crp/shared';
import type { FieldIds } from './question-field.tsx';

interface RatingInputProps {
  question: Pick<Question, 'ratingScale' | 'isRequired'>;
  value: string;
  onChange: (value: string) => void;
  ids: FieldIds;
}

const DEFAULT_MAX = 5;

/** 1..max buttons with radio-group semantics (D5): one tab stop, arrow keys move and choose. */
export function RatingInput({ question, value, onChange, ids }: RatingInputProps) {
  const { t } = useLingui();
  const max = question.ratingScale?.max ?? DEFAULT_MAX;
  const scores = Array.from({ length: max }, (_, i) => i + 1);
  const selected = Number(value) || 0;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  // The roving tab stop: the chosen score, or the first one when nothing is chosen.
  const tabStop = selected >= 1 && selected <= max ? selected : 1;

  const choose = (score: number) => {
    onChange(String(score));
    refs.current[score - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, score: number) => {
    const moves: Record<string, number> = { ArrowRight: score + 1, ArrowUp: score + 1, ArrowLeft: score - 1, ArrowDown: score - 1, Home: 1, End: max };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target > max ? 1 : target < 1 ? max : target);
  };

  return (
    <div>
      <div
        role="radiogroup"
        aria-labelledby={ids.labelId}
        aria-required={question.isRequired}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        className={`inline-flex flex-wrap gap-2 rounded-lg border p-2 ${ids.invalid ? 'border-red-500' : 'border-transparent'}`}
      >
        {scores.map((score) => {
          const checked = score === selected;
          return (
            <button
              key={score}
              ref={(el) => {
                refs.current[score - 1] = el;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={t`${score} of ${max}`}
              tabIndex={score === tabStop ? 0 : -1}
              onClick={() => choose(score)}
              onKeyDown={(e) => onKeyDown(e, score)}
              className={`h-11 w-11 rounded-lg border text-base font-bold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 ${
                checked
                  ? 'border-brand-400 bg-brand-600 text-white shadow-lg shadow-brand-900/40'
                  : 'border-surface-600 bg-surface-800 text-slate-200 hover:border-brand-400 hover:bg-surface-700'
              }`}
            >
              {score}
            </button>
          );
        })}
      </div>
      <div className="mt-1 flex max-w-max justify-between gap-8 px-2 text-xs text-slate-400" aria-hidden="true">
        <span>
          <Trans>1 = lowest</Trans>
        </span>
        <span>
          <Trans>{max} = highest</Trans>
        </span>
      </div>
    </div>
  );
}
