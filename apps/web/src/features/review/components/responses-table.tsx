import { msg, plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ResponseListItem } from '@crp/shared';
import { paths } from '../../../app/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatShortDateTime } from '../../../lib/dates.ts';
import { translate } from '../../../lib/i18n.ts';
import { discordIdOf, formNameOf, personNameOf, statusOf, typeLabelOf } from '../display.ts';
import { tally } from '../labels.ts';

/** The View button's accessible name: which form, from whom. */
function viewLabel(r: ResponseListItem): string {
  const form = formNameOf(r);
  const person = personNameOf(r.user);
  return translate(msg`View ${form} from ${person}`);
}

/** The columns of admin-area §2.2, with its defaults for missing data, plus who has taken a response. */
export const responseColumns: DataTableColumn<ResponseListItem>[] = [
  { key: 'form', header: <Trans>Form Name</Trans>, cell: (r) => <span className="font-medium text-white">{formNameOf(r)}</span> },
  {
    key: 'type',
    header: <Trans>Type</Trans>,
    cell: (r) => (
      <span className={`text-xs font-semibold uppercase tracking-wide ${r.application ? 'text-cyan-300' : 'text-emerald-300'}`}>{typeLabelOf(r)}</span>
    ),
  },
  { key: 'name', header: <Trans>Discord Name</Trans>, cell: (r) => personNameOf(r.user) },
  {
    key: 'submitted',
    header: <Trans>Date Submitted</Trans>,
    className: 'whitespace-nowrap tabular-nums',
    cell: (r) => <time dateTime={r.submittedAt || r.createdAt}>{formatShortDateTime(r.submittedAt || r.createdAt)}</time>,
  },
  { key: 'discordId', header: <Trans>Discord ID</Trans>, className: 'font-mono text-xs text-slate-300', cell: (r) => discordIdOf(r.user) },
  {
    key: 'status',
    header: <Trans>Status</Trans>,
    cell: (r) => (
      <div className="flex flex-col items-start gap-1">
        <StatusBadge status={statusOf(r)} />
        {r.assignedTo && statusOf(r) === 'under_review' ? <span className="text-xs text-slate-400">
            <Trans>with {personNameOf(r.assignedTo)}</Trans>
          </span> : null}
        {r.overdue ? <span className="text-xs font-semibold text-red-300">
            <Trans>Overdue</Trans>
          </span> : null}
      </div>
    ),
  },
  {
    key: 'team',
    header: <Trans>Votes &amp; Messages</Trans>,
    cell: (r) => (
      <div className="flex flex-col items-start gap-1 text-xs">
        {r.votes.required > 0 ? (
          <span className="tabular-nums text-slate-200">{tally(r.votes)}</span>
        ) : (
          <span className="text-slate-500">
            <Trans>No voting</Trans>
          </span>
        )}
        {r.messages.count > 0 ? (
          <span className={r.messages.lastFrom === 'applicant' ? 'font-semibold text-amber-300' : 'text-slate-400'}>
            {r.messages.lastFrom === 'applicant'
              ? translate(msg`${plural(r.messages.count, { one: '# message · waiting for staff', other: '# messages · waiting for staff' })}`)
              : translate(msg`${plural(r.messages.count, { one: '# message', other: '# messages' })}`)}
          </span>
        ) : null}
      </div>
    ),
  },
  {
    key: 'actions',
    header: <Trans>Actions</Trans>,
    className: 'text-right',
    headerClassName: 'text-right',
    cell: (r) => (
      <ButtonLink to={paths.admin.review.href(r.id)} variant="secondary" size="sm" aria-label={viewLabel(r)}>
        <Trans>View</Trans>
      </ButtonLink>
    ),
  },
];
