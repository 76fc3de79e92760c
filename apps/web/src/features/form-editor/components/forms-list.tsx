import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import type { AdminFormListItem, FormType } from '@crp/shared';
import { AdminPage } from '../../../components/ui/admin-page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { adminFormsQuery, useDeleteForm, useDuplicateForm, useToggleForm } from '../api.ts';
import { Icon, icons, inputClass } from './fields.tsx';
import { FormCard } from './form-card.tsx';
import { TemplatePicker } from './template-picker.tsx';

/** Cards per page of the grid: lists that can grow are paginated. */
export const FORMS_PAGE_SIZE = 12;

type Filter = 'all' | FormType;

interface FormsListProps {
  onCreate: (type: FormType) => void;
  /** Opens the editor with a template (D36) loaded, unsaved. */
  onTemplate: (key: string) => void;
  onEdit: (id: number) => void;
  onResults: (id: number) => void;
}

/** 'Manage Applications & Surveys' (admin-area §2.5, D2). */
export function FormsList({ onCreate, onTemplate, onEdit, onResults }: FormsListProps) {
  const { t } = useLingui();
  const [picking, setPicking] = useState(false);
  const forms = useQuery(adminFormsQuery);
  const toggle = useToggleForm();
  const remove = useDeleteForm();
  const duplicate = useDuplicateForm();
  const [deleting, setDeleting] = useState<AdminFormListItem | null>(null);
  const [filter, setFilter] = useState<Filter>('all');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const searchId = useId();

  const onToggle = (form: AdminFormListItem) => {
    toggle.mutate(
      { id: form.id, isActive: !form.isActive },
      {
        onSuccess: (item) => {
          const title = item.title;
          toast.success(item.isActive ? t`${title} is now active` : t`${title} is now inactive`);
        },
        onError: (err) => toast.error(errorMessage(err, t`Failed to update application status. Please try again.`)),
      },
    );
  };
  const onDuplicate = (form: AdminFormListItem) => {
    duplicate.mutateAsync(form.id).then(
      (copy) => {
        const title = copy.title;
        toast.success(t`Copied as “${title}” (inactive until you enable it)`);
      },
      (err: unknown) => toast.error(errorMessage(err, t`Failed to duplicate the form. Please try again.`)),
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutateAsync(deleting.id).then(
      () => {
        setDeleting(null);
        toast.success(t`Application deleted successfully`);
      },
      (err: unknown) => {
        setDeleting(null);
        toast.error(errorMessage(err, t`Failed to delete application. Please try again.`));
      },
    );
  };

  const actions = (
    <>
      <Button onClick={() => onCreate('application')}>
        <Icon d={icons.plus} />
        <Trans>Create Application</Trans>
      </Button>
      <Button variant="secondary" onClick={() => onCreate('survey')}>
        <Icon d={icons.plus} />
        <Trans>Create Survey</Trans>
      </Button>
      <Button variant="secondary" onClick={() => setPicking(true)} aria-haspopup="dialog">
        <Icon d={icons.copy} />
        <Trans>Start from a template</Trans>
      </Button>
      <TemplatePicker open={picking} onClose={() => setPicking(false)} onPick={onTemplate} />
    </>
  );

  const all = forms.data ?? [];
  const needle = query.trim().toLowerCase();
  const shown = all.filter((f) => (filter === 'all' || f.type === filter) && (!needle || f.title.toLowerCase().includes(needle)));
  const pages = Math.max(1, Math.ceil(shown.length / FORMS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const visible = shown.slice((current - 1) * FORMS_PAGE_SIZE, current * FORMS_PAGE_SIZE);
  const counts = { all: all.length, application: all.filter((f) => f.type === 'application').length, survey: all.filter((f) => f.type === 'survey').length };

  const deletingTitle = deleting?.title;
  let body;
  if (forms.isPending) body = <LoadingBlock label={t`Loading forms...`} />;
  else if (forms.isError)
    // D2: a failed load is an error with a way to retry, never a made-up sample form.
    body = (
      <EmptyState
        title={t`Could not load the forms`}
        lines={[errorMessage(forms.error, t`The server did not answer. Please try again.`)]}
        action={
          <Button onClick={() => void forms.refetch()} disabled={forms.isFetching}>
            {forms.isFetching ? <Trans>Trying...</Trans> : <Trans>Try Again</Trans>}
          </Button>
        }
      />
    );
  else if (all.length === 0) body = (
      <EmptyState title={t`No Forms Yet`} lines={[t`Create your first application or survey to get started.`]} action={actions} />
    );
  else
    body = (
      <>
        <div className="mb-5 flex flex-wrap items-center gap-3">
          <div role="group" aria-label={t`Show`} className="inline-flex rounded-lg border border-surface-700 bg-surface-900 p-1">
            {(['all', 'application', 'survey'] as const).map((f) => (
              <button
                key={f}
                type="button"
                aria-pressed={filter === f}
                onClick={() => {
                  setFilter(f);
                  setPage(1);
                }}
                className={`rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-accent-400 ${
                  filter === f ? 'bg-surface-700 text-white' : 'text-slate-400 hover:text-white'
                }`}
              >
                {{ all: t`All`, application: t`Applications`, survey: t`Surveys` }[f]} <span className="text-slate-400">({counts[f]})</span>
              </button>
            ))}
          </div>
          <label htmlFor={searchId} className="sr-only">
            <Trans>Search forms by title</Trans>
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={t`Search by title`}
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(1);
            }}
            className={inputClass(false, 'max-w-xs')}
          />
        </div>
        {visible.length === 0 ? (
          <EmptyState title={t`No matching forms`} lines={[t`Try another title or show all forms.`]} />
        ) : (
          <div className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3">
            {visible.map((form) => (
              <FormCard
                key={form.id}
                form={form}
                onEdit={() => onEdit(form.id)}
                onToggle={() => onToggle(form)}
                onDelete={() => setDeleting(form)}
                onDuplicate={() => onDuplicate(form)}
                onResults={() => onResults(form.id)}
                duplicating={duplicate.isPending && duplicate.variables === form.id}
              />
            ))}
          </div>
        )}
        {pages > 1 ? (
          <nav aria-label={t`Form pages`} className="mt-6 flex items-center justify-center gap-3 text-sm text-slate-300">
            <Button variant="secondary" size="sm" disabled={current <= 1} onClick={() => setPage(current - 1)}>
              <Trans>Previous</Trans>
            </Button>
            <span>
              <Trans>
                Page {current} of {pages}
              </Trans>
            </span>
            <Button variant="secondary" size="sm" disabled={current >= pages} onClick={() => setPage(current + 1)}>
              <Trans>Next</Trans>
            </Button>
          </nav>
        ) : null}
      </>
    );

  return (
    <AdminPage
      title={t`Manage Applications & Surveys`}
      subtitle={t`Build the forms members fill in, and decide when they are open.`}
      actions={all.length > 0 || forms.isError ? actions : undefined}
    >
      {body}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Confirm Deletion`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>
          <Trans>Are you sure you want to delete the application &quot;{deletingTitle}&quot;?</Trans>
        </p>
        <p className="mt-2 text-slate-400">
          <Trans>This action cannot be undone. All responses to this application will also be deleted.</Trans>
        </p>
        {deleting && deleting.responses > 0 ? (
          <p className="mt-2 font-semibold text-red-300">{t`${plural(deleting.responses, { one: '# response will be deleted.', other: '# responses will be deleted.' })}`}</p>
        ) : null}
      </ConfirmDialog>
    </AdminPage>
  );
}
