import { queryOptions, useQuery } from '@tanstack/react-query';
import { rpc } from '@/lib/rpc';
import { queryKeys } from './query-keys';

/**
 * get_medalhas_recentes: the candidate's own (under the simulations' prefix, so saving a simulation,
 * which invalidates queryKeys.userTests, reads them again), or a trainer's student's.
 */
export const recentMedalsQuery = (studentId: string | null = null) =>
  queryOptions({
    queryKey: studentId
      ? [...queryKeys.studentView(studentId), 'medals']
      : [...queryKeys.userTests, ...queryKeys.recentMedals],
    queryFn: () => rpc('get_medalhas_recentes', studentId ? { user_uuid: studentId } : {}),
  });

export const useRecentMedals = () => useQuery(recentMedalsQuery());
