import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { responseStatuses } from '@crp/shared/statuses';
import { statusText } from '../../../components/ui/status-badge.tsx';

export type StatusFilterValue = 'all' | (typeof responseStatuses)[number];

export function StatusFilter({ value, onChange }: { value: StatusFilterValue; onChange: (value: StatusFilterValue) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-semibold text-slate-300">
        <Trans>Filter by status</Trans>
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as StatusFilterValue)}
        className="rounded-lg border border-surface-600 bg-surface-900 px-3 py-2 text-sm text-slate-100 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
      >
        <option value="all">
          <Trans>All statuses</Trans>
        </option>
        {responseStatuses.map((status) => (
          <option key={status} value={status}>
            {statusText(status)}
          </option>
        ))}
      </select>
    </div>
  );
}
