import { msg } from '@lingui/core/macro';
import { translate } from '../../lib/i18n.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

/** Adds https:// when no scheme is given; only http(s) and mailto links are kept (the sanitizer drops the rest). */
export function normalizeLinkUrl(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (/^mailto:/i.test(value)) return value;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

interface LinkDialogProps {
  open: boolean;
  /** The text the link will be put on (empty: the address itself is inserted). */
  selectedText: string;
  initialUrl?: string;
  onInsert: (url: string) => void;
  onCancel: () => void;
}

/** The editor's link dialog (admin-area §2.9): shows the selected text, a URL field, Cancel and Insert Link. */
export function LinkDialog({ open, selectedText, initialUrl = '', onInsert, onCancel }: LinkDialogProps) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) {
      setUrl(initialUrl);
      setError(null);
      // The modal (a child, so its effect ran first) is open now. autoFocus cannot do this: React focuses
      // while the <dialog> is still closed, and showModal() then puts focus on the Close button.
      field.current?.focus();
    }
  }, [open, initialUrl]);

  const submit = () => {
    if (!url.trim()) return;
    const normalized = normalizeLinkUrl(url);
    if (!normalized) {
      setError(translate(msg`Enter a web address starting with http:// or https://, or a mailto: address.`));
      return;
    }
    onInsert(normalized);
  };

  return (
    <Modal open={open} title={translate(msg`Insert Link`)} onClose={onCancel}>
      {/* Not a <form>: the editor usually sits inside one (forms cannot nest). Enter inserts. */}
      <div className="space-y-4">
        <div>
          <p className="text-sm font-medium text-slate-300">
            {translate(msg`Selected text`)}
          </p>
          <p data-testid="link-selected-text" className="mt-1 rounded-lg border border-surface-700 bg-surface-900 px-3 py-2 text-sm text-white">
            {selectedText || <span className="text-slate-400">
                {translate(msg`No text selected: the address will be inserted as the link text.`)}
              </span>}
          </p>
        </div>
        <div>
          <label htmlFor={fieldId} className="block text-sm font-medium text-slate-200">
            {translate(msg`URL`)}
          </label>
          <input
            id={fieldId}
            ref={field}
            type="text"
            inputMode="url"
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                submit();
              }
            }}
            placeholder={translate(msg`https://example.com`)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            className="mt-1 w-full rounded-lg border border-surface-600 bg-surface-900 px-3 py-2 text-white placeholder:text-slate-500 focus:border-brand-500 focus:outline-none"
          />
          {error ? (
            <p id={`${fieldId}-error`} role="alert" className="mt-1 text-sm text-red-300">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {translate(msg`Cancel`)}
          </Button>
          <Button onClick={submit} disabled={!url.trim()}>
            {translate(msg`Insert Link`)}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
