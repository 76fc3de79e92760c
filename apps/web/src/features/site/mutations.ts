import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteConfig, SiteUpdate } from '@crp/shared';
import { api, ApiRequestError } from '../../lib/api-client.ts';
import { siteConfigQuery } from './api.ts';

/** PUT /api/admin/site with one section: the app shows the answer at once. */
export function useSaveSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SiteUpdate) => api<SiteConfig>('/admin/site', { method: 'PUT', body: update }),
    onSuccess: (config) => queryClient.setQueryData(siteConfigQuery.queryKey, config),
  });
}

/** The logo goes as the raw body (its bytes decide its type on the server, D38). */
async function sendLogo(file: File | null): Promise<{ logoUrl: string }> {
  const response = await fetch('/api/admin/site/logo', {
    method: file ? 'PUT' : 'DELETE',
    credentials: 'same-origin',
    headers: file ? { 'content-type': file.type || 'application/octet-stream', accept: 'application/json' } : { accept: 'application/json' },
    body: file ?? undefined,
  });
  const data = (await response.json().catch(() => ({}))) as { logoUrl?: string; message?: string };
  if (!response.ok || !data.logoUrl) throw new ApiRequestError(data.message ?? `Request failed (${response.status})`, response.status, data);
  return { logoUrl: data.logoUrl };
}

export function useLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendLogo,
    onSuccess: ({ logoUrl }) =>
      queryClient.setQueryData<SiteConfig>(siteConfigQuery.queryKey, (old) => (old ? { ...old, identity: { ...old.identity, logoUrl } } : old)),
  });
}
