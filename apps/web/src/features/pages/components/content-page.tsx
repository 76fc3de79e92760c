import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import type { PageKey } from '@crp/shared';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { pageContentQuery } from '../api.ts';
import { fallbackPages } from '../fallback-content.ts';
import { PageView } from './page-view.tsx';

// The editor (TipTap) loads only when an admin opens it: readers never download it.
const PageEditor = lazy(() => import('./page-editor.tsx').then((m) => ({ default: m.PageEditor })));

/**
 * An editable content page (player-area §2): the saved content, or the built-in one when nothing
 * was saved or loading failed; admins get 'Edit' (the server checks the role again on save).
 */
export function ContentPage({ pageKey, canEdit }: { pageKey: PageKey; canEdit: boolean }) {
  const { t } = useLingui();
  const { data, isPending } = useQuery(pageContentQuery(pageKey));
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const page = data ?? fallbackPages[pageKey];

  if (isPending) return <LoadingBlock label={t`Loading...`} />;
  if (editing && canEdit) {
    return (
      <Suspense fallback={<LoadingBlock label={t`Loading editor...`} />}>
        <PageEditor
          pageKey={pageKey}
          initial={page}
          onDone={() => {
            setEditing(false);
            // Back in the view, keyboard users continue from the button they started at.
            requestAnimationFrame(() => editButton.current?.focus());
          }}
        />
      </Suspense>
    );
  }
  return (
    <PageView
      page={page}
      updatedAt={data?.updatedAt}
      actions={
        canEdit ? (
          <button type="button" ref={editButton} className={buttonClass('secondary')} onClick={() => setEditing(true)}>
            <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
              <path d="M13.6 3.6a2 2 0 012.8 2.8l-8.5 8.5-3.6.8.8-3.6 8.5-8.5z" />
            </svg>
            <Trans>Edit</Trans>
          </button>
        ) : null
      }
    />
  );
}
