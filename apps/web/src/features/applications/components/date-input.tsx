import { useLingui } from '@lingui/react/macro';
import type { Question } from '@crp/shared';
import { isRealDate } from '@crp/shared/answer-check';
import type { FieldIds } from './question-field.tsx';
import { inputClass } from './field-styles.ts';

interface DateInputProps {
  question: Pick<Question, 'placeholder' | 'isRequired'>;
  value: string;
  onChange: (value: string) => void;
  ids: FieldIds;
}

/** Types digits into MM/DD/YYYY: slashes appear as the parts fill, other characters are dropped.
 * People also type '3/5/2021' or paste '2021-03-05': a slash after a one-digit month or day
 * completes it ('3/' → '03/'), and an ISO date is turned around, instead of shifting digits. */
export function maskDate(input: string): string {
  const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(input);
  if (iso) return `${iso[2]!.padStart(2, '0')}/${iso[3]!.padStart(2, '0')}/${iso[1]}`;
  const parts = input.split('/');
  const digits = parts
    .map((part, index) => {
      const partDigits = part.replace(/\D/g, '');
      const completed = index < 2 && index < parts.length - 1;
      return completed && /^[1-9]$/.test(partDigits) ? `0${partDigits}` : partDigits;
    })
    .join('')
    .slice(0, 8);
  const month = digits.slice(0, 2);
  const day = digits.slice(2, 4);
  const year = digits.slice(4, 8);
  return month + (digits.length > 2 ? `/${day}` : '') + (digits.length > 4 ? `/${year}` : '');
}

/** MM/DD/YYYY → YYYY-MM-DD for the native picker ('' when not a real date yet). */
export function toIsoDate(value: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return match && isRealDate(value) ? `${match[3]}-${match[1]}-${match[2]}` : '';
}

export function fromIsoDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** The MM/DD/YYYY entry of D5: a masked text field, with the browser's calendar beside it. */
export function DateInput({ question, value, onChange, ids }: DateInputProps) {
  const { t } = useLingui();
  return (
    <div className="flex max-w-xs items-center gap-2">
      <input
        id={ids.inputId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        placeholder={
          question.placeholder || t({ comment: 'Dates are always typed month/day/year (D5): keep that order, in your letters', message: 'MM/DD/YYYY' })
        }
        aria-required={question.isRequired}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        onChange={(e) => onChange(maskDate(e.target.value))}
        className={inputClass(ids.invalid)}
      />
      <input
        type="date"
        tabIndex={-1}
        aria-label={t`Choose from calendar`}
        aria-describedby={ids.labelId}
        value={toIsoDate(value)}
        onChange={(e) => {
          const picked = fromIsoDate(e.target.value);
          if (picked) onChange(picked);
        }}
        className="h-10 w-11 shrink-0 cursor-pointer rounded-lg border border-surface-600 bg-surface-800 px-2 text-transparent [color-scheme:dark] hover:bg-surface-700"
      />
    </div>
  );
}
