import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import type { MyResponse } from '@crp/shared';
import { isOpenStatus } from '@crp/shared/lifecycle';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';

// The thread and its composer load when opened: most visits never open one (first-load budget, decision 0013).
const Thread = lazy(() => import('./response-thread.tsx'));

/**
 * 'Messages' under one of the person's applications (D31): closed until opened (the thread loads
 * then); says when the staff wrote last, so a question does not go unseen.
 */
export function ResponseMessages({ response }: { response: MyResponse }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(response.messages.lastFrom === 'staff');
  const panelId = useId();
  const { count, lastFrom } = response.messages;
  if (count === 0 && !isOpenStatus(response.status)) return null;
  return (
    <div className="mt-4 rounded-xl border border-surface-700 bg-surface-850/60 p-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full items-center justify-between gap-2 rounded text-left text-sm font-semibold text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
      >
        <span>
          {count ? <Trans>Messages ({count})</Trans> : <Trans>Messages</Trans>}
          {lastFrom === 'staff' ? (
            <span className="ml-2 rounded-full bg-amber-500/20 px-2 py-0.5 text-xs font-semibold text-amber-200">
              <Trans>New from staff</Trans>
            </span>
          ) : null}
        </span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {open ? (
        <div id={panelId} className="mt-3">
          <Suspense fallback={<LoadingBlock label={t`Loading messages...`} />}>
            <Thread response={response} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
