import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import { rpc } from '@/lib/rpc';

/**
 * get_rankings: the twelve boards with the viewer's own places, in one round trip. Read again on
 * every visit (others train too, and the viewer's own new activity should show at once).
 */
export const rankingsQuery = queryOptions({
  queryKey: queryKeys.rankings,
  queryFn: () => rpc('get_rankings'),
  staleTime: 0,
});

export const useRankings = () => useQuery(rankingsQuery);
