import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditLog } from '@crp/shared';
import { api } from '../../lib/api-client.ts';

export interface AuditFilters {
  actor: string;
  action: string;
  from: string;
  to: string;
}

export const AUDIT_PAGE_SIZE = 25;

/** One keyset page of the audit log; `before` is the previous page's nextCursor. */
export const auditLogQuery = (filters: AuditFilters, before: string | null) =>
  queryOptions({
    queryKey: ['audit-log', filters, before] as const,
    queryFn: ({ signal }) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
      if (before) search.set('before', before);
      search.set('pageSize', String(AUDIT_PAGE_SIZE));
      return api<AuditLog>(`/admin/audit-log?${search}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
