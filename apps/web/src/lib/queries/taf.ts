import type { Edital } from '@prontidao/domain/scoring/edital-schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RpcInput, type RpcOutput, rpc } from '@/lib/rpc';
import { queryKeys } from './query-keys';

// TAF calls shared by the simulation, progress and dashboard features.

export type UserTest = RpcOutput<'get_user_tests'>[number];
export type JsonResultado = UserTest['json_resultado'];
export type EditalSummary = RpcOutput<'list_editais'>[number];

export type EditalTable = RpcOutput<'get_edital_table'>;

/** An edital's tables as the domain reads them (gradeSimulation, selectTable). */
export const editalOfTable = (table: EditalTable): Edital => ({
  id: table.id,
  version: table.version,
  name: table.name,
  isEstimate: table.is_estimate,
  pointsScale: table.points_scale,
  tests: table.tests,
});

/** get_user_tests: the candidate's own simulations, or a trainer's student's. */
export const userTestsQuery = (limit = 50, studentId: string | null = null) =>
  queryOptions({
    queryKey: studentId
      ? [...queryKeys.studentView(studentId), 'tests', limit]
      : queryKeys.userTestsList(limit),
    queryFn: () => rpc('get_user_tests', studentId ? { user_id: studentId, limit } : { limit }),
  });

export const lastSimuladoQuery = queryOptions({
  queryKey: queryKeys.lastSimulado,
  queryFn: () => rpc('get_last_simulado'),
});

export const editaisQuery = queryOptions({ queryKey: queryKeys.editais, queryFn: () => rpc('list_editais') });

/** get_edital_table: the scoring tables of an edital, which do not change while the app runs. */
export const editalTableQuery = (editalId: string) =>
  queryOptions({
    queryKey: queryKeys.editalTable(editalId),
    queryFn: () => rpc('get_edital_table', { edital_id: editalId }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useUserTests = (limit = 50) => useQuery(userTestsQuery(limit));
export const useLastSimulado = () => useQuery(lastSimuladoQuery);
export const useEditais = () => useQuery(editaisQuery);

/** Saves a simulation; every TAF query is refreshed after. */
export function useSaveUserTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RpcInput<'save_user_test'>) => rpc('save_user_test', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.userTests }),
        queryClient.invalidateQueries({ queryKey: queryKeys.lastSimulado }),
      ]),
  });
}

export function useSetUserEdital() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (editalId: string) => rpc('set_user_edital', { edital_id: editalId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.authContext }),
  });
}
