import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import { type RpcOutput, rpc } from '@/lib/rpc';

export type ExamRanking = RpcOutput<'get_exam_ranking'>;
export type ExamBoard = ExamRanking['boards']['M'];

/** get_exam_ranking: the board of the viewer's own exam; read when its tab opens. */
export const examRankingQuery = queryOptions({
  queryKey: [...queryKeys.rankings, 'exam'],
  queryFn: () => rpc('get_exam_ranking', {}),
  staleTime: 0,
});

export const useExamRanking = (enabled: boolean) => useQuery({ ...examRankingQuery, enabled });
