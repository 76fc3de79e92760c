import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminFormListItem, Insights } from '@crp/shared';
import { api } from '../../lib/api-client.ts';

/** The insights' address parameters (D42): what the URL of /admin/insights carries, every one optional. */
export interface InsightsParams {
  from?: string;
  to?: string;
  formId?: string;
  tz?: string;
}

const keys = ['from', 'to', 'formId', 'tz'] as const;

/** The parameters of a URL's search, only those set, in a fixed order (shareable, cache-friendly). */
export function insightsParamsOf(search: URLSearchParams): InsightsParams {
  const params: InsightsParams = {};
  for (const key of keys) {
    const value = search.get(key)?.trim();
    if (value) params[key] = value;
  }
  return params;
}

export function insightsSearch(params: InsightsParams): string {
  const search = new URLSearchParams();
  for (const key of keys) if (params[key]) search.set(key, params[key]);
  return search.toString();
}

export const insightsQuery = (params: InsightsParams) =>
  queryOptions({
    queryKey: ['insights', params] as const,
    queryFn: ({ signal }) => {
      const search = insightsSearch(params);
      return api<Insights>(`/admin/insights${search ? `?${search}` : ''}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** "Download CSV": the server's file of the same range and form. */
export function insightsCsvUrl(params: InsightsParams): string {
  const search = insightsSearch(params);
  return `/api/admin/insights.csv${search ? `?${search}` : ''}`;
}

/** Every form (the picker), as managers see them in Manage Applications. */
export const insightsFormsQuery = queryOptions({
  queryKey: ['insights', 'forms'] as const,
  queryFn: ({ signal }) => api<AdminFormListItem[]>('/admin/applications', { signal }),
  staleTime: 60_000,
});
