import type { ResponseListItem } from '@crp/shared';
import { tallyText } from '@crp/shared/collaboration-texts';
import { paths } from '../../../app/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatShortDateTime } from '../../../lib/dates.ts';
import { discordIdOf, formNameOf, personNameOf, statusOf, typeLabelOf } from '../display.ts';

/** The columns of admin-area §2.2, with its defaults for missing data, plus who has taken a response. */
export const responseColumns: DataTableColumn<ResponseListItem>[] = [
  { key: 'form', header: 'Form Name', cell: (r) => <span className="font-medium text-white">{formNameOf(r)}</span> },
  {
    key: 'type',
    header: 'Type',
    cell: (r) => (
      <span className={`text-xs font-semibold uppercase tracking-wide ${r.application ? 'text-cyan-300' : 'text-emerald-300'}`}>{typeLabelOf(r)}</span>
    ),
  },
  { key: 'name', header: 'Discord Name', cell: (r) => personNameOf(r.user) },
  {
    key: 'submitted',
    header: 'Date Submitted',
    className: 'whitespace-nowrap tabular-nums',
    cell: (r) => <time dateTime={r.submittedAt || r.createdAt}>{formatShortDateTime(r.submittedAt || r.createdAt)}</time>,
  },
  { key: 'discordId', header: 'Discord ID', className: 'font-mono text-xs text-slate-300', cell: (r) => discordIdOf(r.user) },
  {
    key: 'status',
    header: 'Status',
    cell: (r) => (
      <div className="flex flex-col items-start gap-1">
        <StatusBadge status={statusOf(r)} />
        {r.assignedTo && statusOf(r) === 'under_review' ? <span className="text-xs text-slate-400">with {personNameOf(r.assignedTo)}</span> : null}
        {r.overdue ? <span className="text-xs font-semibold text-red-300">Overdue</span> : null}
      </div>
    ),
  },
  {
    key: 'team',
    header: 'Votes & Messages',
    cell: (r) => (
      <div className="flex flex-col items-start gap-1 text-xs">
        {r.votes.required > 0 ? <span className="tabular-nums text-slate-200">{tallyText(r.votes)}</span> : <span className="text-slate-500">No voting</span>}
        {r.messages.count > 0 ? (
          <span className={r.messages.lastFrom === 'applicant' ? 'font-semibold text-amber-300' : 'text-slate-400'}>
            {r.messages.count} {r.messages.count === 1 ? 'message' : 'messages'}
            {r.messages.lastFrom === 'applicant' ? ' · waiting for staff' : ''}
          </span>
        ) : null}
      </div>
    ),
  },
  {
    key: 'actions',
    header: 'Actions',
    className: 'text-right',
    headerClassName: 'text-right',
    cell: (r) => (
      <ButtonLink to={paths.admin.review.href(r.id)} variant="secondary" size="sm" aria-label={`View ${formNameOf(r)} from ${personNameOf(r.user)}`}>
        View
      </ButtonLink>
    ),
  },
];
