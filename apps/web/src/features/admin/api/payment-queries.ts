import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { PaymentStatus } from '@/lib/payment-labels';
import { type RpcOutput, rpc } from '@/lib/rpc';
import { adminKeys } from './admin-query-keys';

// /admin/pagamentos: every payment (newest first, 50 a page, by status) and a person's plan history.

export type AdminPayment = RpcOutput<'admin_list_payments'>['payments'][number];
export type PlanHistory = RpcOutput<'admin_get_plan_history'>;
export type PlanHistoryEvent = PlanHistory['events'][number];

export const paymentsQuery = (status: PaymentStatus | null) =>
  infiniteQueryOptions({
    queryKey: adminKeys.paymentsList(status),
    queryFn: ({ pageParam }) =>
      rpc('admin_list_payments', {
        ...(status ? { status } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    staleTime: 10_000,
  });

export const planHistoryQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.planHistory(userId),
    queryFn: () => rpc('admin_get_plan_history', { user_id: userId }),
    staleTime: 10_000,
  });
