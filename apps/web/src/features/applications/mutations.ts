import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyResponse, ResponseMessage, SubmitRequest, SubmitResult, WithdrawResult } from '@crp/shared';
import { api } from '../../lib/api-client.ts';
import { applicationKeys } from './api.ts';

/** Submit and withdraw. Apart from api.ts (the queries, which every first load carries for the route loaders). */

export function useSubmitApplication(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitRequest) => api<SubmitResult>(`/applications/${encodeURIComponent(slug)}/submit`, { method: 'POST', body }),
    // Not awaited: the refreshed status switches the form page to 'already submitted', which must
    // not happen before the page has shown its toast and moved on to the dashboard.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}

/** Withdraw: on success the list updates locally (player-area §4), no refetch needed. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (responseId: number) => api<WithdrawResult>(`/applications/response/${responseId}/withdraw`, { method: 'PATCH' }),
    onSuccess: ({ response }) => {
      queryClient.setQueryData<MyResponse[]>(applicationKeys.mine, (list) => list?.map((item) => (item.id === response.id ? response : item)));
      void queryClient.invalidateQueries({ queryKey: applicationKeys.status(response.application.slug) });
    },
  });
}

/** The applicant answers the staff (D31) while the response is open. */
export function useSendMyMessage(responseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api<{ message: ResponseMessage }>(`/applications/response/${responseId}/messages`, { method: 'POST', body: { body } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.mine });
    },
  });
}
