import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { type RpcInput, type RpcOutput, rpc } from '@/lib/rpc';
import type { UserFilters } from '../users/user-filters';
import { adminKeys } from './admin-query-keys';

// /admin/users: the searched list (newest sign-ups first, cursor pages) and the three changes.

export type AdminUser = RpcOutput<'admin_set_user_role'>;
type UsersPage = RpcOutput<'admin_list_users'>;

export const USERS_PAGE_SIZE = 50;

export const usersQuery = (filters: UserFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.usersList(filters),
    queryFn: ({ pageParam }) =>
      rpc('admin_list_users', {
        limit: USERS_PAGE_SIZE,
        ...(filters.q ? { query: filters.q } : {}),
        ...(filters.role ? { role: filters.role } : {}),
        ...(filters.plan ? { plan: filters.plan } : {}),
        ...(filters.status ? { status: filters.status } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    staleTime: 10_000,
  });

/** The server's answer replaces the row where it is listed; counts on the dashboard change too. */
function applyUserChange(queryClient: QueryClient, user: AdminUser) {
  queryClient.setQueriesData<InfiniteData<UsersPage>>({ queryKey: adminKeys.users }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === user.id ? user : item)),
          })),
        }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
  void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog });
  // A plan changed by an admin is a new entry of that person's plan history.
  void queryClient.invalidateQueries({ queryKey: adminKeys.planHistory(user.id) });
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RpcInput<'admin_set_user_role'>) => rpc('admin_set_user_role', input),
    onSuccess: (user) => applyUserChange(queryClient, user),
  });
}

export function useSetUserPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RpcInput<'admin_set_user_plan'>) => rpc('admin_set_user_plan', input),
    onSuccess: (user) => applyUserChange(queryClient, user),
  });
}

export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RpcInput<'admin_set_user_disabled'>) => rpc('admin_set_user_disabled', input),
    onSuccess: (user) => applyUserChange(queryClient, user),
  });
}
