import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rankStatusQuery } from '@/lib/queries/coins';
import { rpc } from '@/lib/rpc';

/** ack_promotion: the promotion is marked as seen on the server, for every device. */
export function useAckPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workouts: number) => rpc('ack_promotion', { workouts }),
    onSuccess: (status) => queryClient.setQueryData(rankStatusQuery.queryKey, status),
  });
}
