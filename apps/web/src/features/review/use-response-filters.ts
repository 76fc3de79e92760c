import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ResponseListTab, ResponseStatusFilter } from '@crp/shared';
import { responseListTabs, responseStatusFilters } from '@crp/shared/review-texts';

export interface ResponseFilters {
  tab: ResponseListTab;
  status: ResponseStatusFilter | '';
  formId: number | null;
  q: string;
  /** "Needs my vote" (D30): responses open for votes that I have not voted on. */
  needsMyVote: boolean;
  /** Responses whose last message is the applicant's (D31). */
  awaitingStaff: boolean;
  /** Open and past the form's review target (D42). */
  overdue: boolean;
  page: number;
}

const positiveInt = (value: string | null): number | null => {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : null;
};

/** Reads the list filters from the URL; anything malformed falls back to its default. */
export function readFilters(params: URLSearchParams): ResponseFilters {
  const tab = params.get('tab');
  const status = params.get('status');
  return {
    tab: (responseListTabs as readonly string[]).includes(tab ?? '') ? (tab as ResponseListTab) : 'all',
    status: (responseStatusFilters as readonly string[]).includes(status ?? '') ? (status as ResponseStatusFilter) : '',
    formId: positiveInt(params.get('formId')),
    q: (params.get('q') ?? '').slice(0, 100),
    needsMyVote: params.get('voted') === 'false',
    awaitingStaff: params.get('awaiting') === 'staff',
    overdue: params.get('overdue') === 'true',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** True when anything narrows the list beyond the tab (the empty state then says so). */
export const hasActiveFilters = (f: ResponseFilters) => Boolean(f.status || f.formId || f.q.trim() || f.needsMyVote || f.awaitingStaff || f.overdue);

/**
 * The response list's filters live in the URL (shareable; Back undoes a change). Changing a filter
 * starts again at page 1; other parameters (from=dashboard) are kept.
 */
export function useResponseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const update = useCallback(
    (changes: Partial<ResponseFilters>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | number | null | undefined, fallback?: string | number) => {
            if (value === undefined) return;
            if (value === null || value === '' || value === fallback) next.delete(key);
            else next.set(key, String(value));
          };
          set('tab', changes.tab, 'all');
          set('status', changes.status);
          set('formId', changes.formId);
          set('q', changes.q === undefined ? undefined : changes.q.trim());
          set('voted', changes.needsMyVote === undefined ? undefined : changes.needsMyVote ? 'false' : null);
          set('awaiting', changes.awaitingStaff === undefined ? undefined : changes.awaitingStaff ? 'staff' : null);
          set('overdue', changes.overdue === undefined ? undefined : changes.overdue ? 'true' : null);
          // Any filter change starts again at page 1; only an explicit page change keeps another page.
          set('page', changes.page ?? 1, 1);
          return next;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => update({ status: '', formId: null, q: '', needsMyVote: false, awaitingStaff: false, overdue: false }), [update]);

  return { filters, update, clear };
}
