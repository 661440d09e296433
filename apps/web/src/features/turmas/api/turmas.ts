import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RpcInput, type RpcOutput, rpc } from '@/lib/rpc';
import { turmaKeys } from './turma-keys';

export type Turma = RpcOutput<'get_trainer_turmas'>[number];
export type TurmaFieldsInput = RpcInput<'create_turma'>;
export type TurmaEditInput = RpcInput<'update_turma'>;

/** get_trainer_turmas: the trainer's turmas, active first; the archived ones too when asked. */
export const useTrainerTurmas = (includeArchived: boolean) =>
  useQuery({
    queryKey: turmaKeys.list(includeArchived),
    queryFn: () => rpc('get_trainer_turmas', { include_archived: includeArchived }),
  });

/** After any change of a turma: its lists and its board are read again. */
const refreshTurmas = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: turmaKeys.all });

/** create_turma: the new turma (name, exam, TAF date, description). */
export function useCreateTurma() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TurmaFieldsInput) => rpc('create_turma', input),
    onSuccess: () => refreshTurmas(queryClient),
  });
}

/** update_turma: renames it, or changes its exam, TAF date or description. */
export function useUpdateTurma() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TurmaEditInput) => rpc('update_turma', input),
    onSuccess: () => refreshTurmas(queryClient),
  });
}

/** set_turma_archived: archived, it leaves the list and its links stop working; or it comes back. */
export function useSetTurmaArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; archived: boolean }) => rpc('set_turma_archived', input),
    onSuccess: () => refreshTurmas(queryClient),
  });
}
