import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast.ts';
import type { PageContent, PageKey, PageListItem, PageUpdate, PageUpdateResult } from '@crp/shared';
import { api, ApiRequestError } from '../../lib/api-client.ts';
import { msg } from '@lingui/core/macro';
import { translate } from '../../lib/i18n.ts';

/** A page's saved content, or null when none was saved yet (404): the page then shows its built-in content. */
export const pageContentQuery = (pageKey: PageKey) =>
  queryOptions({
    queryKey: ['pages', pageKey],
    queryFn: async (): Promise<PageContent | null> => {
      try {
        return await api<PageContent>(`/pages/${pageKey}`, { credentials: false });
      } catch (err) {
        if (err instanceof ApiRequestError && err.status === 404) return null;
        throw err;
      }
    },
  });

/** PUT /api/admin/pages/{pageKey}: the page shows the returned content at once. */
export function useSavePageContent(pageKey: PageKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PageUpdate) => api<PageUpdateResult>(`/admin/pages/${pageKey}`, { method: 'PUT', body: input }),
    onSuccess: ({ pageContent }) => {
      queryClient.setQueryData(pageContentQuery(pageKey).queryKey, pageContent);
      toast.success(translate(msg`Page content updated successfully`));
    },
    onError: () => toast.error(translate(msg`Failed to save page content`)),
  });
}

/** GET /api/pages (D39): the pages the visitor may read, for the navigation and the footer. */
export const pageListQuery = queryOptions({
  queryKey: ['pages', 'list'],
  queryFn: () => api<PageListItem[]>('/pages', { redirectOn401: false }),
  staleTime: 60_000,
});
