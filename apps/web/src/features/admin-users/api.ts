import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UserApplications, UserList, UserOrders, UserTransactions } from '@crp/shared';
import { api } from '../../lib/api-client.ts';

export interface UserListParams {
  q: string;
  page: number;
  pageSize: number;
}

export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: (params: UserListParams) => ['admin-users', 'list', params] as const,
  detail: (id: number, part: 'applications' | 'orders' | 'transactions') => ['admin-users', 'detail', id, part] as const,
};

/** One page of members with the four counters (D22). Admins only. */
export const adminUsersQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: adminUserKeys.list(params),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams();
      if (params.q) search.set('q', params.q);
      if (params.page > 1) search.set('page', String(params.page));
      search.set('pageSize', String(params.pageSize));
      return api<UserList>(`/users?${search}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const userApplicationsQuery = (id: number) =>
  queryOptions({
    queryKey: adminUserKeys.detail(id, 'applications'),
    queryFn: ({ signal }) => api<UserApplications>(`/admin/users/${id}/applications`, { signal }),
    staleTime: 30_000,
  });

export const userOrdersQuery = (id: number) =>
  queryOptions({
    queryKey: adminUserKeys.detail(id, 'orders'),
    queryFn: ({ signal }) => api<UserOrders>(`/admin/users/${id}/orders`, { signal }),
    staleTime: 30_000,
  });

export const userTransactionsQuery = (id: number) =>
  queryOptions({
    queryKey: adminUserKeys.detail(id, 'transactions'),
    queryFn: ({ signal }) => api<UserTransactions>(`/admin/users/${id}/transactions`, { signal }),
    staleTime: 30_000,
  });
