import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formTemplatesQuery } from '../api.ts';

interface TemplatePickerProps {
  open: boolean;
  onClose: () => void;
  /** Opens the editor with the template loaded, unsaved. */
  onPick: (key: string) => void;
}

/** "Start from a template" (D36): one button per template, in a dialog (focus trapped, Escape closes). */
export function TemplatePicker({ open, onClose, onPick }: TemplatePickerProps) {
  const { t } = useLingui();
  const templates = useQuery({ ...formTemplatesQuery, enabled: open });
  const first = useRef<HTMLButtonElement>(null);
  const loaded = Boolean(templates.data);
  // The list may arrive after the dialog opened: focus then moves to its first template.
  useEffect(() => {
    if (open && loaded) first.current?.focus();
  }, [open, loaded]);
  return (
    <Modal open={open} title={t`Start from a template`} size="lg" onClose={onClose} initialFocusRef={first}>
      <p className="mb-4 text-sm text-slate-300">
        <Trans>Each template is a complete form you can change before saving. Nothing is saved until you press Save in the editor.</Trans>
      </p>
      {templates.isError ? (
        <div role="alert" className="rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-200">
          {errorMessage(templates.error, t`Could not load the templates. Please try again.`)}
          <Button variant="ghost" size="sm" className="ml-2" onClick={() => void templates.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </div>
      ) : !templates.data ? (
        <LoadingBlock label={t`Loading templates...`} />
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={t`Templates`}>
          {templates.data.map((template, index) => {
            const questions = template.form.questions.length;
            const pages = new Set(template.form.questions.map((q) => q.pageNumber)).size;
            return (
              <li key={template.key}>
                <button
                  ref={index === 0 ? first : undefined}
                  type="button"
                  onClick={() => onPick(template.key)}
                  aria-describedby={`template-${template.key}-summary`}
                  className="h-full w-full rounded-xl border border-surface-600 bg-surface-900 p-4 text-left transition-colors hover:border-brand-400 hover:bg-surface-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
                >
                  <span className="block font-semibold text-white">{template.name}</span>
                  <span className="mt-0.5 block text-xs font-semibold uppercase tracking-wider text-brand-300">
                    {template.form.type === 'survey' ? <Trans>Survey</Trans> : <Trans>Application</Trans>} ·{' '}
                    {pages > 1
                      ? t`${plural(questions, { one: '# question', other: '# questions' })} on ${pages} pages`
                      : t`${plural(questions, { one: '# question', other: '# questions' })}`}
                  </span>
                  <span id={`template-${template.key}-summary`} className="mt-2 block text-sm text-slate-300">
                    {template.summary}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
