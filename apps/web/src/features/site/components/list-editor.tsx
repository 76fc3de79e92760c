import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, inputClass, labelClass, textareaClass } from '../../../components/ui/field.tsx';

export type Issues = Record<string, string>;

/** A labelled one-line or multi-line text field whose error comes from the server's `issues` by path. */
export function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  path: string;
  issues: Issues;
  max: number;
  multiline?: boolean;
  hint?: string;
  required?: boolean;
}) {
  const id = useId();
  const error = props.issues[props.path];
  const described = [props.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value: props.value,
    maxLength: props.max,
    required: props.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      {props.multiline ? (
        <textarea {...common} rows={3} className={textareaClass(Boolean(error))} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input {...common} type="text" className={inputClass(Boolean(error))} onChange={(e) => props.onChange(e.target.value)} />
      )}
      {props.hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-400">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** An editable list of items (steps, expectations, rules, links): each a small group of fields, added and removed by button. */
export function ListEditor<T>(props: {
  legend: string;
  /** The add button's text ('Add to server rules'). */
  addLabel: string;
  /** The remove button's text for item n, from 1 ('Remove item 1 of server rules'). */
  removeLabel: (n: number) => string;
  items: T[];
  max: number;
  path: string;
  issues: Issues;
  empty: T;
  onChange: (items: T[]) => void;
  fields: (item: T, update: (item: T) => void, path: string) => React.ReactNode;
}) {
  const { items, onChange } = props;
  return (
    <fieldset className="space-y-3 rounded-xl border border-surface-700 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-200">
        {props.legend} ({items.length}/{props.max})
      </legend>
      <FieldError>{props.issues[props.path]}</FieldError>
      {items.map((item, i) => (
        <div key={i} className="space-y-2 rounded-lg bg-surface-900/60 p-3">
          {props.fields(item, (next) => onChange(items.map((old, j) => (j === i ? next : old))), `${props.path}.${i}`)}
          <Button variant="ghost" size="sm" onClick={() => onChange(items.filter((_, j) => j !== i))}>
            {props.removeLabel(i + 1)}
          </Button>
        </div>
      ))}
      {items.length < props.max ? (
        <Button variant="secondary" size="sm" onClick={() => onChange([...items, props.empty])}>
          {props.addLabel}
        </Button>
      ) : null}
    </fieldset>
  );
}
