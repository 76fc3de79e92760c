import { Trans } from '@lingui/react/macro';
import type { Question } from '@crp/shared';
import type { FieldIds } from './question-field.tsx';
import { groupClass } from './field-styles.ts';

const optionRow =
  'flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-slate-200 hover:bg-surface-800 has-[:checked]:bg-brand-600/15 has-[:checked]:text-white';
const control = 'h-4 w-4 shrink-0 accent-brand-500 focus-visible:outline-2 focus-visible:outline-accent-400';

/** Several selections; the answer is the list of chosen option ids (D6). */
export function MultipleChoiceInput({
  question,
  value,
  onChange,
  ids,
}: {
  question: Pick<Question, 'options'>;
  value: string[];
  onChange: (value: string[]) => void;
  ids: FieldIds;
}) {
  const toggle = (optionId: string, checked: boolean) => {
    const next = checked ? [...value, optionId] : value.filter((id) => id !== optionId);
    // Keep the question's own option order whatever the clicking order was.
    onChange(question.options.map((option) => option.id).filter((id) => next.includes(id)));
  };
  return (
    <div role="group" aria-labelledby={ids.labelId} className={groupClass(ids.invalid)}>
      {question.options.length === 0 ? (
        <p className="text-sm text-slate-400">
          <Trans>No options available.</Trans>
        </p>
      ) : null}
      {question.options.map((option) => (
        <label key={option.id} className={optionRow}>
          <input
            type="checkbox"
            className={control}
            checked={value.includes(option.id)}
            aria-invalid={ids.invalid}
            aria-describedby={ids.describedBy}
            onChange={(e) => toggle(option.id, e.target.checked)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

/** One selection among radios; the answer is the chosen option id. */
export function SingleChoiceInput({
  question,
  value,
  onChange,
  ids,
}: {
  question: Pick<Question, 'options' | 'isRequired'>;
  value: string;
  onChange: (value: string) => void;
  ids: FieldIds;
}) {
  return (
    <div
      role="radiogroup"
      aria-labelledby={ids.labelId}
      aria-required={question.isRequired}
      aria-invalid={ids.invalid}
      aria-describedby={ids.describedBy}
      className={groupClass(ids.invalid)}
    >
      {question.options.length === 0 ? (
        <p className="text-sm text-slate-400">
          <Trans>No options available.</Trans>
        </p>
      ) : null}
      {question.options.map((option) => (
        <label key={option.id} className={optionRow}>
          <input type="radio" name={ids.inputId} className={control} value={option.id} checked={value === option.id} onChange={() => onChange(option.id)} />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
