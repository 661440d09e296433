import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import { type RpcOutput, rpc } from '@/lib/rpc';
import { turmaKeys } from './turma-keys';

export type TurmaPreview = RpcOutput<'preview_turma_invite'>;
export type TurmaJoinAnswer = RpcOutput<'join_turma'>;

/** preview_turma_invite: whose turma the link opens, and whether it lets this person in now. */
export const useTurmaPreview = (token: string | null, enabled: boolean) =>
  useQuery({
    queryKey: turmaKeys.preview(token ?? ''),
    queryFn: () => rpc('preview_turma_invite', { p_token: token ?? '' }),
    enabled: enabled && Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * join_turma: the student approves and joins (sharing their data with the trainer): their turmas and
 * trainers (the profile's cards) are read again.
 */
export function useJoinTurma() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => rpc('join_turma', { p_token: token }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myTurmas }),
        queryClient.invalidateQueries({ queryKey: queryKeys.myTrainers }),
      ]),
  });
}
