import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import type { TurmaChallenge } from '@/lib/queries/turma-challenges';
import { type RpcInput, rpc } from '@/lib/rpc';

export type NewChallengeInput = Omit<RpcInput<'create_turma_challenge'>, 'turma_id'>;

/** create_turma_challenge: answers with the turma's challenges, which replace the cached ones. */
export function useCreateTurmaChallenge(turmaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: NewChallengeInput) =>
      rpc('create_turma_challenge', { turma_id: turmaId, ...fields }),
    onSuccess: (challenges) => queryClient.setQueryData(queryKeys.turmaChallenges(turmaId), challenges),
  });
}

/** delete_turma_challenge: out of the list at once, then the list is read again. */
export function useDeleteTurmaChallenge(turmaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => rpc('delete_turma_challenge', { id }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<TurmaChallenge[]>(queryKeys.turmaChallenges(turmaId), (challenges) =>
        challenges?.filter((challenge) => challenge.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.turmaChallenges(turmaId) });
    },
  });
}
