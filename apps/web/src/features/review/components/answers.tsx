import type { ReviewAnswer } from '@crp/shared';
import { Trans } from '@lingui/react/macro';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { formatCalendarDate } from '../../../lib/time-zones.ts';
import { questionTypeName } from '../labels.ts';
import { Icon } from './icons.tsx';

/** 'Application Responses' (admin-area §2.3): every question as it was asked (D7), numbered, with its answer. */
export function AnswerList({ answers }: { answers: ReviewAnswer[] }) {
  if (answers.length === 0) return <p className="text-sm text-slate-400">
        <Trans>This response has no answers.</Trans>
      </p>;
  return (
    <ol className="space-y-4">
      {answers.map((answer, index) => (
        <li key={answer.id} className="rounded-xl border border-surface-700 bg-surface-900/60 p-4">
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <span className="flex h-6 w-6 items-center justify-center rounded-full bg-brand-500/20 font-bold text-brand-200" aria-hidden="true">
              {index + 1}
            </span>
            <span className="sr-only">
              <Trans>Question {index + 1}</Trans>
            </span>
            <span className="rounded bg-surface-700 px-2 py-0.5 font-medium text-slate-300">{questionTypeName(answer.question.type)}</span>
            {answer.question.isRequired ? <span className="text-slate-400">
                <Trans>Required</Trans>
              </span> : null}
          </div>
          {/* The title's paragraphs flow inline so the required mark sits right after the last word. */}
          <div className="mt-2 break-words font-semibold text-white">
            <RichText as="span" html={answer.question.title} className="[&>*]:inline" />
            {answer.question.isRequired ? (
              <span className="ml-1 text-red-400" aria-hidden="true">
                *
              </span>
            ) : null}
          </div>
          {answer.question.description ? <RichText html={answer.question.description} className="mt-1 text-sm text-slate-400" /> : null}
          <div className="mt-3">
            <AnswerValue answer={answer} />
          </div>
        </li>
      ))}
    </ol>
  );
}

const noAnswer = (
  <p className="text-sm italic text-slate-400">
    <Trans>No answer</Trans>
  </p>
);

function AnswerValue({ answer }: { answer: ReviewAnswer }) {
  const { question } = answer;
  const values = Array.isArray(answer.answer) ? answer.answer : answer.answer ? [answer.answer] : [];
  const text = values.join(', ').trim();

  if (question.type === 'multiple_choice') return <Checklist answer={answer} values={values} />;

  if (question.type === 'rating') {
    const n = Number(text);
    const max = question.ratingMax ?? 5;
    if (!text || !Number.isFinite(n)) return noAnswer;
    return (
      <div className="flex items-center gap-3">
        <span className="flex gap-0.5" aria-hidden="true">
          {Array.from({ length: max }, (_, i) => (
            <Icon key={i} name="star" className={`h-5 w-5 ${i < n ? 'text-yellow-300' : 'text-surface-600'}`} />
          ))}
        </span>
        <span className="text-sm font-semibold text-white">
          {n} / {max}
        </span>
      </div>
    );
  }

  if (question.type === 'date') {
    if (!text) return noAnswer;
    return <p className="text-sm text-slate-100">{formatCalendarDate(text) || text}</p>;
  }

  if (!text) return noAnswer;
  return <p className="whitespace-pre-wrap break-words rounded-lg bg-surface-800/70 px-3 py-2 text-sm text-slate-100">{text}</p>;
}

/** A multiple-choice answer as a checklist of the options as asked; ticks where chosen. */
function Checklist({ answer, values }: { answer: ReviewAnswer; values: string[] }) {
  // Without the options as asked (an old response), the chosen labels are the list, all ticked.
  const asked = answer.question.options.length > 0;
  const options = asked ? answer.question.options : values.map((label, i) => ({ id: `v${i}`, label }));
  const chosen = (option: { id: string; label: string }) => !asked || (answer.optionIds ? answer.optionIds.includes(option.id) : values.includes(option.label));
  if (options.length === 0) return noAnswer;
  return (
    <ul className="space-y-1.5">
      {options.map((option) => {
        const on = chosen(option);
        return (
          <li key={option.id} className={`flex items-center gap-2 text-sm ${on ? 'text-white' : 'text-slate-400'}`}>
            <span
              className={`flex h-4 w-4 shrink-0 items-center justify-center rounded border ${on ? 'border-emerald-400 bg-emerald-500/20 text-emerald-300' : 'border-surface-600'}`}
              aria-hidden="true"
            >
              {on ? <Icon name="check" className="h-3 w-3" /> : null}
            </span>
            {option.label}
            <span className="sr-only">{on ? <Trans>(selected)</Trans> : <Trans>(not selected)</Trans>}</span>
          </li>
        );
      })}
    </ul>
  );
}
