import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@crp/shared';
import { api } from '../../lib/api-client.ts';

const fallback: SiteConfig = { demoMode: false, storeUrl: '', discordInviteUrl: '', navigationOverlayMs: 1100 };

export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: () => api<SiteConfig>('/site', { credentials: false }),
  staleTime: Infinity,
});

/** Runtime settings from the server (store address, invite link, demo mode). */
export function useSiteConfig(): SiteConfig & { loaded: boolean } {
  const { data } = useQuery(siteConfigQuery);
  return { ...(data ?? fallback), loaded: Boolean(data) };
}
