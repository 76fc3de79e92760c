import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@crp/shared';
import { api } from '../../lib/api-client.ts';

/**
 * Until the settings are known (only under the Vite dev server: the server embeds them in every page).
 * The built-in texts stay on the server, out of every page's scripts (decision 0013's budget).
 */
const fallback: SiteConfig = {
  demoMode: false,
  storeUrl: '',
  discordInviteUrl: '',
  navigationOverlayMs: 1100,
  identity: { name: '', tagline: '', description: '', accentColor: '', logoUrl: '/logo.svg', discordInviteUrl: '' },
  landing: { hero: { eyebrow: '', title: '', text: '' }, connect: { address: null, steps: [] }, expectations: [], rules: [] },
  footer: { text: '', links: [] },
};

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

/** Runtime settings from the server (store address, invite link, demo mode) and the site's identity, home page and footer (D38). */
export function useSiteConfig(): SiteConfig & { loaded: boolean } {
  const { data } = useQuery(siteConfigQuery);
  return { ...fallback, ...data, loaded: Boolean(data) };
}
