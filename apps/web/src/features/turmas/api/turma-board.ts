import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RpcOutput, rpc } from '@/lib/rpc';
import { turmaKeys } from './turma-keys';

export type TurmaBoard = RpcOutput<'get_turma_board'>;
export type BoardRow = TurmaBoard['rows'][number];

/** get_turma_board: the turma and this week's row of each member (data only of who shares). */
export const useTurmaBoard = (id: string) =>
  useQuery({ queryKey: turmaKeys.board(id), queryFn: () => rpc('get_turma_board', { id }) });

/** remove_turma_member: the student leaves the turma; the sharing with the trainer goes on. */
export function useRemoveTurmaMember(turmaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) =>
      rpc('remove_turma_member', { turma_id: turmaId, student_id: studentId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: turmaKeys.all }),
  });
}
