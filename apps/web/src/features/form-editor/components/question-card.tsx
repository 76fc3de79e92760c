import { Trans, useLingui } from '@lingui/react/macro';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useId, type CSSProperties, type Ref } from 'react';
import type { QuestionType } from '@crp/shared';
import { isChoiceType, questionTypes, ratingMaxRange } from '@crp/shared/form-constants';
import { questionTypeName } from '../labels.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { DraftQuestion, EditorAction, QuestionPatch } from '../editor-state.ts';
import { pageLabel, questionTextProblem } from '../editor-state.ts';
import { ConditionEditor } from './condition-editor.tsx';
import { FieldError, Hint, Icon, icons, inputClass, labelClass, Switch } from './fields.tsx';

export interface DragBindings {
  setNodeRef: Ref<HTMLElement>;
  setActivatorNodeRef: Ref<HTMLElement>;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  style: CSSProperties;
  isDragging: boolean;
}

interface QuestionCardProps {
  question: DraftQuestion;
  /** Position on its page, from 1. */
  position: number;
  pageCount: number;
  problem?: string;
  dispatch: (action: EditorAction) => void;
  drag: DragBindings;
  /** What "Show only if…" may name, and the condition in words (D35). */
  condition: QuestionConditionInfo;
}

export interface QuestionConditionInfo {
  sources: DraftQuestion[];
  summary: string | null;
}

const ratingChoices = Array.from({ length: ratingMaxRange.max - ratingMaxRange.min + 1 }, (_, i) => ratingMaxRange.min + i);

