import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import { type RpcOutput, rpc } from '@/lib/rpc';

// 'Meus pagamentos', one payment for the return page, and 'Cancelar assinatura' (issue 25).

export type MyPayment = RpcOutput<'get_my_payment'>;

/** While the provider has not told us (a PIX can take minutes), the return page asks again. */
export const PAYMENT_POLL_MS = 3_000;

const paymentKeys = {
  list: ['payments', 'list'] as const,
  one: (id: string) => ['payments', 'one', id] as const,
};

export const myPaymentsQuery = queryOptions({
  queryKey: paymentKeys.list,
  queryFn: () => rpc('get_my_payments'),
});

/** Settled: what the provider said is final for the return page (approved, refused, cancelled…). */
export const isSettled = (payment: MyPayment | undefined) =>
  payment !== undefined && payment.status !== 'criado' && payment.status !== 'pendente';

export const myPaymentQuery = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.one(id),
    queryFn: () => rpc('get_my_payment', { payment_id: id }),
    refetchInterval: (query) => (isSettled(query.state.data) ? false : PAYMENT_POLL_MS),
    retry: false,
  });

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rpc('cancel_subscription'),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.currentPlan }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.list }),
      ]),
  });
}
