import { useLingui } from '@lingui/react/macro';
import type { Question } from '@crp/shared';
import { answerLimits } from '@crp/shared/answer-check';
import type { FieldIds } from './question-field.tsx';
import { inputClass } from './field-styles.ts';

interface TextProps {
  question: Pick<Question, 'placeholder' | 'isRequired'>;
  value: string;
  onChange: (value: string) => void;
  ids: FieldIds;
}

/* The limits of the submit contract (answerLimits): the browser stops typing where the server's check would refuse. */

export function ShortTextInput({ question, value, onChange, ids }: TextProps) {
  return (
    <input
      id={ids.inputId}
      type="text"
      value={value}
      maxLength={answerLimits.short_text}
      placeholder={question.placeholder ?? undefined}
      aria-required={question.isRequired}
      aria-invalid={ids.invalid}
      aria-describedby={ids.describedBy}
      onChange={(e) => onChange(e.target.value)}
      className={inputClass(ids.invalid)}
    />
  );
}

export function LongTextInput({ question, value, onChange, ids }: TextProps) {
  return (
    <textarea
      id={ids.inputId}
      rows={4}
      value={value}
      maxLength={answerLimits.long_text}
      placeholder={question.placeholder ?? undefined}
      aria-required={question.isRequired}
      aria-invalid={ids.invalid}
      aria-describedby={ids.describedBy}
      onChange={(e) => onChange(e.target.value)}
      className={inputClass(ids.invalid, 'resize-y')}
    />
  );
}

export function DropdownInput({ question, value, onChange, ids }: TextProps & { question: Pick<Question, 'options'> }) {
  const { t } = useLingui();
  return (
    <select
      id={ids.inputId}
      value={value}
      aria-required={question.isRequired}
      aria-invalid={ids.invalid}
      aria-describedby={ids.describedBy}
      onChange={(e) => onChange(e.target.value)}
      className={inputClass(ids.invalid)}
    >
      <option value="">{question.placeholder || t`Select an option`}</option>
      {question.options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
