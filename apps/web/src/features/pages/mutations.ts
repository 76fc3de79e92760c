import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomPage, PageCreate, PageEdit } from '@crp/shared';
import { api } from '../../lib/api-client.ts';

/** Create, edit and delete custom pages (D39); every list and page shown is asked for again. */
export function usePageMutations() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['pages'] });
  return {
    create: useMutation({
      mutationFn: (input: PageCreate) => api<{ page: CustomPage }>('/admin/pages', { method: 'POST', body: input }),
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: ({ slug, changes }: { slug: string; changes: PageEdit }) =>
        api<{ page: CustomPage }>(`/admin/pages/${encodeURIComponent(slug)}`, { method: 'PUT', body: changes }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (slug: string) => api<null>(`/admin/pages/${encodeURIComponent(slug)}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}
