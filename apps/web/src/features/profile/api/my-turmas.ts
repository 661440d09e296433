import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import { type RpcOutput, rpc } from '@/lib/rpc';

export type MyTurma = RpcOutput<'get_my_turmas'>[number];

/** get_my_turmas: the turmas the candidate is in, with the trainer and the exam. */
export const myTurmasQuery = queryOptions({
  queryKey: queryKeys.myTurmas,
  queryFn: () => rpc('get_my_turmas'),
});

/** leave_turma: out of the turma; the sharing with the trainer lasts until revoked. */
export function useLeaveTurma() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (turmaId: string) => rpc('leave_turma', { turma_id: turmaId }),
    onSuccess: (_result, turmaId) => {
      queryClient.setQueryData<MyTurma[]>(queryKeys.myTurmas, (turmas) =>
        turmas?.filter((turma) => turma.id !== turmaId),
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.myTurmas });
    },
  });
}
