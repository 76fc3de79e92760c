import { queryOptions } from '@tanstack/react-query';
import type { GuildRoles } from '@crp/shared';
import { api } from '../../lib/api-client.ts';

/** The guild's roles for the eligibility pickers (D34); `available: false` means type ids. */
export const guildRolesQuery = queryOptions({
  queryKey: ['admin-forms', 'guild-roles'] as const,
  queryFn: () => api<GuildRoles>('/admin/discord/roles'),
  staleTime: 5 * 60 * 1000,
});
