import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFormDetail, AdminFormListItem, FormResults, FormSave, FormTemplate, RoleCheckResult, WebhookTestResult, ChannelCheckResult } from '@crp/shared';
import { api } from '../../lib/api-client.ts';

export type { WebhookTestResult };

/** The admin forms calls (admin-area §7) and the editor's tools (duplicate, results, bot and webhook checks). */

export const formKeys = {
  all: ['admin-forms'] as const,
  list: ['admin-forms', 'list'] as const,
  detail: (id: number) => ['admin-forms', 'detail', id] as const,
  results: (id: number) => ['admin-forms', 'results', id] as const,
  templates: ['admin-forms', 'templates'] as const,
};

/** The form detail, with its webhook secret (D24). */
export type EditableForm = AdminFormDetail;

export const adminFormsQuery = queryOptions({
  queryKey: formKeys.list,
  queryFn: () => api<AdminFormListItem[]>('/admin/applications'),
});

export const adminFormQuery = (id: number) =>
  queryOptions({
    queryKey: formKeys.detail(id),
    queryFn: () => api<EditableForm>(`/admin/applications/${id}`),
    // The editor starts from what is stored now, never from an older copy.
    staleTime: 0,
  });

/** The ready-made forms of "Start from a template" (D36): data that changes only with a release. */
export const formTemplatesQuery = queryOptions({
  queryKey: formKeys.templates,
  queryFn: () => api<FormTemplate[]>('/admin/applications/templates'),
  staleTime: Infinity,
});

export const formResultsQuery = (id: number) =>
  queryOptions({
    queryKey: formKeys.results(id),
    queryFn: () => api<FormResults>(`/admin/applications/${id}/summary`),
    staleTime: 0,
  });

export function useSaveForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FormSave }) =>
      id === null
        ? api<EditableForm>('/admin/applications', { method: 'POST', body })
        : api<EditableForm>(`/admin/applications/${id}`, { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(formKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: formKeys.list });
    },
  });
}

export function useDeleteForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ success: true }>(`/admin/applications/${id}`, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<AdminFormListItem[]>(formKeys.list, (list) => list?.filter((f) => f.id !== id));
      queryClient.removeQueries({ queryKey: formKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: formKeys.list });
    },
  });
}

/** Enable/Disable: the card changes at once and goes back if the server refuses (optimistic, rolled back). */
export function useToggleForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      api<AdminFormListItem>(`/admin/applications/${id}/toggle`, { method: 'PATCH', body: { isActive } }),
    onMutate: async ({ id, isActive }) => {
      await queryClient.cancelQueries({ queryKey: formKeys.list });
      const previous = queryClient.getQueryData<AdminFormListItem[]>(formKeys.list);
      queryClient.setQueryData<AdminFormListItem[]>(formKeys.list, (list) => list?.map((f) => (f.id === id ? { ...f, isActive } : f)));
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(formKeys.list, context.previous);
    },
    onSuccess: (item) => {
      queryClient.setQueryData<AdminFormListItem[]>(formKeys.list, (list) => list?.map((f) => (f.id === item.id ? item : f)));
      void queryClient.invalidateQueries({ queryKey: formKeys.detail(item.id) });
    },
  });
}

export function useDuplicateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<EditableForm>(`/admin/applications/${id}/duplicate`, { method: 'POST' }),
    onSuccess: (copy) => {
      queryClient.setQueryData(formKeys.detail(copy.id), copy);
      void queryClient.invalidateQueries({ queryKey: formKeys.list });
    },
  });
}

/** The bot's answer on the form's roles (deliveries: role-precheck). */
export type RoleCheck = RoleCheckResult;

/** D32: can the bot post in this staff channel and start threads there? */
export const channelCheck = (channelId: string) =>
  api<ChannelCheckResult>('/admin/discord/channel-check', { method: 'POST', body: { channelId }, redirectOn401: true });

export const roleCheck = (roleIds: string[], signal?: AbortSignal) =>
  api<RoleCheck>('/admin/discord/role-check', { method: 'POST', body: { roleIds }, signal, redirectOn401: true });

export function useRotateWebhookSecret(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ webhookSecret: string }>(`/admin/applications/${id}/webhook-secret`, { method: 'POST' }),
    onSuccess: ({ webhookSecret }) => {
      queryClient.setQueryData<EditableForm>(formKeys.detail(id), (form) => (form ? { ...form, webhookSecret } : form));
    },
  });
}

export function useWebhookTest(id: number) {
  return useMutation({
    mutationFn: (target: 'incoming' | 'response') => api<WebhookTestResult>(`/admin/applications/${id}/webhook-test`, { method: 'POST', body: { target } }),
  });
}
