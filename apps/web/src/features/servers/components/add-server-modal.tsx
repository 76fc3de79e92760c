import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AddServerInput } from '@crp/shared';
import { addServerSchema } from '@crp/shared/servers';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useAddServer } from '../mutations.ts';
import { inputClass } from '../../../components/ui/field.tsx';

type Field = keyof AddServerInput;
const empty: Record<Field, string> = { battlemetricsUrl: '', address: '', name: '', description: '', workshopCollectionId: '' };

/** Admin 'Add Server' form: a BattleMetrics URL (or a host:port address), optional name, description, collection. */
export function AddServerModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useLingui();
  const formId = useId();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const close = () => {
    setValues(empty);
    setErrors({});
    onClose();
  };
  const add = useAddServer(close);
  const formRef = useRef<HTMLFormElement>(null);

  // The dialog would focus its Close button first; typing should go straight into the URL field.
  // (This effect runs after the Modal's own, which opens the dialog.)
  useEffect(() => {
    if (open) formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [open]);

  /** Shows the errors and moves focus to the first field that has one (keyboard and screen reader users land on it). */
  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = (Object.keys(empty) as Field[]).find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addServerSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      showErrors(found);
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onError: (err) => {
        // Field problems found by the server show under their field as well as in the toast.
        const issues = err instanceof ApiRequestError ? (err.body?.issues ?? []) : [];
        const found: Partial<Record<Field, string>> = {};
        for (const issue of issues) {
          const field = issue.path.replace(/^body\./, '') as Field;
          if (field in empty) found[field] ??= issue.message;
        }
        showErrors(found);
      },
    });
  };

  const field = (
    name: Field,
    label: string,
    hint: string | null,
    props: { type?: string; placeholder?: string; required?: boolean; textarea?: boolean } = {},
  ) => {
    const id = `${formId}-${name}`;
    const error = errors[name];
    const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    const common = {
      id,
      name,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      className: inputClass(Boolean(error), 'mt-1 block'),
      placeholder: props.placeholder,
    };
    const onChange = (value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      if (error) setErrors((e) => ({ ...e, [name]: undefined }));
    };
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-200">
          {label}
          {props.required ? <span className="text-red-400"> *</span> : null}
        </label>
        {props.textarea ? (
          <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input {...common} type={props.type ?? 'text'} required={props.required} onChange={(e) => onChange(e.target.value)} autoComplete="off" />
        )}
        {hint ? (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-400">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-xs text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t`Add Server`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={add.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} disabled={add.isPending}>
            {add.isPending ? <Trans>Adding...</Trans> : <Trans>Add Server</Trans>}
          </Button>
        </>
      }
    >
      <form ref={formRef} id={formId} onSubmit={submit} noValidate className="space-y-4">
        {/* The hint is the shared BATTLEMETRICS_URL_HINT's text, translated. */}
        {field('battlemetricsUrl', t`BattleMetrics URL`, t`Paste the full server URL, e.g. https://www.battlemetrics.com/servers/gmod/1234567`, {
          type: 'url',
          placeholder: t`https://www.battlemetrics.com/servers/gmod/1234567`,
          required: !values.address.trim(),
        })}
        {field(
          'address',
          t`Server Address (optional without a URL)`,
          t`host:port of the game server (its public address), queried directly (A2S). Taken from the listing when empty.`,
          {
            placeholder: '203.0.113.5:27015',
          },
        )}
        {field('name', t`Display Name (optional)`, t`Falls back to the server's listed name.`)}
        {field('description', t`Description (optional)`, null, { textarea: true })}
        {field(
          'workshopCollectionId',
          t`Workshop Collection ID (optional)`,
          t`The Steam Workshop collection the server is started with; its items are listed as the Workshop Mods.`,
          {
            placeholder: '123456789',
          },
        )}
      </form>
    </Modal>
  );
}
