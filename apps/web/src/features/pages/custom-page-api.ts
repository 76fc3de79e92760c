import { queryOptions } from '@tanstack/react-query';
import type { CustomPage } from '@crp/shared';
import { api, ApiRequestError } from '../../lib/api-client.ts';

/**
 * A custom page (D39); `null` when there is none (404); 'members' when it is for members and the
 * visitor is signed out (401). Apart from api.ts: only the custom page's screen and the admin screen
 * load it, not every page's first scripts (decision 0013).
 */
export const customPageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['pages', 'custom', slug],
    queryFn: async (): Promise<CustomPage | null | 'members'> => {
      try {
        return await api<CustomPage>(`/pages/${encodeURIComponent(slug)}`, { redirectOn401: false });
      } catch (err) {
        if (err instanceof ApiRequestError && err.status === 404) return null;
        if (err instanceof ApiRequestError && err.status === 401) return 'members';
        throw err;
      }
    },
  });
