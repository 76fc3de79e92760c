import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { questionTypeName } from '../labels.ts';
import { Button } from '../../../components/ui/button.tsx';
import { optionLabel, type DraftQuestion, type EditorAction } from '../editor-state.ts';
import { Hint, inputClass, labelClass } from './fields.tsx';

interface ConditionEditorProps {
  question: DraftQuestion;
  /** Position on its page, from 1 (the labels name the question by it). */
  position: number;
  /** The earlier choice questions this one may depend on, in form order. */
  sources: DraftQuestion[];
  /** The condition in words, or null without one. */
  summary: string | null;
  problem?: string;
  dispatch: (action: EditorAction) => void;
}


/**
 * "Show only if…" (D35): pick an earlier choice question and the answers that show this one.
 * Native select and checkboxes, so it works with the keyboard and reads well to screen readers.
 */
export function ConditionEditor({ question: q, position, sources, summary, problem, dispatch }: ConditionEditorProps) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const sourceName = (s: DraftQuestion, index: number) => {
    const number = index + 1;
    return s.question.trim() || t`Untitled question ${number}`;
  };
  const selectRef = useRef<HTMLSelectElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const condition = q.showIf;
  const source = condition ? sources.find((s) => s.key === condition.sourceKey) : undefined;

  if (!condition && !open) {
    return (
      <div className="mt-4">
        <Button
          ref={toggleRef}
          variant="ghost"
          size="sm"
          disabled={sources.length === 0}
          aria-describedby={sources.length === 0 ? `${id}-none` : undefined}
          onClick={() => {
            setOpen(true);
            // The select appears on the next render; focus follows the person there.
            requestAnimationFrame(() => selectRef.current?.focus());
          }}
        >
          <Trans>Show only if…</Trans>
        </Button>
        {sources.length === 0 ? (
          <Hint id={`${id}-none`}>
            <Trans>To show this question only for some answers, put a single choice, dropdown or multiple choice question above it.</Trans>
          </Hint>
        ) : null}
      </div>
    );
  }

  const setSource = (key: string) => dispatch({ type: 'setCondition', key: q.key, condition: key ? { sourceKey: key, optionKeys: [] } : null });
  const toggleOption = (optionKey: string, on: boolean) => {
    if (!condition) return;
    const chosen = new Set(condition.optionKeys);
    if (on) chosen.add(optionKey);
    else chosen.delete(optionKey);
    // Kept in the source's option order, so the summary reads in the order the applicant sees.
    const optionKeys = (source?.options ?? []).map((o) => o.key).filter((key) => chosen.has(key));
    dispatch({ type: 'setCondition', key: q.key, condition: { ...condition, optionKeys } });
  };
  const remove = () => {
    dispatch({ type: 'setCondition', key: q.key, condition: null });
    setOpen(false);
    requestAnimationFrame(() => toggleRef.current?.focus());
  };

  return (
    <fieldset className="mt-4 rounded-lg border border-accent-500/40 bg-accent-500/5 p-3" aria-describedby={`${id}-summary`}>
      <legend className="px-1 text-sm font-semibold text-cyan-100">
        <Trans>Show only if…</Trans>
      </legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-source`} className={labelClass}>
            <Trans>Question {position} is shown only if this earlier question</Trans>
          </label>
          <select id={`${id}-source`} ref={selectRef} value={condition?.sourceKey ?? ''} onChange={(e) => setSource(e.target.value)} className={inputClass()}>
            <option value="">{t`Choose a question…`}</option>
            {sources.map((s, index) => (
              <option key={s.key} value={s.key}>
                {sourceName(s, index)} ({questionTypeName(s.type)})
              </option>
            ))}
          </select>
        </div>
        {source ? (
          <fieldset>
            <legend className={labelClass}>
              {source.type === 'multiple_choice' ? <Trans>includes any of these answers</Trans> : <Trans>is answered with one of</Trans>}
            </legend>
            <ul className="space-y-1.5">
              {source.options.map((o, index) => (
                <li key={o.key}>
                  <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-100">
                    <input
                      type="checkbox"
                      checked={condition!.optionKeys.includes(o.key)}
                      onChange={(e) => toggleOption(o.key, e.target.checked)}
                      aria-invalid={problem ? true : undefined}
                      className="h-4 w-4 rounded border-surface-500 bg-surface-900 accent-brand-500"
                    />
                    {o.label.trim() || optionLabel(index + 1)}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
      </div>
      <p id={`${id}-summary`} aria-live="polite" className="mt-3 text-sm text-cyan-100">
        {summary && condition?.optionKeys.length ? summary : <Trans>Choose the question and at least one answer that shows this one.</Trans>}
      </p>
      <Button variant="ghost" size="sm" className="mt-2" onClick={remove}>
        <Trans>Remove condition</Trans>
      </Button>
    </fieldset>
  );
}
