import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { Question } from '@crp/shared';
import { answerMessageText } from '../answer-messages.ts';

export interface FieldIds {
  /** The control's id (text inputs, select) or the group's id. */
  inputId: string;
  labelId: string;
  /** Ids of the description and the error, for aria-describedby. */
  describedBy: string | undefined;
  invalid: boolean;
}

interface QuestionFieldProps {
  question: Pick<Question, 'title' | 'description' | 'isRequired'>;
  error: string | undefined;
  /** Groups (choices, rating) are labelled by a legend; single controls by a label. */
  grouped: boolean;
  children: (ids: FieldIds) => ReactNode;
}

/** Title, optional description, asterisk when required, the control, and the error under it. */
export function QuestionField({ question, error, grouped, children }: QuestionFieldProps) {
  const base = useId();
  const ids = { inputId: `${base}-input`, labelId: `${base}-label`, descriptionId: `${base}-description`, errorId: `${base}-error` };
  const describedBy = [question.description ? ids.descriptionId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined;
  const title = (
    <>
      {question.title}
      {question.isRequired ? (
        <>
          <span aria-hidden="true" className="ml-1 text-red-400">
            *
          </span>
          <span className="sr-only">
            {' '}
            <Trans>(required)</Trans>
          </span>
        </>
      ) : null}
    </>
  );
  const labelClass = 'block text-base font-semibold text-white';
  const body = (
    <>
      {question.description ? (
        <p id={ids.descriptionId} className="mt-1 text-sm text-slate-400">
          {question.description}
        </p>
      ) : null}
      <div className="mt-3">{children({ inputId: ids.inputId, labelId: ids.labelId, describedBy, invalid: Boolean(error) })}</div>
      {error ? (
        <p id={ids.errorId} className="mt-2 flex items-center gap-1.5 text-sm font-medium text-red-300">
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-4 w-4 shrink-0">
            <path d="M10 18a8 8 0 100-16 8 8 0 000 16zM9.25 6a.75.75 0 011.5 0v4.5a.75.75 0 01-1.5 0V6zM10 14.5a1 1 0 110-2 1 1 0 010 2z" />
          </svg>
          {answerMessageText(error)}
        </p>
      ) : null}
    </>
  );

  if (grouped) {
    return (
      <fieldset data-question-field className="min-w-0">
        <legend id={ids.labelId} className={labelClass}>
          {title}
        </legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div data-question-field>
      <label id={ids.labelId} htmlFor={ids.inputId} className={labelClass}>
        {title}
      </label>
      {body}
    </div>
  );
}
