import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RpcInput, rpc } from '@/lib/rpc';
import { turmaKeys } from './turma-keys';

export type TurmaPlanInput = Omit<RpcInput<'set_turma_plan'>, 'turma_id'>;

/**
 * set_turma_plan: sessions per week and the emphasised tests, written into the plan of each member
 * who shares; the turma and its board are read again.
 */
export function useSetTurmaPlan(turmaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: TurmaPlanInput) => rpc('set_turma_plan', { turma_id: turmaId, ...plan }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: turmaKeys.all }),
  });
}
