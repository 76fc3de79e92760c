import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DecisionRequest,
  FormSummary,
  FormType,
  MessageList,
  ResponseDelivery,
  ResponseDetail,
  ResponseList,
  ResponseListParams,
  ResponseMessage,
  StaffNote,
  VoteRequest,
} from '@crp/shared';
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
  for (const key of ['tab', 'status', 'formId', 'q', 'voted', 'awaiting', 'overdue', 'sort', 'page', 'pageSize'] as const) {
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

/** The admin dashboard's 'Overdue' tile (D42): open responses past their form's review target; the smallest page carries the total. */
export const overdueCountQuery = queryOptions({
  queryKey: [...reviewKeys.counts, 'overdue'] as const,
  queryFn: ({ signal }) => api<ResponseList>('/applications/responses?overdue=true&pageSize=1', { signal }).then((list) => list.total),
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

// ---- Deciding together (D29 notes, D30 votes, D31 messages) ----

/** After a note, a vote or a message the detail (and a list's tally or message column) is read again. */
function useRefreshResponse(responseId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: reviewKeys.detail(responseId) });
    void queryClient.invalidateQueries({ queryKey: reviewKeys.lists });
  };
}

export function useAddNote(responseId: number) {
  const refresh = useRefreshResponse(responseId);
  return useMutation({
    mutationFn: (body: string) => api<{ note: StaffNote }>(`/applications/response/${responseId}/notes`, { method: 'POST', body: { body } }),
    onSuccess: refresh,
  });
}

export function useEditNote(responseId: number) {
  const refresh = useRefreshResponse(responseId);
  return useMutation({
    mutationFn: ({ noteId, body }: { noteId: number; body: string }) =>
      api<{ note: StaffNote }>(`/applications/response/${responseId}/notes/${noteId}`, { method: 'PATCH', body: { body } }),
    onSuccess: refresh,
  });
}

export function useDeleteNote(responseId: number) {
  const refresh = useRefreshResponse(responseId);
  return useMutation({
    mutationFn: (noteId: number) => api<void>(`/applications/response/${responseId}/notes/${noteId}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useVote(responseId: number) {
  const refresh = useRefreshResponse(responseId);
  return useMutation({
    mutationFn: (vote: VoteRequest) => api<void>(`/applications/response/${responseId}/vote`, { method: 'PUT', body: vote }),
    onSettled: refresh,
  });
}

export function useWithdrawVote(responseId: number) {
  const refresh = useRefreshResponse(responseId);
  return useMutation({
    mutationFn: () => api<void>(`/applications/response/${responseId}/vote`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}

/** The conversation with the applicant, as staff read it (the applicant's side lives in the applications feature). */
export const responseMessagesQuery = (responseId: number) =>
  queryOptions({
    queryKey: [...reviewKeys.detail(responseId), 'messages'] as const,
    queryFn: ({ signal }) => api<MessageList>(`/applications/response/${responseId}/messages`, { signal }),
    staleTime: 0,
  });

export function useSendStaffMessage(responseId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshResponse(responseId);
  return useMutation({
    mutationFn: (body: string) => api<{ message: ResponseMessage }>(`/applications/response/${responseId}/messages`, { method: 'POST', body: { body } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: responseMessagesQuery(responseId).queryKey });
      refresh();
    },
  });
}
