import type { Edital } from '@prontidao/domain/scoring/edital-schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RpcInput, type RpcOutput, rpc } from '@/lib/rpc';
import { queryKeys } from './query-keys';

// TAF calls shared by the simulation, progress and dashboard features.

export type UserTest = RpcOutput<'get_user_tests'>[number];
/** A stored result: an edital graded 0–10 (CBMDF, CBMMG) or an exam of pass marks and points. */
export type JsonResultado = UserTest['json_resultado'];
export type GradedResult = Extract<JsonResultado, { nota_final: number }>;
export type ExamResultJson = Extract<JsonResultado, { nota_final: null }>;
/** A simulation graded 0–10 (rows saved before exams existed have no `edital.format`: graded too). */
export const isGradedResult = (json: JsonResultado): json is GradedResult => json.nota_final !== null;
export type GradedUserTest = UserTest & { json_resultado: GradedResult };
export type ExamUserTest = UserTest & { json_resultado: ExamResultJson };
/** The simulations graded 0–10: grades, medals and percentiles read only these. */
export const gradedTests = (tests: readonly UserTest[]): GradedUserTest[] =>
  tests.filter((test): test is GradedUserTest => isGradedResult(test.json_resultado));

/** An edital graded 0–10 or an exam ('Qual é o seu concurso?' lists both). */
export type EditalSummary = RpcOutput<'list_editais'>[number];
export type EditalTestSummary = EditalSummary['tests'][number];

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

/** get_exam: an exam's rules (events, pass marks, points by sex); a version never changes once published. */
export const examQuery = (editalId: string, version?: number) =>
  queryOptions({
    queryKey: [...queryKeys.editalTable(editalId), 'exam', version ?? 'latest'],
    queryFn: () =>
      rpc('get_exam', version === undefined ? { edital_id: editalId } : { edital_id: editalId, version }),
    staleTime: version === undefined ? 5 * 60_000 : Number.POSITIVE_INFINITY,
  });

export const useUserTests = (limit = 50) => useQuery(userTestsQuery(limit));

/** 'Chance de aprovação' for TAF day, computed by the server (decision 050); null until it can be. */
export type PassChance = NonNullable<RpcOutput<'get_pass_chance'>>;
export const usePassChance = () =>
  useQuery({ queryKey: queryKeys.passChance, queryFn: () => rpc('get_pass_chance') });
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

/** set_user_edital: the candidate's edital or exam (its newest version is kept as their choice). */
export const setUserEdital = (editalId: string) => rpc('set_user_edital', { edital_id: editalId });

export function useSetUserEdital() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserEdital,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.authContext }),
        queryClient.invalidateQueries({ queryKey: queryKeys.passChance }),
      ]),
  });
}
