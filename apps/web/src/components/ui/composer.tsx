import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import type { ResponseMessage } from '@crp/shared';
import { errorMessage } from '../../lib/api-client.ts';
import { formatDateTime, formatNumber } from '../../lib/dates.ts';
import { Button } from './button.tsx';
import { CharacterCounter, FieldError, textareaClass } from './field.tsx';

/**
 * The one plain-text composer (staff notes, messages both ways): a labelled text area with a
 * character counter, Ctrl/Cmd+Enter to send, the limit said before the server has to, and the
 * server's words when it refuses. Empties itself after a successful send.
 */
export function TextComposer({
  label,
  labelHidden = false,
  max,
  submitLabel,
  busyLabel,
  placeholder,
  initial = '',
  emptyError,
  failure,
  onSubmit,
  onCancel,
}: {
  label: string;
  labelHidden?: boolean;
  max: number;
  submitLabel: string;
  busyLabel?: string;
  placeholder?: string;
  initial?: string;
  emptyError?: string;
  /** The fallback text when the send fails without the server's words. */
  failure: string;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tooLong = body.length > max;
  const limit = formatNumber(max);
  const submit = async () => {
    if (!body.trim()) return setError(emptyError ?? t`Write something first.`);
    if (tooLong) return setError(t`${plural(max, { one: `At most ${limit} character.`, other: `At most ${limit} characters.` })}`);
    setError(null);
    setBusy(true);
    try {
      await onSubmit(body);
      setBody('');
    } catch (err) {
      setError(errorMessage(err, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'mb-1.5 block text-sm font-semibold text-slate-200'}>
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={body}
        placeholder={placeholder}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
            e.preventDefault();
            void submit();
          }
        }}
        aria-invalid={Boolean(error) || tooLong}
        aria-describedby={`${id}-count ${id}-error`}
        className={textareaClass(Boolean(error) || tooLong)}
      />
      <div className="flex items-start justify-between gap-2">
        <FieldError id={`${id}-error`}>{error}</FieldError>
        <CharacterCounter id={`${id}-count`} length={body.length} max={max} />
      </div>
      <div className="mt-2 flex justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={busy || !body.trim()}>
          {busy ? (busyLabel ?? t`Sending...`) : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** One message of a conversation (D31): the reader's own on the right, plain text with its line breaks. */
export function MessageBubble({ message, mine, author }: { message: ResponseMessage; mine: boolean; author: ReactNode }) {
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${mine ? 'bg-brand-700/60 text-white' : 'border border-surface-600 bg-surface-900 text-slate-100'}`}
      >
        <p className="text-xs text-slate-300">
          <span className="font-semibold">{author}</span> · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </p>
        <p className="mt-1 whitespace-pre-wrap break-words">{message.body}</p>
      </div>
    </li>
  );
}
