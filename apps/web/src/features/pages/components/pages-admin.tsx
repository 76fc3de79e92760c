import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PageListItem } from '@crp/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { pageListQuery } from '../api.ts';
import { customPageQuery } from '../custom-page-api.ts';
import { usePageMutations } from '../mutations.ts';
import { pagesAdminTexts as t } from '../pages-admin.texts.ts';
import { CustomPageForm } from './custom-page-form.tsx';

type Editing = { kind: 'new' } | { kind: 'edit'; slug: string } | null;

/** /admin/pages (D39): every page with where it shows, create, edit (the rich-text editor) and delete (the one confirm dialog). */
export function PagesAdmin() {
  const list = useQuery(pageListQuery);
  const { create, edit, remove } = usePageMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PageListItem | null>(null);

  if (editing?.kind === 'new') {
    return (
      <CustomPageForm
        busy={create.isPending}
        error={create.error}
        onCancel={() => setEditing(null)}
        onSave={(page) =>
          create.mutate(page, {
            onSuccess: () => {
              toast.success(t.created);
              setEditing(null);
            },
          })
        }
      />
    );
  }
  if (editing?.kind === 'edit') return <EditCustomPage slug={editing.slug} onDone={() => setEditing(null)} mutation={edit} />;
  if (list.isPending) return <LoadingBlock label={t.loading} />;
  if (list.isError) return <p role="alert">{t.loadFailed}</p>;

  return (
    <>
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setEditing({ kind: 'new' })}>{t.newPage}</Button>
      </div>
      <Card className="overflow-x-auto p-0 sm:p-0">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t.pageTitle}</caption>
          <thead className="border-b border-surface-700 text-xs uppercase tracking-wider text-slate-400">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t.title}
              </th>
              <th scope="col" className="px-4 py-3">
                {t.address}
              </th>
              <th scope="col" className="px-4 py-3">
                {t.visibility}
              </th>
              <th scope="col" className="px-4 py-3">
                {t.placement}
              </th>
              <th scope="col" className="px-4 py-3">
                {t.position}
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">{t.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((page) => (
              <tr key={page.slug} className="border-b border-surface-800 last:border-0">
                <th scope="row" className="px-4 py-3 font-semibold text-white">
                  {page.title}
                  {page.builtIn ? <span className="ml-2 text-xs font-normal text-slate-400">{t.builtInNote}</span> : null}
                </th>
                <td className="px-4 py-3 font-mono text-slate-300">
                  <Link to={page.path} className="hover:underline">
                    {page.path}
                  </Link>
                </td>
                <td className="px-4 py-3 text-slate-300">{t.visibilityLabel[page.visibility]}</td>
                <td className="px-4 py-3 text-slate-300">{t.placementLabel[page.placement]}</td>
                <td className="px-4 py-3 tabular-nums text-slate-300">{page.position}</td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-2">
                    {page.builtIn ? (
                      <Link
                        to={page.path}
                        aria-label={t.editBuiltInPage(page.title)}
                        className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-200 hover:bg-surface-800"
                      >
                        {t.editBuiltIn}
                      </Link>
                    ) : (
                      <>
                        <Button variant="ghost" size="sm" aria-label={t.editPage(page.title)} onClick={() => setEditing({ kind: 'edit', slug: page.slug })}>
                          {t.edit}
                        </Button>
                        <Button variant="ghost" size="sm" aria-label={t.deletePage(page.title)} onClick={() => setDeleting(page)}>
                          {t.delete}
                        </Button>
                      </>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        confirmLabel={t.delete}
        busyLabel={t.deleting}
        tone="danger"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.slug, {
            onSuccess: () => {
              toast.success(t.deleted);
              setDeleting(null);
            },
            onError: (err) => toast.error(errorMessage(err, t.failed)),
          })
        }
      >
        <p>{deleting ? t.deleteBody(deleting.title) : null}</p>
      </ConfirmDialog>
    </>
  );
}

function EditCustomPage({ slug, onDone, mutation }: { slug: string; onDone: () => void; mutation: ReturnType<typeof usePageMutations>['edit'] }) {
  const page = useQuery(customPageQuery(slug));
  if (page.isPending) return <LoadingBlock label={t.loading} />;
  if (!page.data || page.data === 'members') return <p role="alert">{t.loadFailed}</p>;
  return (
    <CustomPageForm
      initial={page.data}
      busy={mutation.isPending}
      error={mutation.error}
      onCancel={onDone}
      onSave={(changes) =>
        mutation.mutate(
          { slug, changes },
          {
            onSuccess: () => {
              toast.success(t.saved);
              onDone();
            },
          },
        )
      }
    />
  );
}