/** One question of the editor: type, text, required, options or rating maximum, move and delete. */
export function QuestionCard({ question: q, position, pageCount, problem, dispatch, drag, condition }: QuestionCardProps) {
  const { t } = useLingui();
  const id = useId();
  const name = q.question.trim() || t`Question ${position}`;
  const textMissing = problem === questionTextProblem();
  const ratingMax = q.ratingMax;
  const update = (patch: QuestionPatch) => dispatch({ type: 'updateQuestion', key: q.key, patch });

  return (
    <li
      ref={drag.setNodeRef as Ref<HTMLLIElement>}
      style={drag.style}
      // Mouse and touch drags may start anywhere on the card except its controls (the sensors check).
      {...drag.listeners}
      data-question-card
      className={`rounded-xl border bg-surface-900/80 p-4 transition-shadow ${
        drag.isDragging ? 'relative z-10 border-brand-400 shadow-2xl shadow-brand-900/40' : problem ? 'border-red-500/60' : 'border-surface-700'
      }`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <button
          ref={drag.setActivatorNodeRef as Ref<HTMLButtonElement>}
          type="button"
          data-drag-handle
          {...drag.attributes}
          aria-label={t`Reorder question ${position}: ${name}`}
          className="cursor-grab touch-none rounded-md p-1.5 text-slate-400 hover:bg-surface-700 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-400 active:cursor-grabbing"
        >
          <Icon d={icons.grip} className="h-5 w-5" />
        </button>
        <span className="text-sm font-semibold text-slate-300">
          <Trans>Question {position}</Trans>
        </span>
        <div className="ml-auto flex flex-wrap items-center gap-3">
          <label className="sr-only" htmlFor={`${id}-type`}>
            <Trans>Question type</Trans>
          </label>
          <select
            id={`${id}-type`}
            value={q.type}
            onChange={(e) => update({ type: e.target.value as QuestionType })}
            className={inputClass(false, 'w-auto py-1.5')}
          >
            {questionTypes.map((type) => (
              <option key={type} value={type}>
                {questionTypeName(type)}
              </option>
            ))}
          </select>
          {pageCount > 1 ? (
            <>
              <label className="sr-only" htmlFor={`${id}-page`}>
                <Trans>Move question {position} to page</Trans>
              </label>
              <select
                id={`${id}-page`}
                value={q.pageNumber}
                onChange={(e) => dispatch({ type: 'moveToPage', key: q.key, page: Number(e.target.value) })}
                className={inputClass(false, 'w-auto py-1.5')}
              >
                {Array.from({ length: pageCount }, (_, i) => i + 1).map((page) => (
                  <option key={page} value={page}>
                    {page === q.pageNumber ? pageLabel(page) : t`Move to Page ${page}`}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          <Switch checked={q.required} onChange={(required) => update({ required })} label={t`Required`} />
          <button
            type="button"
            onClick={() => dispatch({ type: 'removeQuestion', key: q.key })}
            aria-label={t`Delete question ${position}: ${name}`}
            className="rounded-md p-1.5 text-slate-400 hover:bg-red-500/15 hover:text-red-300 focus-visible:outline-2 focus-visible:outline-accent-400"
          >
            <Icon d={icons.trash} />
          </button>
        </div>
      </div>

      <div className="mt-4">
        <label htmlFor={`${id}-text`} className={labelClass}>
          <Trans>Question text</Trans>
        </label>
        <input
          id={`${id}-text`}
          value={q.question}
          maxLength={1000}
          onChange={(e) => update({ question: e.target.value })}
          placeholder={t`What would you like to ask?`}
          aria-invalid={textMissing}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className={inputClass(textMissing)}
        />
      </div>

      {isChoiceType(q.type) ? <OptionsEditor question={q} position={position} dispatch={dispatch} /> : null}

      {q.type === 'rating' ? (
        <div className="mt-4 max-w-xs">
          <label htmlFor={`${id}-rating`} className={labelClass}>
            <Trans>Rating maximum</Trans>
          </label>
          <select id={`${id}-rating`} value={q.ratingMax} onChange={(e) => update({ ratingMax: Number(e.target.value) })} className={inputClass()}>
            {ratingChoices.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <Hint>
            <Trans>Applicants choose a whole number from 1 to {ratingMax}.</Trans>
          </Hint>
        </div>
      ) : null}

      {q.type === 'date' ? (
        <Hint>
          <Trans>Applicants enter the date as MM/DD/YYYY.</Trans>
        </Hint>
      ) : null}
      <ConditionEditor question={q} position={position} sources={condition.sources} summary={condition.summary} problem={problem} dispatch={dispatch} />
      <FieldError id={`${id}-problem`}>{problem}</FieldError>
    </li>
  );
}

function OptionsEditor({ question: q, position, dispatch }: { question: DraftQuestion; position: number; dispatch: (action: EditorAction) => void }) {
  const { t } = useLingui();
  return (
    <fieldset className="mt-4">
      <legend className={labelClass}>
        <Trans>Options</Trans>
      </legend>
      <ul className="space-y-2">
        {q.options.map((o, i) => (
          <li key={o.key} className="flex items-center gap-2">
            <span aria-hidden="true" className="w-5 text-right text-xs text-slate-500">
              {i + 1}.
            </span>
            <input
              value={o.label}
              maxLength={200}
              aria-label={t`Question ${position}, option ${i + 1}`}
              aria-invalid={!o.label.trim()}
              onChange={(e) => dispatch({ type: 'renameOption', key: q.key, optionKey: o.key, label: e.target.value })}
              className={inputClass(!o.label.trim())}
            />
            {q.options.length > 1 ? (
              <button
                type="button"
                onClick={() => dispatch({ type: 'removeOption', key: q.key, optionKey: o.key })}
                aria-label={o.label ? t`Remove option ${i + 1}: ${o.label}` : t`Remove option ${i + 1}: empty`}
                className="rounded-md p-1.5 text-slate-400 hover:bg-red-500/15 hover:text-red-300 focus-visible:outline-2 focus-visible:outline-accent-400"
              >
                <Icon d={icons.close} />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" className="mt-2" onClick={() => dispatch({ type: 'addOption', key: q.key })}>
        <Icon d={icons.plus} />
        <Trans>Add Option</Trans>
      </Button>
    </fieldset>
  );
}
