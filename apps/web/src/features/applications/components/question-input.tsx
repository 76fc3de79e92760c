import { lazy, Suspense } from 'react';
import type { Question } from '@crp/shared';
import type { AnswerValue } from '../draft-storage.ts';
import { MultipleChoiceInput, SingleChoiceInput } from './choice-inputs.tsx';
import { inputClass } from './field-styles.ts';
import { QuestionField } from './question-field.tsx';
import { RatingInput } from './rating-input.tsx';
import { DropdownInput, LongTextInput, ShortTextInput } from './text-inputs.tsx';

interface QuestionInputProps {
  question: Question;
  value: AnswerValue | undefined;
  error: string | undefined;
  onChange: (value: AnswerValue) => void;
}

const asText = (value: AnswerValue | undefined): string => (Array.isArray(value) ? value.join(',') : (value ?? ''));
// A comma-joined string is the older shape of a multiple-choice answer (player-area §3).
const asList = (value: AnswerValue | undefined): string[] => (Array.isArray(value) ? value : value ? value.split(',').filter(Boolean) : []);

// Few forms ask for a date: its entry loads with the first date question (decision 0038), an empty field of
// the same size standing in for the moment it takes.
const DateInput = lazy(() => import('./date-input.tsx').then((m) => ({ default: m.DateInput })));
const dateStandIn = (
  <div className="flex max-w-xs items-center gap-2">
    <input disabled aria-hidden="true" tabIndex={-1} className={inputClass()} />
    <span className="h-10 w-11 shrink-0" />
  </div>
);

const groupedTypes = new Set(['multiple_choice', 'single_choice', 'rating']);

/** One question of the applicant's form, rendered by its type (D5); unknown types are short text. */
export function QuestionInput({ question, value, error, onChange }: QuestionInputProps) {
  return (
    <QuestionField question={question} error={error} grouped={groupedTypes.has(question.type)}>
      {(ids) => {
        switch (question.type) {
          case 'long_text':
            return <LongTextInput question={question} value={asText(value)} onChange={onChange} ids={ids} />;
          case 'dropdown':
            return <DropdownInput question={question} value={asText(value)} onChange={onChange} ids={ids} />;
          case 'multiple_choice':
            return <MultipleChoiceInput question={question} value={asList(value)} onChange={onChange} ids={ids} />;
          case 'single_choice':
            return <SingleChoiceInput question={question} value={asText(value)} onChange={onChange} ids={ids} />;
          case 'rating':
            return <RatingInput question={question} value={asText(value)} onChange={onChange} ids={ids} />;
          case 'date':
            return (
              <Suspense fallback={dateStandIn}>
                <DateInput question={question} value={asText(value)} onChange={onChange} ids={ids} />
              </Suspense>
            );
          default:
            return <ShortTextInput question={question} value={asText(value)} onChange={onChange} ids={ids} />;
        }
      }}
    </QuestionField>
  );
}
