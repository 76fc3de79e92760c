import { useId, useRef, useState, type FormEvent } from 'react';
import type { GameKeyCreated } from '@crp/shared';
import { GAME_KEY_NAME_MAX, serverCfgLines } from '@crp/shared/game-format';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Hint, inputClass, labelClass, textareaClass } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateGameKey } from '../mutations.ts';
import { gameServersTexts as texts } from '../game-servers.texts.ts';
import { CopyButton } from './copy-button.tsx';

/** Create a key: a name, then the key shown this once with the server.cfg lines (D41). */
export function CreateKeyModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<GameKeyCreated | null>(null);
  const create = useCreateGameKey();

  const close = () => {
    setName('');
    setError(null);
    setCreated(null);
    create.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(texts.create.nameRequired);
    if (trimmed.length > GAME_KEY_NAME_MAX) return setError(texts.create.nameTooLong(GAME_KEY_NAME_MAX));
    setError(null);
    create.mutate(trimmed, {
      onSuccess: setCreated,
      onError: (err) => setError(errorMessage(err, texts.create.failed)),
    });
  };

  if (created) {
    const lines = serverCfgLines(window.location.origin, created.key);
    return (
      <Modal open={open} title={texts.created.title} onClose={close} size="lg" footer={<Button onClick={close}>{texts.created.done}</Button>}>
        <p className="mb-4 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-100">{texts.created.once}</p>
        <label htmlFor={`${id}-key`} className={labelClass}>
          {texts.created.keyLabel}
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <input id={`${id}-key`} readOnly value={created.key} className={inputClass(false, 'font-mono')} onFocus={(e) => e.currentTarget.select()} />
          <CopyButton value={created.key} label={texts.created.copyKey} />
        </div>
        <label htmlFor={`${id}-cfg`} className={`${labelClass} mt-5`}>
          {texts.created.cfgLabel}
        </label>
        <textarea
          id={`${id}-cfg`}
          readOnly
          rows={5}
          value={lines}
          aria-describedby={`${id}-cfg-hint`}
          className={textareaClass(false, 'font-mono text-xs')}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Hint id={`${id}-cfg-hint`}>{texts.created.cfgHint}</Hint>
        <div className="mt-2">
          <CopyButton value={lines} label={texts.created.copyCfg} />
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      title={texts.create.title}
      onClose={close}
      dismissible={!create.isPending}
      initialFocusRef={nameRef}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            {texts.create.cancel}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={create.isPending}>
            {create.isPending ? texts.create.busy : texts.create.submit}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-name`} className={labelClass}>
          {texts.create.nameLabel}
        </label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          value={name}
          maxLength={GAME_KEY_NAME_MAX + 20}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-name-hint${error ? ` ${id}-name-error` : ''}`}
          className={inputClass(Boolean(error))}
          autoComplete="off"
        />
        <Hint id={`${id}-name-hint`}>{texts.create.nameHint}</Hint>
        <FieldError id={`${id}-name-error`}>{error}</FieldError>
      </form>
    </Modal>
  );
}
