import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type RpcInput, type RpcOutput, rpc } from '@/lib/rpc';
import { adminKeys } from './admin-query-keys';

// /admin/ranking: reported and auto-flagged workouts, and the decision on each (decision 039).

export type ModerationCase = RpcOutput<'admin_list_ranking_moderation'>['cases'][number];
export type ModerationInput = RpcInput<'admin_moderate_ranking_entry'>;

export const moderationQueueQuery = queryOptions({
  queryKey: adminKeys.rankingModeration,
  queryFn: () => rpc('admin_list_ranking_moderation'),
  staleTime: 0,
});

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerationInput) => rpc('admin_moderate_ranking_entry', input),
    onSuccess: (_result, input) => {
      // The decided workout leaves the queue at once; the server's list follows.
      queryClient.setQueryData<RpcOutput<'admin_list_ranking_moderation'>>(
        adminKeys.rankingModeration,
        (queue) =>
          queue ? { cases: queue.cases.filter((c) => c.activity_id !== input.activity_id) } : queue,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.rankingModeration });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog });
    },
  });
}
