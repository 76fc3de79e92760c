import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@crp/shared';
import { api } from '../../lib/api-client.ts';

const fallback: SiteConfig = { demoMode: false, storeUrl: '', discordInviteUrl: '', navigationOverlayMs: 1100 };

/** The settings the server wrote into index.html (absent under the Vite dev server: then fetched). */
function embeddedConfig(): SiteConfig | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById('site-config')?.textContent;
  if (!text) return undefined;
  try {
    return { ...fallback, ...(JSON.parse(text) as Partial<SiteConfig>) };
  } catch {
    return undefined;
  }
}

export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: () => api<SiteConfig>('/site', { credentials: false }),
  initialData: embeddedConfig,
  staleTime: Infinity,
});

/** Runtime settings from the server (store address, invite link, demo mode). */
export function useSiteConfig(): SiteConfig & { loaded: boolean } {
  const { data } = useQuery(siteConfigQuery);
  return { ...(data ?? fallback), loaded: Boolean(data) };
}
