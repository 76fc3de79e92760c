import type { Insights } from '@crp/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { formatCount, formatDay, formatDuration, formatRate } from '../format.ts';
import { insightsTexts as text } from '../insights.texts.ts';

/** The per-day, per-form and per-reviewer tables of the insights screen: the one data table, every row on one page. */

const num = 'text-right tabular-nums whitespace-nowrap';
const noop = () => {};

function WholeTable<Row>({ caption, columns, rows, rowKey, empty }: { caption: string; columns: DataTableColumn<Row>[]; rows: Row[]; rowKey: (row: Row) => string | number; empty: string }) {
  return (
    <DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} page={1} pageSize={Math.max(1, rows.length)} total={rows.length} onPageChange={noop} empty={empty} />
  );
}

export function DailyTable({ daily }: { daily: Insights['daily'] }) {
  const columns: DataTableColumn<Insights['daily'][number]>[] = [
    { key: 'date', header: text.date, cell: (d) => formatDay(d.date), className: 'whitespace-nowrap' },
    { key: 'submitted', header: text.series.submitted, cell: (d) => formatCount(d.submitted), className: num, headerClassName: 'text-right' },
    { key: 'accepted', header: text.series.accepted, cell: (d) => formatCount(d.accepted), className: num, headerClassName: 'text-right' },
    { key: 'rejected', header: text.series.rejected, cell: (d) => formatCount(d.rejected), className: num, headerClassName: 'text-right' },
  ];
  return <WholeTable caption={text.chart.tableCaption} columns={columns} rows={daily} rowKey={(d) => d.date} empty={text.none} />;
}

export function FormsTable({ forms }: { forms: Insights['forms'] }) {
  const columns: DataTableColumn<Insights['forms'][number]>[] = [
    {
      key: 'form',
      header: text.forms.form,
      cell: (f) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-white">{f.title}</span>
          <Badge tone={f.type === 'application' ? 'blue' : 'cyan'}>{f.type === 'application' ? text.forms.application : text.forms.survey}</Badge>
        </span>
      ),
    },
    { key: 'submitted', header: text.forms.submitted, cell: (f) => formatCount(f.submitted), className: num, headerClassName: 'text-right' },
    { key: 'accepted', header: text.forms.accepted, cell: (f) => formatCount(f.accepted), className: num, headerClassName: 'text-right' },
    { key: 'rejected', header: text.forms.rejected, cell: (f) => formatCount(f.rejected), className: num, headerClassName: 'text-right' },
    { key: 'rate', header: text.forms.rate, cell: (f) => formatRate(f.acceptanceRate), className: num, headerClassName: 'text-right' },
    { key: 'decision', header: text.forms.decision, cell: (f) => formatDuration(f.timeToDecisionP50), className: num, headerClassName: 'text-right' },
  ];
  return <WholeTable caption={text.forms.caption} columns={columns} rows={forms} rowKey={(f) => f.formId} empty={text.forms.empty} />;
}

export function ReviewersTable({ reviewers }: { reviewers: Insights['reviewers'] }) {
  const columns: DataTableColumn<Insights['reviewers'][number]>[] = [
    { key: 'reviewer', header: text.reviewers.reviewer, cell: (r) => <span className="font-medium text-white">{r.displayName}</span> },
    { key: 'decisions', header: text.reviewers.decisions, cell: (r) => formatCount(r.decisions), className: num, headerClassName: 'text-right' },
    { key: 'accepted', header: text.reviewers.accepted, cell: (r) => formatCount(r.accepted), className: num, headerClassName: 'text-right' },
    { key: 'rejected', header: text.reviewers.rejected, cell: (r) => formatCount(r.rejected), className: num, headerClassName: 'text-right' },
    { key: 'votes', header: text.reviewers.votes, cell: (r) => formatCount(r.votes), className: num, headerClassName: 'text-right' },
    { key: 'notes', header: text.reviewers.notes, cell: (r) => formatCount(r.notes), className: num, headerClassName: 'text-right' },
    { key: 'decision', header: text.reviewers.decision, cell: (r) => formatDuration(r.timeToDecisionP50), className: num, headerClassName: 'text-right' },
  ];
  return <WholeTable caption={text.reviewers.caption} columns={columns} rows={reviewers} rowKey={(r) => r.discordId} empty={text.reviewers.empty} />;
}
