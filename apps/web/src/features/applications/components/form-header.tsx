import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FormDefinition } from '@crp/shared';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { formatDateTime, formatShortDateTime } from '../../../lib/dates.ts';

interface FormHeaderProps {
  definition: FormDefinition;
  reapplyingAfter: 'rejected' | 'withdrawn' | null;
  restoredAt: string | null;
  onDiscardDraft: () => void;
  onDismissRestored: () => void;
}

function Notice({ tone, children }: { tone: 'info' | 'warning'; children: ReactNode }) {
  const colours = tone === 'info' ? 'border-accent-500/40 bg-accent-500/10 text-cyan-100' : 'border-yellow-400/40 bg-yellow-500/10 text-yellow-100';
  return <div className={`mt-4 rounded-xl border px-4 py-3 text-sm ${colours}`}>{children}</div>;
}

/** Title, description, deadline and the notices that explain the form's situation. */
export function FormHeader({ definition, reapplyingAfter, restoredAt, onDiscardDraft, onDismissRestored }: FormHeaderProps) {
  const { t } = useLingui();
  const deadline = definition.closeDate ? formatDateTime(definition.closeDate) : null;
  const savedAt = restoredAt ? formatShortDateTime(restoredAt) : '';
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{definition.title}</h1>
      <RichText html={definition.description} className="mt-4 text-slate-300" />
      <p className="mt-4 inline-flex items-center gap-2 rounded-lg bg-surface-800 px-3 py-1.5 text-sm text-slate-300">
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-4 w-4 text-slate-400">
          <path d="M10 18a8 8 0 100-16 8 8 0 000 16zm.75-13a.75.75 0 00-1.5 0v5c0 .41.34.75.75.75h4a.75.75 0 000-1.5h-3.25V5z" />
        </svg>
        {deadline ? t`Deadline: ${deadline}` : t`No deadline`}
      </p>
      {!definition.isOpen ? (
        <Notice tone="warning">
          {definition.type === 'survey' ? (
            <Trans>This survey is closed and no longer accepts submissions.</Trans>
          ) : (
            <Trans>This application is closed and no longer accepts submissions.</Trans>
          )}
        </Notice>
      ) : null}
      {reapplyingAfter ? (
        <Notice tone="info">
          {reapplyingAfter === 'withdrawn' ? (
            <Trans>You withdrew your previous application. You can submit a new application below.</Trans>
          ) : (
            <Trans>Your previous application was not accepted. You can submit a new application below.</Trans>
          )}
        </Notice>
      ) : null}
      {restoredAt ? (
        <Notice tone="info">
          <div role="status" className="flex flex-wrap items-center justify-between gap-3">
            <span>
              <Trans>We restored the answers you had not submitted yet (saved {savedAt}).</Trans>
            </span>
            <span className="flex gap-3">
              <button type="button" onClick={onDiscardDraft} className="font-semibold text-white underline hover:text-accent-400">
                <Trans>Start over</Trans>
              </button>
              <button type="button" onClick={onDismissRestored} className="font-semibold text-white underline hover:text-accent-400">
                <Trans>Dismiss</Trans>
              </button>
            </span>
          </div>
        </Notice>
      ) : null}
    </header>
  );
}
