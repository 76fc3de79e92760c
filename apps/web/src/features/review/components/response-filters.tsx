import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { ResponseStatusFilter, ResponseListTab } from '@crp/shared';
import { responseStatuses } from '@crp/shared/statuses';
import { Button } from '../../../components/ui/button.tsx';
import { formOptionsQuery } from '../api.ts';
import { statusName } from '../labels.ts';
import type { ResponseFilters } from '../use-response-filters.ts';
import { Icon } from './icons.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

const fieldClass =
  'rounded-lg border border-surface-600 bg-surface-900 px-3 py-2 text-sm text-slate-100 focus-visible:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-400';


interface Props {
  filters: ResponseFilters;
  onChange: (changes: Partial<ResponseFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
  active: boolean;
}

/** Search (debounced), status and form: every change goes to the URL and back to page 1. */
export function ResponseFiltersBar({ filters, onChange, onClear, active }: Props) {
  const { t } = useLingui();
  const ids = { search: useId(), status: useId(), form: useId() };
  const statusOptions: { value: ResponseStatusFilter | ''; label: string }[] = [
    { value: '', label: t`All statuses` },
    { value: 'pending_review', label: t`Awaiting decision (Pending Review + Under Review)` },
    ...responseStatuses.map((status) => ({ value: status, label: statusName(status) })),
  ];
  const forms = useQuery(formOptionsQuery);
  const [text, setText] = useState(filters.q);
  const committed = useRef(filters.q);

  // The URL changed under us (Back, a shared link, Clear): show what it says.
  if (filters.q !== committed.current) {
    committed.current = filters.q;
    setText(filters.q);
  }

  useEffect(() => {
    if (text.trim() === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = text.trim();
      onChange({ q: text });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  const formsForTab = (forms.data ?? []).filter((f) => tabAllows(filters.tab, f.type));

  return (
    <div className="flex w-full flex-wrap items-end gap-3">
      <div className="min-w-[14rem] flex-1">
        <label htmlFor={ids.search} className="mb-1 block text-xs font-medium text-slate-400">
          <Trans>Search</Trans>
        </label>
        <div className="relative">
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
            <Icon name="search" className="h-4 w-4" />
          </span>
          <input
            id={ids.search}
            type="search"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && text.trim() !== committed.current) {
                committed.current = text.trim();
                onChange({ q: text });
              }
            }}
            placeholder={t`Form, name, username or Discord ID`}
            className={`${fieldClass} w-full pl-9`}
          />
        </div>
      </div>
      <div>
        <label htmlFor={ids.status} className="mb-1 block text-xs font-medium text-slate-400">
          <Trans>Status</Trans>
        </label>
        <select
          id={ids.status}
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as ResponseStatusFilter | '' })}
          className={`${fieldClass} max-w-[16rem]`}
        >
          {statusOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.form} className="mb-1 block text-xs font-medium text-slate-400">
          <Trans>Form</Trans>
        </label>
        <select
          id={ids.form}
          value={filters.formId ?? ''}
          onChange={(e) => onChange({ formId: e.target.value ? Number(e.target.value) : null })}
          className={`${fieldClass} max-w-[16rem]`}
        >
          <option value="">{t`All forms`}</option>
          {/* A form from a shared link that is not in the list (yet) still shows as selected. */}
          {filters.formId && !formsForTab.some((f) => f.id === filters.formId) ? <option value={filters.formId}>{t`Form #${filters.formId}`}</option> : null}
          {formsForTab.map((f) => (
            <option key={f.id} value={f.id}>
              {f.title} {filters.tab === 'all' ? (f.type === 'application' ? t`(Application)` : t`(Survey)`) : ''}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-wrap items-center gap-3 pb-1.5">
        <legend className="sr-only">
          <Trans>Quick filters</Trans>
        </legend>
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-200">
          <input
            type="checkbox"
            checked={filters.needsMyVote}
            onChange={(e) => onChange({ needsMyVote: e.target.checked })}
            className="h-4 w-4 rounded border-surface-600 bg-surface-900 accent-brand-500 focus-visible:outline-2 focus-visible:outline-accent-400"
          />
          <Trans>Needs my vote</Trans>
        </label>
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-200">
          <input
            type="checkbox"
            checked={filters.awaitingStaff}
            onChange={(e) => onChange({ awaitingStaff: e.target.checked })}
            className="h-4 w-4 rounded border-surface-600 bg-surface-900 accent-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
          />
          <Trans>Waiting for staff reply</Trans>
        </label>
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-200">
          <input
            type="checkbox"
            checked={filters.overdue}
            onChange={(e) => onChange({ overdue: e.target.checked })}
            className="h-4 w-4 rounded border-surface-600 bg-surface-900 accent-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
          />
          <Trans>Overdue</Trans>
        </label>
      </fieldset>
      {active ? (
        <Button variant="ghost" size="sm" onClick={onClear} className="mb-0.5">
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
    </div>
  );
}

const tabAllows = (tab: ResponseListTab, type: string) => tab === 'all' || (tab === 'applications' ? type === 'application' : type === 'survey');
