import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecisionRequest, FormSummary, FormType, ResponseDelivery, ResponseDetail, ResponseList, ResponseListParams } from '@crp/shared';
import { api } from '../../lib/api-client.ts';

export const reviewKeys = {
  all: ['review'] as const,
  lists: ['review', 'list'] as const,
  list: (params: ResponseListParams) => ['review', 'list', params] as const,
  counts: ['review', 'list', 'counts'] as const,
  detail: (id: number) => ['review', 'detail', id] as const,
  forms: ['review', 'forms'] as const,
};

/** The list's query string: only the filters that are set, in a fixed order (shareable, cache-friendly). */
export function listSearch(params: ResponseListParams): string {
  const search = new URLSearchParams();
  for (const key of ['tab', 'status', 'formId', 'q', 'sort', 'page', 'pageSize'] as const) {
    const value = params[key];
    if (value === undefined || value === null || value === '') continue;
    if (key === 'tab' && value === 'all') continue;
    search.set(key, String(value));
  }
  return search.toString();
}

/** One page of responses with the aggregate counters (D22). Staff only: others get 403. */
export const responseListQuery = (params: ResponseListParams) =>
  queryOptions({
    queryKey: reviewKeys.list(params),
    queryFn: ({ signal }) => {
      const search = listSearch(params);
      return api<ResponseList>(`/applications/responses${search ? `?${search}` : ''}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** The admin dashboard needs the counters only: the smallest page carries them. */
export const responseCountsQuery = queryOptions({
  queryKey: reviewKeys.counts,
  queryFn: ({ signal }) => api<ResponseList>('/applications/responses?pageSize=1', { signal }).then((list) => list.counts),
  staleTime: 15_000,
});

/** Where 'Export CSV' downloads the current filters (same filters as the list, every page). */
export function responsesCsvUrl(params: ResponseListParams): string {
  const search = listSearch({ ...params, page: undefined, pageSize: undefined });
  return `/api/applications/responses.csv${search ? `?${search}` : ''}`;
}

export const responseDetailQuery = (id: number) =>
  queryOptions({
    queryKey: reviewKeys.detail(id),
    queryFn: ({ signal }) => api<ResponseDetail>(`/applications/response/${id}`, { signal }),
    staleTime: 0,
  });

export interface FormOption {
  id: number;
  title: string;
  type: FormType;
}

/** Every form (active or not), for the list's form filter. */
export const formOptionsQuery = queryOptions({
  queryKey: reviewKeys.forms,
  queryFn: ({ signal }) =>
    api<FormSummary[]>('/applications/public', { signal }).then((forms) =>
      forms.map(({ id, title, type }): FormOption => ({ id, title, type })).sort((a, b) => a.title.localeCompare(b.title)),
    ),
});

/** PATCH …/status (D23): the server answers the updated detail, which replaces the cached one. */
export function useUpdateStatus(responseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisionRequest) => api<ResponseDetail>(`/applications/response/${responseId}/status`, { method: 'PATCH', body }),
    onSuccess: (detail) => {
      queryClient.setQueryData(reviewKeys.detail(responseId), detail);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.lists });
    },
  });
}

/** Sends a pending or failed delivery again now (D24). */
export function useRetryDelivery(responseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => api<ResponseDelivery>(`/admin/deliveries/${deliveryId}/retry`, { method: 'POST' }),
    onSuccess: (delivery) => {
      queryClient.setQueryData<ResponseDetail>(reviewKeys.detail(responseId), (detail) =>
        detail ? { ...detail, deliveries: detail.deliveries.map((d) => (d.id === delivery.id ? delivery : d)) } : detail,
      );
    },
  });
}
