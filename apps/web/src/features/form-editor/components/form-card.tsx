import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminFormListItem } from '@crp/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { Icon, icons } from './fields.tsx';

interface FormCardProps {
  form: AdminFormListItem;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
  onDuplicate: () => void;
  onResults: () => void;
  duplicating: boolean;
}

const closed = (deadline: string | null) => deadline !== null && Date.parse(deadline) <= Date.now();

/** One form in the management grid (admin-area §2.5): every field, and its actions. */
export function FormCard({ form, onEdit, onToggle, onDelete, onDuplicate, onResults, duplicating }: FormCardProps) {
  const { t } = useLingui();
  const title = form.title;
  const iconButton =
    'rounded-lg p-2 text-slate-400 transition-colors hover:bg-surface-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:opacity-50';
  return (
    <article
      aria-labelledby={`form-${form.id}-title`}
      className={`flex flex-col rounded-2xl border bg-surface-850/80 p-5 shadow-xl shadow-black/20 transition-colors hover:border-surface-600 ${
        form.isActive ? 'border-surface-700' : 'border-surface-700/60'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={form.type === 'survey' ? 'cyan' : 'purple'}>{form.type === 'survey' ? <Trans>Survey</Trans> : <Trans>Application</Trans>}</Badge>
        <Badge tone={form.isActive ? 'green' : 'gray'}>{form.isActive ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}</Badge>
        {closed(form.deadline) ? (
          <Badge tone="yellow">
            <Trans>Closed</Trans>
          </Badge>
        ) : null}
        <span className="-my-1 -mr-2 ml-auto flex gap-0.5">
          <button type="button" className={iconButton} onClick={onDuplicate} disabled={duplicating} aria-label={t`Duplicate ${title}`} title={t`Duplicate`}>
            <Icon d={icons.copy} />
          </button>
          <button
            type="button"
            className={`${iconButton} hover:bg-red-500/15 hover:text-red-300`}
            onClick={onDelete}
            aria-label={t`Delete ${title}`}
            title={t`Delete`}
          >
            <Icon d={icons.trash} />
          </button>
        </span>
      </div>
      <h2 id={`form-${form.id}-title`} className="mt-3 text-lg font-bold leading-snug text-white">
        {form.title}
      </h2>
      <RichText html={form.description} clamp={2} className="mt-1 min-h-[2.5rem] text-sm text-slate-400" />

      <dl className="mb-4 mt-4 grid grid-cols-3 gap-2 rounded-xl bg-surface-900/70 p-3 text-center">
        <div>
          <dt className="text-xs text-slate-400">
            <Trans>Questions</Trans>
          </dt>
          <dd className="mt-0.5 text-lg font-bold text-white">{form.questions}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-400">
            <Trans>Responses</Trans>
          </dt>
          <dd className="mt-0.5 text-lg font-bold text-white">{form.responses}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-400">
            <Trans>Deadline</Trans>
          </dt>
          <dd className="mt-1 text-sm font-semibold text-white">{form.deadline ? formatDate(form.deadline) : <Trans>No deadline</Trans>}</dd>
        </div>
      </dl>

      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-surface-700 pt-4">
        <Button size="sm" onClick={onEdit} aria-label={t`Edit ${title}`}>
          <Icon d={icons.pencil} />
          <Trans>Edit</Trans>
        </Button>
        <Button size="sm" variant="secondary" onClick={onToggle} aria-label={form.isActive ? t`Disable ${title}` : t`Enable ${title}`}>
          {form.isActive ? <Trans>Disable</Trans> : <Trans>Enable</Trans>}
        </Button>
        {form.type === 'survey' ? (
          <Button size="sm" variant="ghost" onClick={onResults} aria-label={t`Results of ${title}`}>
            <Icon d={icons.chart} />
            <Trans>Results</Trans>
          </Button>
        ) : null}
      </div>
    </article>
  );
}
