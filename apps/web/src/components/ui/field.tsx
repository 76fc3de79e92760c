import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { formatNumber } from '../../lib/dates.ts';

/**
 * The one field kit of the site (issue 20): the look of inputs, text areas and selects, labels,
 * hints, errors and switches. Every form uses these, so a control looks and behaves the same
 * wherever it appears (focus ring, red border and message when invalid, description linked).
 * The classes alone live in ./field-classes.ts: a form that needs only them does not load the kit (decision 0038).
 */
export { groupClass, inputClass, labelClass, selectClass, textareaClass } from './field-classes.ts';

export function Hint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-xs text-slate-400">
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-300">
      {children}
    </p>
  );
}

/** An on/off control announced as a switch, with its label beside it (click the label too). */
export function Switch({
  checked,
  onChange,
  label,
  description,
  disabled,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  label: string;
  description?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-desc` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:opacity-50 ${
          checked ? 'border-brand-400 bg-brand-600' : 'border-surface-600 bg-surface-700'
        }`}
      >
        <span
          className={`inline-block h-4 w-4 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`}
          aria-hidden="true"
        />
      </button>
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-slate-100">
          {label}
        </label>
        {description ? (
          <p id={`${id}-desc`} className="text-xs text-slate-400">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** "123 / 4,000", turning amber near the limit and red past it; announced politely, not on every key. */
export function CharacterCounter({ id, length, max }: { id?: string; length: number; max: number }) {
  const tone = length > max ? 'text-red-300' : length > max * 0.9 ? 'text-amber-300' : 'text-slate-400';
  const typed = formatNumber(length);
  const limit = formatNumber(max);
  return (
    <p id={id} className={`mt-1 text-right text-xs tabular-nums ${tone}`}>
      <Trans>
        {typed} / {limit}
        <span className="sr-only"> characters</span>
      </Trans>
    </p>
  );
}
