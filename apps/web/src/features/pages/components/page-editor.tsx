import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { PageKey } from '@crp/shared';
import { RichTextEditor } from '../../../components/rich-text-editor/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSavePageContent } from '../api.ts';
import type { PageText } from '../fallback-content.ts';
import { inputClass as fieldInput } from '../../../components/ui/field.tsx';

type Mode = 'visual' | 'html';

const inputClass = fieldInput(false, 'mt-1');

/** The admin edit view: Title, Subtitle (optional), Content in the rich-text editor or as raw HTML (20 rows). */
export function PageEditor({ pageKey, initial, onDone }: { pageKey: PageKey; initial: PageText; onDone: () => void }) {
  const { t } = useLingui();
  const contentLabel = t`Content (HTML supported)`;
  const pageTitle = initial.title;
  const [title, setTitle] = useState(initial.title);
  const [subtitle, setSubtitle] = useState(initial.subtitle ?? '');
  const [content, setContent] = useState(initial.content);
  const [mode, setMode] = useState<Mode>('visual');
  const save = useSavePageContent(pageKey);
  const ids = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ title, subtitle: subtitle.trim() ? subtitle : null, content }, { onSuccess: onDone });
  };

  const modeButton = (value: Mode, text: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
      className={`rounded-md px-3 py-1 text-xs font-semibold transition-colors ${mode === value ? 'bg-brand-600 text-white' : 'text-slate-300 hover:bg-surface-700 hover:text-white'}`}
    >
      {text}
    </button>
  );

  return (
    <>
      <PageHeader title={t`Edit ${pageTitle}`} subtitle={t`Changes are visible to everyone as soon as you save.`} />
      <Card>
        <form onSubmit={submit} className="space-y-6" aria-label={t`Edit page content`}>
          <div>
            <label htmlFor={`${ids}-title`} className="block text-sm font-medium text-slate-200">
              <Trans>Title</Trans>
            </label>
            <input id={`${ids}-title`} autoFocus value={title} onChange={(e) => setTitle(e.target.value)} className={inputClass} />
          </div>
          <div>
            <label htmlFor={`${ids}-subtitle`} className="block text-sm font-medium text-slate-200">
              <Trans>Subtitle (optional)</Trans>
            </label>
            <input id={`${ids}-subtitle`} value={subtitle} onChange={(e) => setSubtitle(e.target.value)} className={inputClass} />
          </div>
          <div>
            <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
              <label htmlFor={mode === 'html' ? `${ids}-content` : undefined} className="block text-sm font-medium text-slate-200">
                {contentLabel}
              </label>
              <div role="group" aria-label={t`Content editing mode`} className="flex gap-1 rounded-lg border border-surface-600 bg-surface-900 p-0.5">
                {modeButton('visual', t`Visual editor`)}
                {modeButton('html', t`HTML`)}
              </div>
            </div>
            {mode === 'visual' ? (
              <RichTextEditor id={`${ids}-content`} aria-label={contentLabel} value={content} onChange={setContent} placeholder={t`Write the page content...`} />
            ) : (
              <textarea
                id={`${ids}-content`}
                rows={20}
                value={content}
                onChange={(e) => setContent(e.target.value)}
                spellCheck={false}
                className={`${inputClass} font-mono text-sm`}
              />
            )}
            <p className="mt-2 text-xs text-slate-400">
              <Trans>Paragraphs, headings, bold, italic, underline, lists and links are kept; anything else is removed when you save.</Trans>
            </p>
          </div>
          {save.isError ? (
            <p role="alert" className="rounded-lg border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-red-200">
              {errorMessage(save.error, t`Failed to save page content`)}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save Changes</Trans>}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
