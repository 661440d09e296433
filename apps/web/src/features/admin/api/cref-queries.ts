import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type RpcInput, type RpcOutput, rpc } from '@/lib/rpc';
import { adminKeys } from './admin-query-keys';

// /admin/verifications: trainers waiting for a CREF decision (oldest first) and the decision.

export type CrefRequest = RpcOutput<'get_cref_queue'>[number];
export type CrefDecisionInput = RpcInput<'decide_cref'>;

export const crefQueueQuery = queryOptions({
  queryKey: adminKeys.crefQueue,
  queryFn: () => rpc('get_cref_queue'),
  staleTime: 0,
});

export function useDecideCref() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CrefDecisionInput) => rpc('decide_cref', input),
    onSuccess: (_result, input) => {
      // The decided trainer leaves the queue at once; the server's list follows.
      queryClient.setQueryData<CrefRequest[]>(adminKeys.crefQueue, (queue) =>
        queue?.filter((request) => request.user_id !== input.user_id),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.crefQueue });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog });
    },
  });
}
