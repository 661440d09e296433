import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import { rpc } from '@/lib/rpc';

/** get_rank_status: under the coins prefix, so every activity change reads it again. */
export const rankStatusQuery = queryOptions({
  queryKey: queryKeys.rankStatus,
  queryFn: () => rpc('get_rank_status'),
});

export const useRankStatus = (enabled: boolean) => useQuery({ ...rankStatusQuery, enabled });

/** ack_promotion: the promotion is marked as seen on the server, for every device. */
export function useAckPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workouts: number) => rpc('ack_promotion', { workouts }),
    onSuccess: (status) => queryClient.setQueryData(rankStatusQuery.queryKey, status),
  });
}
